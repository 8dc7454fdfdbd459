import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema.js';
import { holdSchool } from '../../db/hold-school.js';

/** What the user form sets; the second factor is the user's own (modules/auth/second-factor.ts). */
export type UserValues = Omit<User, 'id' | 'totp_secret' | 'totp_on' | 'totp_last_step'>;

/** The users table's SQL: the routes reach it only through these. */
export function userRepository(db: Kysely<Database>) {
  return {
    /** Users of one school, or of every school when schoolId is 0, by name. */
    list(schoolId: number): Promise<User[]> {
      return db
        .selectFrom('users')
        .selectAll()
        .$if(schoolId > 0, (query) => query.where('school_id', '=', schoolId))
        .orderBy('full_name')
        .execute();
    },
    byId(id: number): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async schoolExists(id: number): Promise<boolean> {
      return (await db.selectFrom('schools').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
    /** A unique violation (the username) is the caller's to answer. */
    insert(values: UserValues): Promise<User> {
      return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    },
    update(id: number, values: Partial<UserValues>): Promise<User> {
      return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
    /**
     * The school's active admins, counted after its other team changes of the moment: the
     * school's row is held first, so two changes at once are counted one after the other.
     */
    async activeAdminsAfterOthers(schoolId: number): Promise<number> {
      await holdSchool(db, schoolId);
      const { admins } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('admins'))
        .where('school_id', '=', schoolId)
        .where('role', '=', 'admin')
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(admins);
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
