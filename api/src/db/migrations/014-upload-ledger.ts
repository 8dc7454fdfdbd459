import type { Kysely, Migration } from 'kysely';
import { schoolOwned } from './columns.js';
import { createTable, required, requiredColumns } from './table.js';

/**
 * The record of every stored upload (uploads/ledger.ts), and of what each user uploaded lately.
 *
 * - `upload_ledger`: one row per stored file a school uploaded (a picture's narrower copies are
 *   counted in its bytes, not rows of their own). A page or a notice may name a new file only
 *   when its row says it is that school's; a save removes only files whose row is that school's;
 *   a school's storage use is the sum of its rows. Its school's deletion takes its rows along.
 * - `upload_rate`: the bytes each user stored, and when, for the hourly upload rate. Kept apart
 *   from the ledger because a replaced or removed file leaves the ledger at once, while what it
 *   cost still counts for the hour; rows older than that are pruned by the sweep.
 */
export const uploadLedger: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite runs migrations outside a transaction: every step may meet what a start that died
    // half-way left, hence "if not exists".
    await createTable(
      db,
      'upload_ledger',
      [['path', 'text', (c) => c.primaryKey()], ['school_id', 'integer', schoolOwned], ['bytes', 'integer', required], ['uploaded_by', 'integer'], ['uploaded_at', 'text', required]],
      { ifNotExists: true },
    );
    await db.schema.createIndex('upload_ledger_school').ifNotExists().on('upload_ledger').column('school_id').execute();
    await createTable(db, 'upload_rate', [...requiredColumns('integer', ['user_id', 'bytes']), ['uploaded_at', 'text', required]], { ifNotExists: true });
    await db.schema.createIndex('upload_rate_user').ifNotExists().on('upload_rate').columns(['user_id', 'uploaded_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('upload_rate').ifExists().execute();
    await db.schema.dropTable('upload_ledger').ifExists().execute();
  },
};
