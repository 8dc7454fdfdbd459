import type { Kysely, Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { createTable, required, requiredColumns } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * Drafts awaiting approval, and each school's approval switch (decision 013, "Drafts and
 * approval"). A draft is the body a direct save would take (`body`, JSON), of one kind (`kind`:
 * 'page', 'notice', …) and the thing it changes (`target`: a page's kind or a record's id; null
 * for a new record), based on what the author read (`base`: a page's version, a record's
 * updated time). Its state is 'draft', 'submitted' or 'returned' (with the publisher's
 * `comment`). Publishing it applies the body and deletes the row, so a draft never outlives its
 * approval; the public site never reads this table.
 *
 * `schools.approval_required` is 1 unless the school's admin switched approval off: then an
 * editor's submitted draft publishes at once. On by default: GIGW's moderation policy asks for
 * a second pair of eyes, and a school with only admins sees no difference.
 */
export const drafts = (dialect: Dialect): Migration => ({
  up: inOneTransaction(async (db) => {
    await createTable(db, 'drafts', [
      ['id', 'integer', autoId(dialect)],
      ['school_id', 'integer', schoolOwned],
      ['kind', 'text', required],
      ['target', 'text'],
      ['body', 'text', required],
      ['base', 'text'],
      ['state', 'text', required],
      ['comment', 'text'],
      // No reference to users: a draft outlives nothing, but its author may be deleted meanwhile.
      ['author_id', 'integer'],
      ['author_role', 'text'],
      ...requiredColumns('text', ['created_at', 'updated_at']),
    ]);
    await db.schema.createIndex('drafts_school').on('drafts').columns(['school_id', 'state']).execute();
    // One open draft per author and thing (a page's kind, a notice's id); new notices (no target) may be many.
    await db.schema.createIndex('drafts_one_per_author').unique().on('drafts').columns(['school_id', 'author_id', 'kind', 'target']).execute();
    await db.schema.alterTable('schools').addColumn('approval_required', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }),
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('schools').dropColumn('approval_required').execute();
    await db.schema.dropTable('drafts').ifExists().execute();
  },
});
