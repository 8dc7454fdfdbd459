import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LoginDelays } from '../../plugins/metrics.js';
import { THROTTLE, waitAfter } from '../auth/throttle.js';


/**
 * How many clients and accounts the login throttle (auth/throttle.ts) holds back at `now`, read
 * from the same counts by the same rules: a pair past its free tries, a client past its own, an
 * account past its own (which holds back only the clients that failed it). Counts only, never
 * names or addresses: they are metrics.
 */
export async function loginDelays(db: Kysely<Database>, now = Date.now()): Promise<LoginDelays> {
  const rows = await db
    .selectFrom('login_failures')
    .select((eb) => ['key', eb.fn.countAll<number>().as('failures'), eb.fn.max('failed_at').as('last')])
    .where('failed_at', '>', new Date(now - THROTTLE.windowMs).toISOString())
    .groupBy('key')
    .execute();
  const delayed = (row: (typeof rows)[number], free: number) => {
    const wait = waitAfter(Number(row.failures), free);
    return wait > 0 && Date.parse(String(row.last)) + wait > now;
  };

  const clients = new Set<string>();
  const accounts = new Set<string>();
  const accountWide = new Set<string>();
  for (const row of rows) {
    if (row.key.startsWith('client:') && delayed(row, THROTTLE.freePerClient)) clients.add(row.key.slice('client:'.length));
    if (row.key.startsWith('account:') && delayed(row, THROTTLE.freePerAccount)) accountWide.add(row.key.slice('account:'.length));
  }
  for (const row of rows) {
    if (!row.key.startsWith('pair:')) continue;
    // pair:<account>|<client>: a client (an IP address) holds no '|', an account name might.
    const split = row.key.lastIndexOf('|');
    const account = row.key.slice('pair:'.length, split);
    if (delayed(row, THROTTLE.freePerPair) || accountWide.has(account)) {
      clients.add(row.key.slice(split + 1));
      accounts.add(account);
    }
  }
  for (const account of accountWide) accounts.add(account);
  return { clients: clients.size, accounts: accounts.size };
}
