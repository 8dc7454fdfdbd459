import { sql, type Kysely, type Migration } from 'kysely';
import { schoolOwned } from './columns.js';
import { createTable, required, requiredColumns } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * The Feedback page's messages (modules/feedback): one row per feedback a school received,
 * named by its reference number, open until the school admin closes it; and the counts that
 * keep a bot from flooding a school with it, kept here so every API process sees the same.
 */
export const feedback: Migration = {
  // Both tables in one transaction (a crash leaves both or neither). Each statement may run again
  // (if not exists) should the process die between the commit and the migrator's record of it.
  up: inOneTransaction(async (trx: Kysely<unknown>) => {
    await createTable(
      trx,
      'feedback',
      [['reference', 'text', (c) => c.primaryKey()], ['school_id', 'integer', schoolOwned], ...requiredColumns('text', ['name', 'email', 'message', 'received_at']), ['closed_at', 'text']],
      { ifNotExists: true },
    );
    await trx.schema.createIndex('feedback_school_received').ifNotExists().on('feedback').columns(['school_id', 'received_at']).execute();

    await createTable(trx, 'feedback_counts', [...requiredColumns('text', ['key', 'window_start']), ['sends', 'integer', required]], {
      ifNotExists: true,
      primaryKey: ['feedback_counts_key', ['key', 'window_start']],
    });
  }),
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists feedback_counts`.execute(db);
    await sql`drop table if exists feedback`.execute(db);
  },
};
