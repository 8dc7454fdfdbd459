import type { Kysely, Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { inOneTransaction } from './transaction.js';

/**
 * The remotes' releases (docs/decisions/015-remote-releases.md).
 *
 * - `remote_releases`: each version of a remote registered with the API, never changed nor
 *   removed: its mf-manifest.json as sent (text), that text's integrity (`sha384-<base64>`), when
 *   and by whom (a provider user's id; no reference, as an account may be deleted).
 * - `remote_channels`: one row per remote: the stable version (null until the first promote), the
 *   canary version and its share (0 to 100), the kill switch, and the revision every change
 *   raises by one (a change names the revision it read). A pin raises its remote's revision too.
 * - `remote_stable_history`: the stable versions a promote replaced, newest last: a rollback
 *   takes the newest back.
 * - `remote_pins`: a school held at one version of a remote, whatever the channel says.
 *
 * The versions a channel, a pin or the history names are releases of that remote (references
 * on remote and version). The remotes are those of the day (shared/src/contracts/runtime-config.ts),
 * copied, as a migration loads no application code.
 */
const REMOTES_OF_THE_DAY = ['content', 'schoolAdmin', 'providerAdmin'];

interface Tables {
  remote_channels: { remote: string; stable: string | null; canary: string | null; canary_share: number; switched_off: number; revision: number };
}

export const remoteReleases = (dialect: Dialect): Migration => ({
  up: inOneTransaction(async (unknownDb) => {
    const db = unknownDb as Kysely<Tables>;
    await db.schema
      .createTable('remote_releases')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('integrity', 'text', (c) => c.notNull())
      .addColumn('manifest', 'text', (c) => c.notNull())
      .addColumn('registered_at', 'text', (c) => c.notNull())
      .addColumn('registered_by', 'integer')
      .addPrimaryKeyConstraint('remote_releases_key', ['remote', 'version'])
      .execute();
    await db.schema
      .createTable('remote_channels')
      .addColumn('remote', 'text', (c) => c.primaryKey())
      .addColumn('stable', 'text')
      .addColumn('canary', 'text')
      .addColumn('canary_share', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('switched_off', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .addForeignKeyConstraint('remote_channels_stable', ['remote', 'stable'], 'remote_releases', ['remote', 'version'])
      .addForeignKeyConstraint('remote_channels_canary', ['remote', 'canary'], 'remote_releases', ['remote', 'version'])
      .execute();
    await db.schema
      .createTable('remote_stable_history')
      .addColumn('id', 'integer', autoId(dialect))
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('replaced_at', 'text', (c) => c.notNull())
      .addForeignKeyConstraint('remote_stable_history_version', ['remote', 'version'], 'remote_releases', ['remote', 'version'])
      .execute();
    await db.schema.createIndex('remote_stable_history_remote').on('remote_stable_history').columns(['remote', 'id']).execute();
    await db.schema
      .createTable('remote_pins')
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('pinned_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_pins_key', ['school_id', 'remote'])
      .addForeignKeyConstraint('remote_pins_version', ['remote', 'version'], 'remote_releases', ['remote', 'version'])
      .execute();
    await db
      .insertInto('remote_channels')
      .values(REMOTES_OF_THE_DAY.map((remote) => ({ remote, stable: null, canary: null, canary_share: 0, switched_off: 0, revision: 0 })))
      .execute();
  }),
  async down(db: Kysely<unknown>) {
    for (const table of ['remote_pins', 'remote_stable_history', 'remote_channels', 'remote_releases']) await db.schema.dropTable(table).ifExists().execute();
  },
});
