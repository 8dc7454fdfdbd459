import { sql, type Kysely, type Migration } from 'kysely';
import { createTable, required } from './table.js';

/**
 * One row per account and per client the login throttle counts (modules/auth/throttle.ts). A try
 * takes its account's and its client's rows, by an upsert that holds them until its transaction
 * ends (a row lock on PostgreSQL, the one writer on SQLite), before it reads the failures and
 * adds itself to them: tries at one account, or from one client, are counted one after the
 * other, so a burst cannot pass the count together. Each row says when it was last taken, so
 * the rows of a quiet account or client can go with its failures.
 */
export const loginLocks: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'login_locks', [['key', 'text', (c) => c.primaryKey()], ['taken_at', 'text', required]], { ifNotExists: true });
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists login_locks`.execute(db);
  },
};
