import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClientThrottle } from '@school/shared/contracts/users';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { loginFailures } from '../ops/counters.js';

/**
 * Failed-login throttling as the OWASP Authentication cheat sheet advises: no hard lock a
 * stranger can put on an account, but growing delays, counted per (account, client) pair and
 * per client, within a window.
 * - pair: the few free tries a person who mistypes needs, then 1 s, 2 s, 4 s … up to maxWaitMs;
 * - client: one address trying many accounts slows down on all of them;
 * - account: many addresses failing one account (a botnet) slow down too, but only those that
 *   have failed it: a client with no failure for the account always gets its try, so the real
 *   owner is never locked out by someone else.
 * A refused (429) try is not counted: it costs nothing and changes nothing.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  freePerPair: 5,
  freePerClient: 20,
  freePerAccount: 50,
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

/** Kept in the database, so every API replica sees the same counts. */
export function loginThrottle(db: Kysely<Database>, now: () => number = Date.now) {
  const since = () => new Date(now() - THROTTLE.windowMs).toISOString();

  async function counts(keys: string[]): Promise<Map<string, Count>> {
    const rows = await db
      .selectFrom('login_failures')
      .select((eb) => ['key', eb.fn.countAll<number>().as('failures'), eb.fn.max('failed_at').as('last')])
      .where('key', 'in', keys)
      .where('failed_at', '>', since())
      .groupBy('key')
      .execute();
    return new Map(rows.map((row) => [row.key, { failures: Number(row.failures), last: Date.parse(String(row.last)) }]));
  }

  const until = (count: Count | undefined, free: number) => (count ? count.last + waitAfter(count.failures, free) : 0);

  return {
    /** Milliseconds this client must still wait before trying this account; 0 when it may try now. */
    async waitMs(account: string, client: string): Promise<number> {
      const found = await counts([pairKey(account, client), `client:${client}`, `account:${account}`]);
      const pair = found.get(pairKey(account, client));
      const ends = Math.max(
        until(pair, THROTTLE.freePerPair),
        until(found.get(`client:${client}`), THROTTLE.freePerClient),
        pair ? until(found.get(`account:${account}`), THROTTLE.freePerAccount) : 0,
      );
      return Math.max(0, ends - now());
    },
    async failed(account: string, client: string): Promise<void> {
      const at = new Date(now()).toISOString();
      await db.deleteFrom('login_failures').where('failed_at', '<=', since()).execute();
      await db
        .insertInto('login_failures')
        .values([pairKey(account, client), `client:${client}`, `account:${account}`].map((key) => ({ key, failed_at: at })))
        .execute();
      loginFailures.inc();
    },
    /** A success clears this client's failures for the account; the client's and account's counts stay. */
    async succeeded(account: string, client: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', pairKey(account, client)).execute();
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
      await db.deleteFrom('login_failures').where('key', '=', `account:${account}`).execute();
      const pairs = await db.selectFrom('login_failures').select('key').distinct().where('key', 'like', `${prefix}%`).execute();
      const mine = pairs.map((row) => row.key).filter((key) => key.startsWith(prefix));
      if (mine.length) await db.deleteFrom('login_failures').where('key', 'in', mine).execute();
    },
  };
}

/**
 * Answers 429 with Retry-After while this client must wait before trying this account's
 * password again: at the login, and wherever else a password is checked (the password change),
 * so no form can be used to guess it faster.
 */
export async function refuseWhileHeldBack(throttle: ReturnType<typeof loginThrottle>, account: string, client: string, reply: FastifyReply): Promise<void> {
  const waitMs = await throttle.waitMs(account, client);
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  reply.header('Retry-After', String(seconds));
  const wait = seconds === 1 ? '1 second' : seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  throw new HttpError(429, `Too many failed login attempts. Please wait ${wait} and try again.`);
}
