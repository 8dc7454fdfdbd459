import type { Kysely, Selectable } from 'kysely';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { notRegistered, RELEASE_SCRIPT, type Release, type RemoteChannel, type SiteRemote, type SiteRemotes } from '@school/shared/contracts/remote-releases';
import type { Database, RemoteChannelsTable } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

export type ChannelRow = Selectable<RemoteChannelsTable>;

/** A channel as its audit entries record it, before and after a change. */
export const channelState = (row: ChannelRow) => ({
  stable: row.stable,
  canary: row.canary,
  share: row.canary_share,
  off: row.switched_off === 1,
  revision: row.revision,
});

/** The remotes' releases, channels, history and pins (migration 020): read as the routes answer them, and the history and pins written. */
export function releaseRepository(db: Kysely<Database>) {
  const releases = (trx: Kysely<Database>) =>
    trx
      .selectFrom('remote_releases')
      .leftJoin('users', 'users.id', 'remote_releases.registered_by')
      .select((eb) => [
        'remote_releases.version',
        'remote_releases.integrity',
        'remote_releases.registered_at as registeredAt',
        eb.case().when('remote_releases.registered_by_script', '=', 1).then(RELEASE_SCRIPT).else(eb.ref('users.full_name')).end().as('registeredBy'),
      ]);

  /** The remote's channel row (the migration made one per remote). */
  const channel = (trx: Kysely<Database>, remote: RemoteName): Promise<ChannelRow> => trx.selectFrom('remote_channels').selectAll().where('remote', '=', remote).executeTakeFirstOrThrow();

  /** The stable version a rollback would return to: the newest a promote replaced. */
  const previousStable = (trx: Kysely<Database>, remote: RemoteName) =>
    trx.selectFrom('remote_stable_history').select(['id', 'version']).where('remote', '=', remote).orderBy('id', 'desc').limit(1).executeTakeFirst();

  return {
    channel,
    previousStable,

    /** Registers a release: `by` is the provider user who did, or the release script. */
    async register(trx: Kysely<Database>, release: { remote: RemoteName; version: string; integrity: string; manifest: string; by: number | null | 'script' }): Promise<void> {
      const { remote, version, integrity, manifest, by } = release;
      const registered = { registered_at: new Date().toISOString(), registered_by: by === 'script' ? null : by, registered_by_script: by === 'script' ? 1 : 0 };
      await trx.insertInto('remote_releases').values({ remote, version, integrity, manifest, ...registered }).execute();
    },

    /** Keeps the stable version a promote replaces, for a rollback to return to. */
    async keepReplacedStable(trx: Kysely<Database>, remote: RemoteName, version: string): Promise<void> {
      await trx.insertInto('remote_stable_history').values({ remote, version, replaced_at: new Date().toISOString() }).execute();
    },

    /** Drops a history entry a rollback has returned to. */
    async forgetStable(trx: Kysely<Database>, id: number): Promise<void> {
      await trx.deleteFrom('remote_stable_history').where('id', '=', id).execute();
    },

    /** The version a school is pinned at on a remote; null: it follows the channel. */
    pinnedVersion: async (trx: Kysely<Database>, schoolId: number, remote: RemoteName): Promise<string | null> =>
      (await trx.selectFrom('remote_pins').select('version').where('school_id', '=', schoolId).where('remote', '=', remote).executeTakeFirst())?.version ?? null,

    /** Pins a school at `version` of a remote, or (null) lets it follow the channel again. */
    async setPin(trx: Kysely<Database>, schoolId: number, remote: RemoteName, version: string | null): Promise<void> {
      await trx.deleteFrom('remote_pins').where('school_id', '=', schoolId).where('remote', '=', remote).execute();
      if (version !== null) await trx.insertInto('remote_pins').values({ school_id: schoolId, remote, version, pinned_at: new Date().toISOString() }).execute();
    },

    /** A registered version, as the provider's screen lists it (undefined: none). */
    release: (remote: RemoteName, version: string, trx: Kysely<Database> = db): Promise<Release | undefined> =>
      releases(trx).where('remote_releases.remote', '=', remote).where('remote_releases.version', '=', version).executeTakeFirst(),

    /** Refuses a version the remote has not registered: a channel or a pin may name only a release. */
    async registered(trx: Kysely<Database>, remote: RemoteName, version: string): Promise<void> {
      const row = await trx.selectFrom('remote_releases').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
      if (!row) throw new HttpError(404, notRegistered(remote, version));
    },

    /** One remote as the provider's screen shows it: channel, pins (by school code) and releases, newest first. */
    async view(remote: RemoteName): Promise<RemoteChannel> {
      const [row, previous, pins, all] = await Promise.all([
        channel(db, remote),
        previousStable(db, remote),
        db
          .selectFrom('remote_pins')
          .innerJoin('schools', 'schools.id', 'remote_pins.school_id')
          .select(['remote_pins.school_id as schoolId', 'schools.school_code as schoolCode', 'schools.school_name as schoolName', 'remote_pins.version'])
          .where('remote_pins.remote', '=', remote)
          .orderBy('schools.school_code')
          .execute(),
        releases(db).where('remote_releases.remote', '=', remote).orderBy('remote_releases.registered_at', 'desc').orderBy('remote_releases.version', 'desc').execute(),
      ]);
      const { stable, canary, share, off, revision } = channelState(row);
      return { remote, stable, canary, share, off, revision, previousStable: previous?.version ?? null, pins, releases: all };
    },

    /**
     * What a school's pages load, every remote's, in one query: each channel with the integrity
     * of its stable and canary versions and of the school's pin. Names and dates stay out.
     */
    async site(schoolId: number): Promise<SiteRemotes> {
      const rows = await db
        .selectFrom('remote_channels as channel')
        .leftJoin('remote_releases as stable', (join) => join.onRef('stable.remote', '=', 'channel.remote').onRef('stable.version', '=', 'channel.stable'))
        .leftJoin('remote_releases as canary', (join) => join.onRef('canary.remote', '=', 'channel.remote').onRef('canary.version', '=', 'channel.canary'))
        .leftJoin('remote_pins as pin', (join) => join.onRef('pin.remote', '=', 'channel.remote').on('pin.school_id', '=', schoolId))
        .leftJoin('remote_releases as pinned', (join) => join.onRef('pinned.remote', '=', 'channel.remote').onRef('pinned.version', '=', 'pin.version'))
        .select([
          'channel.remote',
          'channel.canary_share as share',
          'channel.switched_off as off',
          'channel.revision',
          'stable.version as stableVersion',
          'stable.integrity as stableIntegrity',
          'canary.version as canaryVersion',
          'canary.integrity as canaryIntegrity',
          'pinned.version as pinVersion',
          'pinned.integrity as pinIntegrity',
        ])
        .execute();
      const loaded = (version: string | null, integrity: string | null) => (version !== null && integrity !== null ? { version, integrity } : null);
      const entry = (remote: RemoteName): SiteRemote => {
        const row = rows.find((each) => each.remote === remote);
        if (!row) throw new Error(`remote_channels has no row for ${remote}`);
        const canary = loaded(row.canaryVersion, row.canaryIntegrity);
        return {
          stable: loaded(row.stableVersion, row.stableIntegrity),
          canary: canary && row.share > 0 ? { ...canary, share: row.share } : null,
          pin: loaded(row.pinVersion, row.pinIntegrity),
          off: row.off === 1,
          revision: row.revision,
        };
      };
      return { remotes: { content: entry('content'), schoolAdmin: entry('schoolAdmin'), providerAdmin: entry('providerAdmin') } };
    },

    /**
     * Every school's `site` at once, for the renderer: the answer of a school with no pin (no
     * school has id 0), and each pinned school's own. One query, and one more a pinned school.
     */
    async everySchool(): Promise<{ everySchool: SiteRemotes; pinned: { schoolId: number; remotes: SiteRemotes }[] }> {
      const ids = await db.selectFrom('remote_pins').select('school_id').distinct().orderBy('school_id').execute();
      const pinned = [];
      for (const { school_id: schoolId } of ids) pinned.push({ schoolId, remotes: await this.site(schoolId) });
      return { everySchool: await this.site(0), pinned };
    },
  };
}

/** The releases' reads, as the routes use them. */
export type ReleaseRepository = ReturnType<typeof releaseRepository>;
