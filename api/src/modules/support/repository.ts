import type { Insertable, Kysely } from 'kysely';
import type { Database, SupportSessionsTable } from '../../db/schema.js';

/** Support sessions (decision 013, "Support access"): started with a code, exchanged once, ended. */
export function supportRepository(db: Kysely<Database>) {
  return {
    /** The school a session is to open, with its addresses in order; undefined when there is none. */
    async school(schoolId: number) {
      const school = await db.selectFrom('schools').select(['id', 'school_name', 'active']).where('id', '=', schoolId).executeTakeFirst();
      if (!school) return undefined;
      const hosts = await db.selectFrom('school_hosts').select('host_name').where('school_id', '=', schoolId).orderBy('position').execute();
      return { ...school, hostNames: hosts.map((host) => host.host_name) };
    },

    /** A new session; answers its id. */
    async start(trx: Kysely<Database>, values: Insertable<SupportSessionsTable>): Promise<number> {
      return (await trx.insertInto('support_sessions').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** The session a code's hash names, with its provider user and school, while the school is active. */
    byCode: (codeHash: string) =>
      db
        .selectFrom('support_sessions')
        .innerJoin('users', 'users.id', 'support_sessions.provider_user_id')
        .innerJoin('schools', 'schools.id', 'support_sessions.school_id')
        .select(['support_sessions.id', 'support_sessions.school_id', 'support_sessions.ends_at', 'support_sessions.code_expires_at', 'users.id as user_id', 'users.user_name', 'users.token_version', 'schools.school_code', 'schools.school_name'])
        .where('support_sessions.code_hash', '=', codeHash)
        // A school deactivated since the start has no admin area, as for any of its admins.
        .where('schools.active', '=', 1)
        .executeTakeFirst(),

    /** Takes a session's code: true for the one request of two with one code that found it still there. */
    async exchange(trx: Kysely<Database>, id: number, at: string): Promise<boolean> {
      const taken = await trx.updateTable('support_sessions').set({ code_hash: null, exchanged_at: at }).where('id', '=', id).where('exchanged_at', 'is', null).executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    /** Ends a session before its time (once: a second end changes nothing). */
    async end(trx: Kysely<Database>, id: number, at: string): Promise<void> {
      await trx.updateTable('support_sessions').set({ ended_at: at }).where('id', '=', id).where('ended_at', 'is', null).execute();
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;
