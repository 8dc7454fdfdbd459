import type { Kysely } from 'kysely';
import type { Alumnus, Database } from '../../db/schema.js';

export type AlumnusValues = Omit<Alumnus, 'id' | 'school_id' | 'created_by'>;

/** The alumni table's SQL: the routes reach it only through these. */
export function alumniRepository(db: Kysely<Database>) {
  return {
    list(schoolId: number, onlyActive: boolean): Promise<Alumnus[]> {
      return db
        .selectFrom('alumni')
        .selectAll()
        .where('school_id', '=', schoolId)
        .$if(onlyActive, (query) => query.where('active', '=', 1))
        .orderBy('id')
        .execute();
    },
    /** An alumnus of this school, or undefined (another school's is not found either). */
    own(schoolId: number, id: number): Promise<Alumnus | undefined> {
      return db.selectFrom('alumni').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
    },
    insert(schoolId: number, createdBy: number | null, values: AlumnusValues): Promise<Alumnus> {
      return db.insertInto('alumni').values({ ...values, school_id: schoolId, created_by: createdBy }).returningAll().executeTakeFirstOrThrow();
    },
    /** Updates the alumnus only if its photo is still the one `previous` had; undefined if it changed meanwhile. */
    update(previous: Alumnus, values: AlumnusValues): Promise<Alumnus | undefined> {
      return db
        .updateTable('alumni')
        .set(values)
        .where('id', '=', previous.id)
        .where('photo', previous.photo === null ? 'is' : '=', previous.photo)
        .returningAll()
        .executeTakeFirst();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('alumni').where('id', '=', id).execute();
    },
  };
}
