import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Failed logins allowed in the window, per account and per client address. */
export const THROTTLE = { windowMs: 15 * 60 * 1000, perAccount: 5, perClient: 20 };

/**
 * Failed-login throttling kept in the database, so every API replica sees the same counts.
 * Keys: `account:<username>` and `client:<address>`.
 */
export function loginThrottle(db: Kysely<Database>) {
  const since = () => new Date(Date.now() - THROTTLE.windowMs).toISOString();

  async function failures(key: string): Promise<number> {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('key', '=', key)
      .where('failed_at', '>', since())
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  return {
    async blocked(account: string, client: string): Promise<boolean> {
      const [byAccount, byClient] = await Promise.all([failures(`account:${account}`), failures(`client:${client}`)]);
      return byAccount >= THROTTLE.perAccount || byClient >= THROTTLE.perClient;
    },
    async failed(account: string, client: string): Promise<void> {
      const now = new Date().toISOString();
      await db.deleteFrom('login_failures').where('failed_at', '<=', since()).execute();
      await db
        .insertInto('login_failures')
        .values([
          { key: `account:${account}`, failed_at: now },
          { key: `client:${client}`, failed_at: now },
        ])
        .execute();
    },
    async succeeded(account: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', `account:${account}`).execute();
    },
  };
}
