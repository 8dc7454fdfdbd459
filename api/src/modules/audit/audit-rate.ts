import type { Kysely } from 'kysely';
import { AUDIT_MESSAGES } from '@school/shared/contracts/audit';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

/**
 * Counts one audited change of this user's in the change's own transaction (migration 024), and
 * refuses it (429) past the hour's limit (CHANGES_PER_USER_HOUR): the upsert adds itself before the count is read, and
 * holds the user's row of the hour until the transaction ends, so changes sent at once are
 * counted one after the other. A refused change rolls its count back with it.
 */
export async function countChange(trx: Kysely<Database>, userId: number, perHour: number, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  const { writes } = await trx
    .insertInto('audit_rate')
    .values({ user_id: userId, hour, writes: 1 })
    .onConflict((conflict) => conflict.columns(['user_id', 'hour']).doUpdateSet((eb) => ({ writes: eb('audit_rate.writes', '+', 1) })))
    .returning('writes')
    .executeTakeFirstOrThrow();
  if (writes > perHour) {
    const retryAfter = Math.ceil((Date.parse(`${hour}:00:00Z`) + 3_600_000 - now.getTime()) / 1000);
    throw new HttpError(429, AUDIT_MESSAGES.tooManyChanges, { 'Retry-After': String(retryAfter) });
  }
  // The user's first change of the hour: their earlier hours are no longer read.
  if (writes === 1) await trx.deleteFrom('audit_rate').where('user_id', '=', userId).where('hour', '<', hour).execute();
}
