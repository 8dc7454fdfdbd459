import type { Kysely, Migration } from 'kysely';
import { createTable, required } from './table.js';

/**
 * One-off jobs the API does at start-up on the data it already holds, each recorded here by
 * name once it has finished, so it never runs again (uploads/picture-backfill.ts: re-encoding
 * the pictures stored as uploaded, with their metadata, before every picture was re-encoded).
 * A row per finished job, not a flag per job: a later job needs a new name, not a migration.
 */
export const startUpTasks: Migration = {
  async up(db: Kysely<unknown>) {
    // One statement, atomic on its own; "if not exists" lets a start that died after it but
    // before the migrator's record of it run it again.
    await createTable(db, 'start_up_tasks', [['name', 'text', (c) => c.primaryKey()], ['done_at', 'text', required]], { ifNotExists: true });
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('start_up_tasks').ifExists().execute();
  },
};
