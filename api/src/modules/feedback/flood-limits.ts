import type { Kysely } from 'kysely';
import { FEEDBACK_MESSAGES } from '@school/shared/contracts/feedback';
import type { Database } from '../../db/schema.js';
import { senderOf } from './sender.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How much feedback gets through, so that a bot cannot flood a school's inbox, and a handful of
 * senders cannot close a school's form to everyone else (docs/decisions/003-hardening.md,
 * "Feedback limits"). Per sender first, where a flood costs only its sender: a few an hour from
 * one address (a person rarely sends more than one) and from one network (sender.ts: an IPv4
 * /24, an IPv6 /48), so a block of addresses is one sender. Then the inbox, capped rather than
 * the form: once a school has `inboxCap` messages open, a network that has sent one today
 * waits for tomorrow, while a sender new today still gets through. Last, a ceiling per school
 * an hour and a day, well above what a dozen networks can send within their own limits (12 x
 * 10 an hour; at most the cap and 12 more a day), high for any real school's day; it bounds
 * what a botnet of many networks can store.
 */
export const FEEDBACK_FLOOD = {
  perAddressPerHour: 5,
  perNetworkPerHour: 10,
  inboxCap: 200,
  perSchoolPerHour: 300,
  perSchoolPerDay: 1000,
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
 * login throttle's (TRUST_PROXY decides when X-Forwarded-For names it), and its network
 * (sender.ts); rows are dropped a day after their window began, so an address is kept no
 * longer than that.
 */
export async function countSend(trx: Kysely<Database>, schoolId: number, client: string, now: number): Promise<void> {
  const { address, network } = senderOf(client);
  /** Adds this send to a key's count in the current window; answers the count with it and the window. */
  const count = async (key: string, span: number) => {
    const start = Math.floor(now / span) * span;
    const { sends } = await trx
      .insertInto('feedback_counts')
      .values({ key, window_start: new Date(start).toISOString(), sends: 1 })
      .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({ sends: eb('feedback_counts.sends', '+', 1) })))
      .returning('sends')
      .executeTakeFirstOrThrow();
    return { sends, until: start + span };
  };
  const refuse = (refusal: string, until: number) => {
    const seconds = Math.ceil((until - now) / 1000);
    return new TooMuchFeedback(`${refusal} Please try again in ${waitInWords(seconds)}.`, seconds);
  };
  const capped = async (key: string, span: number, max: number, refusal: string) => {
    const { sends, until } = await count(key, span);
    if (sends > max) throw refuse(refusal, until);
  };

  // Windows over a day old go first: they count for nothing now.
  await trx.deleteFrom('feedback_counts').where('window_start', '<', new Date(now - DAY).toISOString()).execute();
  await capped(`hour|address|${schoolId}|${address}`, HOUR, FEEDBACK_FLOOD.perAddressPerHour, FEEDBACK_MESSAGES.tooManyFromYou);
  await capped(`hour|network|${schoolId}|${network}`, HOUR, FEEDBACK_FLOOD.perNetworkPerHour, FEEDBACK_MESSAGES.tooManyFromYourNetwork);
  const today = await count(`day|network|${schoolId}|${network}`, DAY);
  if (today.sends > 1) {
    const open = await trx
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number | string>().as('open'))
      .where('school_id', '=', schoolId)
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(open.open) >= FEEDBACK_FLOOD.inboxCap) throw refuse(FEEDBACK_MESSAGES.inboxFull, today.until);
  }
  await capped(`hour|school|${schoolId}`, HOUR, FEEDBACK_FLOOD.perSchoolPerHour, FEEDBACK_MESSAGES.tooManyThisHour);
  await capped(`day|school|${schoolId}`, DAY, FEEDBACK_FLOOD.perSchoolPerDay, FEEDBACK_MESSAGES.tooManyToday);
}
