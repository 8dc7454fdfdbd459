import type { Kysely } from 'kysely';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Activity, type Database } from '../../db/schema.js';

export type EventValues = Omit<Activity, 'id' | 'school_id' | 'created_by' | 'created_date'>;

const MEDIA_SLOTS = [...IMAGE_SLOTS, ...VIDEO_SLOTS];

/** The events (activities) table's SQL: the routes reach it only through these. */
export function eventRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    list(schoolId: number, onlyActive: boolean): Promise<Activity[]> {
      return db
        .selectFrom('activities')
        .selectAll()
        .where('school_id', '=', schoolId)
        .$if(onlyActive, (query) => query.where('active', '=', 1))
        .orderBy('activity_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** An event of this school, or undefined (another school's is not found either). */
    own(schoolId: number, id: number): Promise<Activity | undefined> {
      return db.selectFrom('activities').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
    },
    insert(schoolId: number, values: EventValues): Promise<Activity> {
      return db
        .insertInto('activities')
        .values({ ...values, school_id: schoolId, created_by: values.last_modified_by, created_date: values.last_modified_date })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Updates the event only if its media are still those `previous` had; undefined if they changed meanwhile. */
    update(previous: Activity, values: EventValues): Promise<Activity | undefined> {
      return db
        .updateTable('activities')
        .set(values)
        .where('id', '=', previous.id)
        .where((eb) => eb.and(MEDIA_SLOTS.map((slot) => (previous[slot] === null ? eb(slot, 'is', null) : eb(slot, '=', previous[slot])))))
        .returningAll()
        .executeTakeFirst();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('activities').where('id', '=', id).execute();
    },
  };
}
