import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { REMOTE_RELEASE_MESSAGES } from '@school/shared/contracts/remote-releases';
import type { Database, RemoteChannelsTable } from '../../db/schema.js';
import { recordAudit, type AuditEntry } from '../audit/audit-log.js';
import { channelState, type ChannelRow, type ReleaseRepository } from './repository.js';

/**
 * A change the channel as it is now does not allow: a revision it no longer has, a promote with
 * no canary, a rollback with nothing to return to. Answered 409 with the remote as it is now.
 */
export class ChannelConflict extends Error {}

/** What one change does to a channel: its new values (the revision is raised besides), the writes that go with it, and its audit entry. */
export interface ChannelStep {
  set: Partial<Omit<RemoteChannelsTable, 'remote' | 'revision'>>;
  also?: (trx: Kysely<Database>) => Promise<void>;
  audit: Pick<AuditEntry, 'action' | 'entity' | 'schoolId' | 'before' | 'after'>;
}

/** The one way a remote's channel (or a school's pin, which shares its revision) is changed. */
export function channelChanges(app: FastifyInstance, store: ReleaseRepository) {
  /**
   * Runs one change of a remote's channel, as the change's body names it (the remote, and the
   * revision its screen read): the revision checked, the step worked out from the
   * channel as it is (a refusal throws; null: nothing would change, so nothing is written), the
   * channel updated only if its revision is still the one read, so of two changes at once the
   * second is refused, whichever database. Answers the remote as it is after; every 409 carries
   * it too, so the screen shows what changed.
   */
  async function changeChannel(
    request: FastifyRequest,
    reply: FastifyReply,
    { remote, revision }: { remote: RemoteName; revision: number },
    step: (trx: Kysely<Database>, channel: ChannelRow) => Promise<ChannelStep | null>,
  ) {
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

  return changeChannel;
}

/** A channel change's audit entry: the channel before and after, as the screens read it. */
export const channelAudit = (action: ChannelStep['audit']['action'], before: ChannelRow, set: ChannelStep['set']): ChannelStep['audit'] => ({
  action,
  entity: 'remote:channel',
  schoolId: null,
  before: channelState(before),
  after: channelState({ ...before, ...set, revision: before.revision + 1 }),
});
