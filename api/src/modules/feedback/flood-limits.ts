import type { Kysely } from 'kysely';
import { FEEDBACK_MESSAGES } from '@school/shared/contracts/feedback';
import type { Database } from '../../db/schema.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How much feedback gets through, so that a bot cannot flood a school's inbox: a few from one
 * client at a school in an hour (a person rarely sends more than one), and a cap per school an
 * hour and a day, which also holds against many clients at once. Generous for a school's
 * visitors: a day's cap is more than a school's office reads in a day.
 */
export const FEEDBACK_FLOOD = {
  perClientPerHour: 5,
  perSchoolPerHour: 30,
  perSchoolPerDay: 100,
};

/** A send refused by a limit: the message the form shows and when to try again. */
export class TooMuchFeedback extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** "in 1 minute", "in 45 minutes", "in 3 hours". */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '1 minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Counts a send against every limit, in the caller's transaction, or throws TooMuchFeedback.
 * Like the login throttle (auth/throttle.ts), the counts live in the database, so every API
 * process sees the same ones, and a refused send is not counted: the caller's transaction,
 * rolled back by the throw, takes its increments with it. Unlike it, the limits are fixed caps
 * over fixed windows, kept as one counter row per key and window, each raised by one atomic
 * upsert: two sends at once cannot both take the last place (the second waits for the first's
 * row lock on PostgreSQL, for its write lock on SQLite). The client is its address, as the
 * login throttle's (TRUST_PROXY decides when X-Forwarded-For names it); rows are dropped a day
 * after their window began, so an address is kept no longer than that.
 */
export async function countSend(trx: Kysely<Database>, schoolId: number, client: string, now: number): Promise<void> {
  const limits = [
    { key: `hour|client|${schoolId}|${client}`, span: HOUR, max: FEEDBACK_FLOOD.perClientPerHour, refusal: FEEDBACK_MESSAGES.tooManyFromYou },
    { key: `hour|school|${schoolId}`, span: HOUR, max: FEEDBACK_FLOOD.perSchoolPerHour, refusal: FEEDBACK_MESSAGES.tooManyThisHour },
    { key: `day|school|${schoolId}`, span: DAY, max: FEEDBACK_FLOOD.perSchoolPerDay, refusal: FEEDBACK_MESSAGES.tooManyToday },
  ];
  // Windows over a day old go first: they count for nothing now.
  await trx.deleteFrom('feedback_counts').where('window_start', '<', new Date(now - DAY).toISOString()).execute();
  for (const { key, span, max, refusal } of limits) {
    const start = Math.floor(now / span) * span;
    const { sends } = await trx
      .insertInto('feedback_counts')
      .values({ key, window_start: new Date(start).toISOString(), sends: 1 })
      .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({ sends: eb('feedback_counts.sends', '+', 1) })))
      .returning('sends')
      .executeTakeFirstOrThrow();
    if (sends > max) {
      const seconds = Math.ceil((start + span - now) / 1000);
      throw new TooMuchFeedback(`${refusal} Please try again in ${waitInWords(seconds)}.`, seconds);
    }
  }
}
