import type { Kysely } from 'kysely';
import { SchoolProfileSchema, type SchoolProfile } from '@school/shared/contracts/school-profile';
import type { Database } from '../../db/schema.js';

/**
 * A school's profile, stored as its contract's JSON in school_documents. A missing or unreadable
 * one reads as empty: the pages then leave those details off.
 */
export function profileStore(db: Kysely<Database>) {
  return {
    async get(schoolId: number): Promise<SchoolProfile> {
      const row = await db.selectFrom('school_documents').select('body').where('school_id', '=', schoolId).where('kind', '=', 'profile').executeTakeFirst();
      let stored: unknown = {};
      try {
        stored = row ? JSON.parse(row.body) : {};
      } catch {
        // unreadable: as if empty
      }
      const parsed = SchoolProfileSchema.safeParse(stored);
      return parsed.success ? parsed.data : SchoolProfileSchema.parse({});
    },
    async set(schoolId: number, profile: SchoolProfile, trx: Kysely<Database> = db): Promise<void> {
      const values = { school_id: schoolId, kind: 'profile', body: JSON.stringify(profile), updated_at: new Date().toISOString() };
      await trx
        .insertInto('school_documents')
        .values(values)
        .onConflict((conflict) => conflict.columns(['school_id', 'kind']).doUpdateSet({ body: values.body, updated_at: values.updated_at }))
        .execute();
    },
  };
}
