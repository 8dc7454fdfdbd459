import type { Kysely } from 'kysely';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Activity, type Database } from '../../db/schema.js';
import { schoolTable, type Also } from '../school-table.js';

export type EventValues = Omit<Activity, 'id' | 'school_id' | 'created_by' | 'created_date'>;

/** The events (activities) table's SQL (school-table.ts), newest first: the routes reach it only through these. */
export function eventRepository(db: Kysely<Database>) {
  const table = schoolTable(db, 'activities', { media: [...IMAGE_SLOTS, ...VIDEO_SLOTS], newestFirst: true, search: 'event' });
  return {
    ...table,
    insert: (schoolId: number, values: EventValues, also?: Also<Activity>) =>
      table.insert({ ...values, school_id: schoolId, created_by: values.last_modified_by, created_date: values.last_modified_date }, also),
  };
}
