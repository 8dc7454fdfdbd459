import type { Kysely } from 'kysely';
import type { Alumnus, Database } from '../../db/schema.js';
import { schoolTable, type Also } from '../school-table.js';

/** A row's own fields: its last write's time is school-table.ts's to stamp. */
export type AlumnusValues = Omit<Alumnus, 'id' | 'school_id' | 'created_by' | 'changed_at'>;

/** The alumni table's SQL (school-table.ts): the routes reach it only through these. */
export function alumniRepository(db: Kysely<Database>) {
  const table = schoolTable(db, 'alumni', { media: ['photo'] });
  return {
    ...table,
    insert: (schoolId: number, createdBy: number | null, values: AlumnusValues, also?: Also<Alumnus>) =>
      table.insert({ ...values, school_id: schoolId, created_by: createdBy }, also),
  };
}
