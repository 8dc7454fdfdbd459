import type { Kysely } from 'kysely';
import type { Database, School } from '../../db/schema.js';
import type { schoolColumns } from './record.js';

type SchoolValues = ReturnType<typeof schoolColumns>;

/** The schools table's SQL: the routes reach it only through these. */
export function schoolRepository(db: Kysely<Database>) {
  return {
    list(): Promise<School[]> {
      return db.selectFrom('schools').selectAll().orderBy('school_name').execute();
    },
    byId(id: number): Promise<School | undefined> {
      return db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Each school's addresses in order (its Website URL's first), by school id; none for a school without. */
    async hostNames(schoolIds: readonly number[]): Promise<Map<number, string[]>> {
      const hosts = new Map<number, string[]>();
      if (!schoolIds.length) return hosts;
      const rows = await db
        .selectFrom('school_hosts')
        .select(['school_id', 'host_name'])
        .where('school_id', 'in', schoolIds)
        .orderBy('school_id')
        .orderBy('position')
        .execute();
      for (const row of rows) hosts.set(row.school_id, [...(hosts.get(row.school_id) ?? []), row.host_name]);
      return hosts;
    },
    /** One school's addresses in order (its Website URL's first). */
    async hostNamesOf(schoolId: number): Promise<string[]> {
      return (await this.hostNames([schoolId])).get(schoolId) ?? [];
    },
    /** A unique violation (the school code) is the caller's to answer. */
    insert(values: SchoolValues): Promise<School> {
      return db.insertInto('schools').values(values).returningAll().executeTakeFirstOrThrow();
    },
    update(id: number, values: SchoolValues): Promise<School> {
      return db.updateTable('schools').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
    /**
     * Ends the sessions of the school's users (their tokens carry the version) and its support
     * sessions, for good: a reactivated school revives none of them.
     */
    async endSessionsOf(schoolId: number): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('school_id', '=', schoolId)
        .execute();
      await db.updateTable('support_sessions').set({ ended_at: new Date().toISOString() }).where('school_id', '=', schoolId).where('ended_at', 'is', null).execute();
    },
    /** Deletes the school; its users, staff, alumni and events go with it (foreign keys). */
    async delete(id: number): Promise<void> {
      await db.deleteFrom('schools').where('id', '=', id).execute();
    },
  };
}
