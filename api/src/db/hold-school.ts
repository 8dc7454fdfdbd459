import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Holds the school's row until the transaction ends: an update that changes nothing, which locks
 * the row on PostgreSQL (SQLite has one writer already). Counts of the school's rows read after
 * it are then read one transaction after the other, so a limit holds however many writes come
 * at once: reserve, then check.
 */
export async function holdSchool(trx: Kysely<Database>, schoolId: number): Promise<void> {
  await trx.updateTable('schools').set((eb) => ({ id: eb.ref('id') })).where('id', '=', schoolId).execute();
}
