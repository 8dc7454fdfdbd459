import type * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ChannelStepSchema, PinSchema, REMOTE_RELEASE_MESSAGES, RemoteChannelSchema, RemoteConflictSchema, SetCanarySchema, SwitchOffSchema } from '@school/shared/contracts/remote-releases';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { schoolCodeIfAny } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { ChannelConflict, channelAudit, channelChanges, type ChannelStep } from './channel-change.js';
import { releaseRepository, type ChannelRow } from './repository.js';

/** What every channel change's body names: the remote, and the channel's revision its screen read. */
type ChannelBody = { remote: RemoteName; revision: number };

/**
 * The provider's changes of a remote's channel (canary, promote, rollback, kill switch) and of a
 * school's pin (docs/decisions/015-remote-releases.md). Every change names the channel's revision
 * it read (409 with the remote as it is now when another change came first), raises it, is
 * written to the audit log in its own transaction, and makes GET /Site/Remotes answer afresh.
 */
export async function releaseChannelRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'releases');
  const store = releaseRepository(app.db);
  const changeChannel = channelChanges(app, store);
  const changeAnswers = { 200: RemoteChannelSchema, 409: RemoteConflictSchema };

  /**
   * A provider's route that changes a remote's channel (or a school's pin) as its body says:
   * `step` works the change out from the body and the channel as it is (changeChannel).
   */
  function channelRoute<Body extends z.ZodType<ChannelBody>>(
    path: string,
    summary: string,
    body: Body,
    step: (input: z.output<Body>, trx: Kysely<Database>, channel: ChannelRow) => Promise<ChannelStep | null>,
  ) {
    routes.post(path, route('provider', { summary, body, answers: changeAnswers }), async (request, reply) => {
      // The type provider cannot resolve a generic schema's type: the body is the one `body` checked.
      const input = request.body as z.output<Body>;
      return changeChannel(request, reply, input, (trx, channel) => step(input, trx, channel));
    });
  }

  channelRoute(
    '/Provider/Remotes/Canary',
    'Sets a remote’s canary version and the share of browsers (0–100 %) that get it; a null version ends the canary',
    SetCanarySchema,
    async ({ remote, version, share }, trx, channel) => {
      if (version !== null) await store.registered(trx, remote, version);
      const set = { canary: version, canary_share: version === null ? 0 : share };
      if (set.canary === channel.canary && set.canary_share === channel.canary_share) return null;
      return { set, audit: channelAudit('update', channel, set) };
    },
  );

  channelRoute(
    '/Provider/Remotes/Promote',
    'Makes a remote’s canary its stable version and ends the canary; the stable version it replaces is kept for a rollback',
    ChannelStepSchema,
    async ({ remote }, _trx, channel) => {
      const { stable, canary } = channel;
      if (canary === null) throw new ChannelConflict(REMOTE_RELEASE_MESSAGES.noCanary);
      const set = { stable: canary, canary: null, canary_share: 0 };
      const replaced = stable !== null && stable !== canary ? stable : null;
      const also = async (trx: Kysely<Database>) => {
        if (replaced) await store.keepReplacedStable(trx, remote, replaced);
      };
      return { set, also, audit: channelAudit('publish', channel, set) };
    },
  );

  channelRoute('/Provider/Remotes/Rollback', 'Puts back the stable version the last promote of a remote replaced', ChannelStepSchema, async ({ remote }, trx, channel) => {
    const previous = await store.previousStable(trx, remote);
    if (!previous) throw new ChannelConflict(REMOTE_RELEASE_MESSAGES.nothingToRollBack);
    const set = { stable: previous.version };
    const also = (inner: Kysely<Database>) => store.forgetStable(inner, previous.id);
    return { set, also, audit: channelAudit('restore', channel, set) };
  });

  channelRoute('/Provider/Remotes/SwitchOff', 'Switches a remote off (its area shows a maintenance message), or on again', SwitchOffSchema, async ({ off }, _trx, channel) => {
    const set = { switched_off: off ? (1 as const) : (0 as const) };
    if (set.switched_off === channel.switched_off) return null;
    return { set, audit: channelAudit('update', channel, set) };
  });

  // The pin shares its remote's revision: the screen shows pins beside the channel, and reads both at once.
  channelRoute(
    '/Provider/Remotes/Pin',
    'Holds one school at a version of a remote, whatever its channel says; a null version lets the school follow the channel again',
    PinSchema,
    async ({ remote, schoolId, version }, trx, channel) => {
      // Any school, active or not: the provider's screen pins by id.
      const schoolCode = await schoolCodeIfAny(trx, schoolId);
      if (schoolCode === undefined) throw new HttpError(404, REMOTE_RELEASE_MESSAGES.schoolNotFound);
      if (version !== null) await store.registered(trx, remote, version);
      const before = await store.pinnedVersion(trx, schoolId, remote);
      if (before === version) return null;
      const also = (inner: Kysely<Database>) => store.setPin(inner, schoolId, remote, version);
      const pin = (pinnedVersion: string | null, at: number) => ({ school: schoolCode, version: pinnedVersion, revision: at });
      return { set: {}, also, audit: { action: 'update', entity: 'remote:pin', schoolId, before: pin(before, channel.revision), after: pin(version, channel.revision + 1) } };
    },
  );
}
