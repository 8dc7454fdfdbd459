import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A school user's role: 'admin', 'publisher' or 'editor' (docs/decisions/013-school-team.md);
 * null for the provider's users. Every school user before this migration could do everything:
 * each becomes an admin, so a school that adds no one sees no change.
 */
export const schoolRoles: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite runs migrations outside a transaction: a start that died after adding the column
    // but before the migrator's record of it finds the column there (and the update is idempotent).
    const users = (await db.introspection.getTables()).find((table) => table.name === 'users');
    if (!users?.columns.some((column) => column.name === 'role')) {
      await db.schema.alterTable('users').addColumn('role', 'text').execute();
    }
    await sql`update users set role = 'admin' where user_type = 'School' and role is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('role').execute();
  },
};
