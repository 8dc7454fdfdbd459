import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Work a start does once for the whole database (migration 012's start_up_tasks): a task is
 * done when its row is there, written when a pass of it ends with nothing left to retry.
 */
export async function isDone(db: Kysely<Database>, name: string): Promise<boolean> {
  return Boolean(await db.selectFrom('start_up_tasks').select('name').where('name', '=', name).executeTakeFirst());
}

/** Records a task as done; another replica may have finished it first. */
export async function markDone(db: Kysely<Database>, name: string): Promise<void> {
  await db
    .insertInto('start_up_tasks')
    .values({ name, done_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
