import { sql, type Kysely, type Migration } from 'kysely';
import { addColumnOnce } from './table.js';

/**
 * A school user's role: 'admin', 'publisher' or 'editor' (docs/decisions/013-school-team.md);
 * null for the provider's users. Every school user before this migration could do everything:
 * each becomes an admin, so a school that adds no one sees no change.
 */
export const schoolRoles: Migration = {
  async up(db: Kysely<unknown>) {
    // The update may run again too: it sets only the roles not set yet.
    await addColumnOnce(db, 'users', 'role', 'text');
    await sql`update users set role = 'admin' where user_type = 'School' and role is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('role').execute();
  },
};
