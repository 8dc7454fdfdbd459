import type { Kysely } from 'kysely';
import type { Database, Staff } from '../../db/schema.js';

export type StaffValues = Omit<Staff, 'id' | 'school_id'>;

/** The staff table's SQL: the routes reach it only through these. */
export function staffRepository(db: Kysely<Database>) {
  return {
    list(schoolId: number, onlyActive: boolean): Promise<Staff[]> {
      return db
        .selectFrom('staff')
        .selectAll()
        .where('school_id', '=', schoolId)
        .$if(onlyActive, (query) => query.where('active', '=', 1))
        .orderBy('id')
        .execute();
    },
    /** A member of this school, or undefined (another school's is not found either). */
    own(schoolId: number, id: number): Promise<Staff | undefined> {
      return db.selectFrom('staff').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
    },
    insert(schoolId: number, values: StaffValues): Promise<Staff> {
      return db.insertInto('staff').values({ ...values, school_id: schoolId }).returningAll().executeTakeFirstOrThrow();
    },
    /** Updates the member only if its picture is still the one `previous` had; undefined if it changed meanwhile. */
    update(previous: Staff, values: StaffValues): Promise<Staff | undefined> {
      return db
        .updateTable('staff')
        .set(values)
        .where('id', '=', previous.id)
        .where('profile_pic_url', previous.profile_pic_url === null ? 'is' : '=', previous.profile_pic_url)
        .returningAll()
        .executeTakeFirst();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('staff').where('id', '=', id).execute();
    },
  };
}
