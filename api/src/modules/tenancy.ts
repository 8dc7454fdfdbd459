import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';

/**
 * The schools the public sees: the active ones. Every public lookup of a school, by its code
 * (publicSchoolByCode) or by a host name (site/host-directory.ts), starts from this query, so a
 * school the provider deactivates answers every public route exactly as a school that does not
 * exist, and reactivating it brings everything back (docs/decisions/004-tenancy.md). The
 * provider's own calls find schools by id through schools/repository.ts, inactive ones too.
 */
export const publicSchools = (db: Kysely<Database>) => db.selectFrom('schools').where('schools.active', '=', 1);

/** The active school with this code, or the 404 an unknown code gets. */
export async function publicSchoolByCode(db: Kysely<Database>, code: string): Promise<{ id: number; school_code: string; school_name: string }> {
  const school = await publicSchools(db).select(['id', 'school_code', 'school_name']).where('school_code', '=', code.trim()).executeTakeFirst();
  if (!school) throw new HttpError(404, `No school has the code ${code}`);
  return school;
}
