import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` in a transaction: `db`'s own when it is one already (a write that is one step of a
 * larger one, such as publishing a draft), else a new one. Kysely does not nest transactions.
 */
export const inTransaction = <Result>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<Result>): Promise<Result> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
