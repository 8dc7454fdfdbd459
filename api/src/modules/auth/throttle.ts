import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClientThrottle } from '@school/shared/contracts/users';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { loginFailures } from '../../plugins/counters.js';

/**
 * Failed-login throttling as the OWASP Authentication cheat sheet advises: no hard lock a
 * stranger can put on an account, but growing delays, counted per (account, client) pair and
 * per client, within a window.
 * - pair: the few free tries a person who mistypes needs, then 1 s, 2 s, 4 s … up to maxWaitMs;
 * - client: one address trying many accounts slows down on all of them;
 * - account: many addresses failing one account (a botnet) slow down too, but only those that
 *   have failed it: a client with no failure for the account always gets its try, so the real
 *   owner is never locked out by someone else.
 * - codes of an account: wrong second-factor codes slow down every client, whoever failed. Only
 *   someone who has the password reaches a code, so a stranger still cannot hold the owner back;
 *   someone who has it cannot spread a million guesses over many addresses either.
 * A refused (429) try is not counted: it costs nothing and changes nothing. A try let through is
 * counted as a failure before its secret is checked, and forgiven only when that was right: a
 * burst of tries at once is counted one after the other, so no more of them are checked than
 * the counts allow, however many arrive together.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  freePerPair: 5,
  freePerClient: 20,
  freePerAccount: 50,
  freeCodesPerAccount: 10,
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60 * 1000,
};

/** The wait after `failures` failures of which `free` cost nothing. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(THROTTLE.firstWaitMs * 2 ** (failures - free), THROTTLE.maxWaitMs);
}

interface Count {
  failures: number;
  last: number;
}

const pairKey = (account: string, client: string) => `pair:${account}|${client}`;

/** What a try checks: a password, or a code of the account's second factor (its own count too). */
export type Secret = 'password' | 'code';

/**
 * One try at an account's secret (a password or a code), counted as a failure before the secret
 * is checked, so that tries made at once cannot all pass the count: reserve, then check. It
 * stays a failure unless it is settled otherwise.
 */
export interface LoginTry {
  /** The secret was wrong: the try stays counted. */
  failed(): Promise<void>;
  /** The secret was right and the login or change is done: the try goes, and so do this client's earlier failures of the account (in the caller's transaction, with what the success writes). */
  succeeded(trx: Kysely<Database>): Promise<void>;
  /** The secret was right but the login goes on (its code next): the try goes; earlier failures stay. */
  release(): Promise<void>;
}

/** Kept in the database, so every API replica sees the same counts. */
export function loginThrottle(db: Kysely<Database>, now: () => number = Date.now) {
  const since = () => new Date(now() - THROTTLE.windowMs).toISOString();

  async function counts(trx: Kysely<Database>, keys: string[]): Promise<Map<string, Count>> {
    const rows = await trx
      .selectFrom('login_failures')
      .select((eb) => ['key', eb.fn.countAll<number>().as('failures'), eb.fn.max('failed_at').as('last')])
      .where('key', 'in', keys)
      .where('failed_at', '>', since())
      .groupBy('key')
      .execute();
    return new Map(rows.map((row) => [row.key, { failures: Number(row.failures), last: Date.parse(String(row.last)) }]));
  }

  const until = (count: Count | undefined, free: number) => (count ? count.last + waitAfter(count.failures, free) : 0);

  /** The keys a try counts under. */
  const keysOf = (account: string, client: string, secret: Secret) => [
    pairKey(account, client),
    `client:${client}`,
    `account:${account}`,
    ...(secret === 'code' ? [`codes:${account}`] : []),
  ];

  /** Milliseconds this client must still wait before trying this account; 0 when it may try now. */
  async function waitMs(trx: Kysely<Database>, account: string, client: string, secret: Secret): Promise<number> {
    const found = await counts(trx, keysOf(account, client, secret));
    const pair = found.get(pairKey(account, client));
    const ends = Math.max(
      until(pair, THROTTLE.freePerPair),
      until(found.get(`client:${client}`), THROTTLE.freePerClient),
      pair ? until(found.get(`account:${account}`), THROTTLE.freePerAccount) : 0,
      until(found.get(`codes:${account}`), THROTTLE.freeCodesPerAccount),
    );
    return Math.max(0, ends - now());
  }

  /**
   * Drops what the window no longer counts: old failures, and the rows of accounts and clients
   * quiet since. Those go one statement each, a hundred at most a time: a delete that held many
   * of them could wait for a try holding one while the try waits for another it holds.
   */
  async function prune(): Promise<void> {
    await db.deleteFrom('login_failures').where('failed_at', '<=', since()).execute();
    const quiet = await db.selectFrom('login_locks').select('key').where('taken_at', '<=', since()).limit(100).execute();
    for (const { key } of quiet) await db.deleteFrom('login_locks').where('key', '=', key).where('taken_at', '<=', since()).execute();
  }

  return {
    /**
     * Takes a try for this client at this account: answers it, counted, or the milliseconds the
     * client must still wait (nothing counted). The account's and the client's rows are held
     * from the count to the try's own failure rows (migration 022-login-locks), always in the
     * same order, so two tries at once are counted one after the other.
     */
    async take(account: string, client: string, secret: Secret = 'password'): Promise<{ try: LoginTry } | { waitMs: number }> {
      const keys = keysOf(account, client, secret);
      const taken = await db.transaction().execute(async (trx): Promise<{ waitMs: number } | { ids: number[] }> => {
        const at = new Date(now()).toISOString();
        for (const key of [`account:${account}`, `client:${client}`]) {
          await trx
            .insertInto('login_locks')
            .values({ key, taken_at: at })
            .onConflict((conflict) => conflict.column('key').doUpdateSet({ taken_at: at }))
            .execute();
        }
        const wait = await waitMs(trx, account, client, secret);
        if (wait > 0) return { waitMs: wait };
        const rows = await trx
          .insertInto('login_failures')
          .values(keys.map((key) => ({ key, failed_at: at })))
          .returning('id')
          .execute();
        return { ids: rows.map((row) => row.id) };
      });
      if ('waitMs' in taken) return taken;
      const drop = (trx: Kysely<Database>) => trx.deleteFrom('login_failures').where('id', 'in', taken.ids).execute();
      return {
        try: {
          async failed() {
            loginFailures.inc();
            await prune();
          },
          async succeeded(trx) {
            await drop(trx);
            await trx.deleteFrom('login_failures').where('key', '=', pairKey(account, client)).execute();
          },
          async release() {
            await drop(db);
          },
        },
      };
    },
    /** Every client that has failed this account within the window, for the provider. */
    async standing(account: string): Promise<{ failures: number; clients: ClientThrottle[] }> {
      const prefix = pairKey(account, '');
      const rows = await db
        .selectFrom('login_failures')
        .select((eb) => ['key', eb.fn.countAll<number>().as('failures'), eb.fn.max('failed_at').as('last')])
        .where('key', 'like', `${prefix}%`) // `_` matches any character here: the filter below is exact
        .where('failed_at', '>', since())
        .groupBy('key')
        .orderBy('key')
        .execute();
      const clients = rows
        .filter((row) => row.key.startsWith(prefix))
        .map((row) => {
          const count = { failures: Number(row.failures), last: Date.parse(String(row.last)) };
          const ends = until(count, THROTTLE.freePerPair);
          return { client: row.key.slice(prefix.length), failures: count.failures, waitUntil: ends > now() ? new Date(ends).toISOString() : null };
        });
      return { failures: clients.reduce((sum, client) => sum + client.failures, 0), clients };
    },
    /** The provider lifts every delay on this account (its clients' own counts stay). */
    async clear(account: string): Promise<void> {
      const prefix = pairKey(account, '');
      await db.deleteFrom('login_failures').where('key', 'in', [`account:${account}`, `codes:${account}`]).execute();
      const pairs = await db.selectFrom('login_failures').select('key').distinct().where('key', 'like', `${prefix}%`).execute();
      const mine = pairs.map((row) => row.key).filter((key) => key.startsWith(prefix));
      if (mine.length) await db.deleteFrom('login_failures').where('key', 'in', mine).execute();
    },
  };
}

/**
 * Takes a try at this account's secret for this client, or answers 429 with Retry-After while
 * the client must wait: at the login and its code step, and wherever else a password or a code
 * is checked (the password change, the second factor's screens), so no form guesses faster.
 */
export async function takeTry(throttle: ReturnType<typeof loginThrottle>, account: string, client: string, reply: FastifyReply, secret: Secret = 'password'): Promise<LoginTry> {
  const taken = await throttle.take(account, client, secret);
  if ('try' in taken) return taken.try;
  const seconds = Math.ceil(taken.waitMs / 1000);
  reply.header('Retry-After', String(seconds));
  const wait = seconds === 1 ? '1 second' : seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  throw new HttpError(429, `Too many failed login attempts. Please wait ${wait} and try again.`);
}
