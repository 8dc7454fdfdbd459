import type { Kysely } from 'kysely';
import type { Database, Staff } from '../../db/schema.js';
import { schoolTable, type Also } from '../school-table.js';

/** A row's own fields: its last write's time is school-table.ts's to stamp. */
export type StaffValues = Omit<Staff, 'id' | 'school_id' | 'changed_at'>;

/** The staff table's SQL (school-table.ts): the routes reach it only through these. */
export function staffRepository(db: Kysely<Database>) {
  const table = schoolTable(db, 'staff', { media: ['profile_pic_url'], search: 'staff' });
  return { ...table, insert: (schoolId: number, values: StaffValues, also?: Also<Staff>) => table.insert({ ...values, school_id: schoolId }, also) };
}
