import * as z from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { remoteProblems } from '@school/tooling/remote-compatibility';
import { REMOTE_NAMES, type RemoteName } from '@school/shared/contracts/runtime-config';
import {
  ChannelStepSchema,
  PinSchema,
  RegisterReleaseSchema,
  ReleaseRefusalSchema,
  ReleaseSchema,
  REMOTE_RELEASE_MESSAGES,
  RemoteChannelSchema,
  RemoteChannelsSchema,
  RemoteConflictSchema,
  SetCanarySchema,
  SwitchOffSchema,
  type Release,
} from '@school/shared/contracts/remote-releases';
import type { ApiConfig } from '../../config.js';
import type { Database, RemoteChannelsTable } from '../../db/schema.js';
import { HttpError, isUniqueViolation } from '../../plugins/errors.js';
import { recordAudit, type AuditEntry } from '../audit/audit-log.js';
import { moduleRoutes } from '../route-options.js';
import { integrityOf, readHostContract } from './host-contract.js';
import { channelState, releaseStore, type ChannelRow } from './store.js';

/**
 * A change the channel as it is now does not allow: a revision it no longer has, a promote with
 * no canary, a rollback with nothing to return to. Answered 409 with the remote as it is now.
 */
class ChannelConflict extends Error {}

/** What one change does to a channel: its new values (the revision is raised besides), the writes that go with it, and its audit entry. */
interface ChannelStep {
  set: Partial<Omit<RemoteChannelsTable, 'remote' | 'revision'>>;
  also?: (trx: Kysely<Database>) => Promise<void>;
  audit: Pick<AuditEntry, 'action' | 'entity' | 'schoolId' | 'before' | 'after'>;
}

/**
 * The provider's releases (docs/decisions/015-remote-releases.md): registering a version of a
 * remote, checked against the host's contract, and the changes of a remote's channel (canary,
 * promote, rollback, kill switch) and of a school's pin. Every change names the channel's
 * revision it read (409 with the remote as it is now when another change came first), raises it,
 * is written to the audit log in its own transaction, and makes GET /Site/Remotes answer afresh.
 */
export async function releaseProviderRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'releases');
  const store = releaseStore(app.db);
  const changeAnswers = { 200: RemoteChannelSchema, 409: RemoteConflictSchema };

  /**
   * Runs one change of a remote's channel: the revision checked, the step worked out from the
   * channel as it is (a refusal throws; null: nothing would change, so nothing is written), the
   * channel updated only if its revision is still the one read, so of two changes at once the
   * second is refused, whichever database. Answers the remote as it is after; every 409 carries
   * it too, so the screen shows what changed.
   */
  async function changeChannel(request: FastifyRequest, reply: FastifyReply, remote: RemoteName, revision: number, step: (trx: Kysely<Database>, channel: ChannelRow) => Promise<ChannelStep | null>) {
    try {
      await app.db.transaction().execute(async (trx) => {
        const channel = await store.channel(trx, remote);
        if (channel.revision !== revision) throw new ChannelConflict(REMOTE_RELEASE_MESSAGES.changedMeanwhile);
        const change = await step(trx, channel);
        if (!change) return;
        const updated = await trx
          .updateTable('remote_channels')
          .set({ ...change.set, revision: revision + 1 })
          .where('remote', '=', remote)
          .where('revision', '=', revision)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new ChannelConflict(REMOTE_RELEASE_MESSAGES.changedMeanwhile);
        await change.also?.(trx);
        await recordAudit(trx, request, { ...change.audit, entityId: remote });
      });
    } catch (error) {
      if (!(error instanceof ChannelConflict)) throw error;
      return reply.status(409).send({ message: error.message, current: await store.view(remote) });
    }
    await app.listCache.invalidate('remotes');
    return store.view(remote);
  }

  /** A channel change's audit entry: the channel before and after, as the screens read it. */
  const channelAudit = (action: ChannelStep['audit']['action'], before: ChannelRow, set: ChannelStep['set']): ChannelStep['audit'] => ({
    action,
    entity: 'remote:channel',
    schoolId: null,
    before: channelState(before),
    after: channelState({ ...before, ...set, revision: before.revision + 1 }),
  });

  routes.post(
    '/Provider/Remotes/GetAll',
    route('provider', { summary: 'Every remote’s channel (stable, canary and share, kill switch, revision), pinned schools and registered releases', body: z.strictObject({}), answers: { 200: RemoteChannelsSchema } }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { remotes: await Promise.all(REMOTE_NAMES.map((remote) => store.view(remote))) };
    },
  );

  routes.post(
    '/Provider/Remotes/Register',
    route('provider', {
      summary: 'Registers a version of a remote by its mf-manifest.json (as text, the file’s bytes), once it fits the host’s contract',
      description:
        'The release’s files are on the remote’s server already (scripts/release-remote.mjs). 201 when registered, 200 when this very manifest is registered already ' +
        'under this version, 409 when another is, 422 with the problems when the build does not fit the host (React outside its range or not a singleton, ' +
        'a module the host loads not exposed), 503 when the host’s contract (HOST_CONTRACT_FILE) cannot be read.',
      body: RegisterReleaseSchema,
      answers: { 200: ReleaseSchema, 201: ReleaseSchema, 422: ReleaseRefusalSchema },
    }),
    async (request, reply) => {
      const { remote, version, manifest } = request.body;
      let parsed: unknown;
      try {
        parsed = JSON.parse(manifest);
      } catch {
        throw new HttpError(400, REMOTE_RELEASE_MESSAGES.badManifest);
      }
      const integrity = integrityOf(manifest);
      /** A version registered already: the same bytes again are no change; other bytes never replace them. */
      const again = (release: Release) => {
        if (release.integrity !== integrity) throw new HttpError(409, REMOTE_RELEASE_MESSAGES.otherManifest);
        return release;
      };
      const existing = await store.release(remote, version);
      if (existing) return again(existing);

      const problems = remoteProblems(remote, parsed, await readHostContract(config.hostContractFile, request.log));
      if (problems.length > 0) return reply.status(422).send({ message: `${REMOTE_RELEASE_MESSAGES.doesNotFit}: ${problems.join('; ')}.`, problems });

      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('remote_releases')
            .values({ remote, version, integrity, manifest, registered_at: new Date().toISOString(), registered_by: request.principal!.userId })
            .execute();
          await recordAudit(trx, request, { action: 'create', entity: 'remote:release', entityId: `${remote}@${version}`, schoolId: null, after: { remote, version, integrity } });
        });
      } catch (error) {
        // The same version registered by another request at the same moment.
        if (!isUniqueViolation(error)) throw error;
        return again((await store.release(remote, version))!);
      }
      reply.status(201);
      return (await store.release(remote, version))!;
    },
  );

  routes.post(
    '/Provider/Remotes/Canary',
    route('provider', {
      summary: 'Sets a remote’s canary version and the share of browsers (0–100 %) that get it; a null version ends the canary',
      body: SetCanarySchema,
      answers: changeAnswers,
    }),
    async (request, reply) => {
      const { remote, version, share, revision } = request.body;
      return changeChannel(request, reply, remote, revision, async (trx, channel) => {
        if (version !== null) await store.registered(trx, remote, version);
        const set = { canary: version, canary_share: version === null ? 0 : share };
        if (set.canary === channel.canary && set.canary_share === channel.canary_share) return null;
        return { set, audit: channelAudit('update', channel, set) };
      });
    },
  );

  routes.post(
    '/Provider/Remotes/Promote',
    route('provider', { summary: 'Makes a remote’s canary its stable version and ends the canary; the stable version it replaces is kept for a rollback', body: ChannelStepSchema, answers: changeAnswers }),
    async (request, reply) => {
      const { remote, revision } = request.body;
      return changeChannel(request, reply, remote, revision, async (_trx, channel) => {
        const { stable, canary } = channel;
        if (canary === null) throw new ChannelConflict(REMOTE_RELEASE_MESSAGES.noCanary);
        const set = { stable: canary, canary: null, canary_share: 0 };
        const replaced = stable !== null && stable !== canary ? stable : null;
        const also = async (trx: Kysely<Database>) => {
          if (replaced) await trx.insertInto('remote_stable_history').values({ remote, version: replaced, replaced_at: new Date().toISOString() }).execute();
        };
        return { set, also, audit: channelAudit('publish', channel, set) };
      });
    },
  );

  routes.post(
    '/Provider/Remotes/Rollback',
    route('provider', { summary: 'Puts back the stable version the last promote of a remote replaced', body: ChannelStepSchema, answers: changeAnswers }),
    async (request, reply) => {
      const { remote, revision } = request.body;
      return changeChannel(request, reply, remote, revision, async (trx, channel) => {
        const previous = await store.previousStable(trx, remote);
        if (!previous) throw new ChannelConflict(REMOTE_RELEASE_MESSAGES.nothingToRollBack);
        const set = { stable: previous.version };
        const also = async (inner: Kysely<Database>) => {
          await inner.deleteFrom('remote_stable_history').where('id', '=', previous.id).execute();
        };
        return { set, also, audit: channelAudit('restore', channel, set) };
      });
    },
  );

  routes.post(
    '/Provider/Remotes/SwitchOff',
    route('provider', { summary: 'Switches a remote off (its area shows a maintenance message), or on again', body: SwitchOffSchema, answers: changeAnswers }),
    async (request, reply) => {
      const { remote, off, revision } = request.body;
      return changeChannel(request, reply, remote, revision, async (_trx, channel) => {
        const set = { switched_off: off ? (1 as const) : (0 as const) };
        if (set.switched_off === channel.switched_off) return null;
        return { set, audit: channelAudit('update', channel, set) };
      });
    },
  );

  routes.post(
    '/Provider/Remotes/Pin',
    route('provider', { summary: 'Holds one school at a version of a remote, whatever its channel says; a null version lets the school follow the channel again', body: PinSchema, answers: changeAnswers }),
    async (request, reply) => {
      const { remote, schoolId, version, revision } = request.body;
      // The pin shares its remote's revision: the screen shows pins beside the channel, and reads both at once.
      return changeChannel(request, reply, remote, revision, async (trx, channel) => {
        const school = await trx.selectFrom('schools').select(['id', 'school_code']).where('id', '=', schoolId).executeTakeFirst();
        if (!school) throw new HttpError(404, REMOTE_RELEASE_MESSAGES.schoolNotFound);
        if (version !== null) await store.registered(trx, remote, version);
        const pinned = await trx.selectFrom('remote_pins').select('version').where('school_id', '=', schoolId).where('remote', '=', remote).executeTakeFirst();
        const before = pinned?.version ?? null;
        if (before === version) return null;
        const also = async (inner: Kysely<Database>) => {
          await inner.deleteFrom('remote_pins').where('school_id', '=', schoolId).where('remote', '=', remote).execute();
          if (version !== null) await inner.insertInto('remote_pins').values({ school_id: schoolId, remote, version, pinned_at: new Date().toISOString() }).execute();
        };
        const pin = (pinnedVersion: string | null, at: number) => ({ school: school.school_code, version: pinnedVersion, revision: at });
        return { set: {}, also, audit: { action: 'update', entity: 'remote:pin', schoolId, before: pin(before, channel.revision), after: pin(version, channel.revision + 1) } };
      });
    },
  );
}
