import { sql, type Kysely, type Migration } from 'kysely';
import { schoolOwned } from './columns.js';
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
    await trx.schema
      .createTable('feedback')
      .ifNotExists()
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .execute();
    await trx.schema.createIndex('feedback_school_received').ifNotExists().on('feedback').columns(['school_id', 'received_at']).execute();

    await trx.schema
      .createTable('feedback_counts')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('sends', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('feedback_counts_key', ['key', 'window_start'])
      .execute();
  }),
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists feedback_counts`.execute(db);
    await sql`drop table if exists feedback`.execute(db);
  },
};
