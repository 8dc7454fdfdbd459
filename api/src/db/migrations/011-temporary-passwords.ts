import type { Kysely, Migration } from 'kysely';

/**
 * A password the provider chose for someone else (a new account, or a reset) is temporary: the
 * user must set one of their own at the next login before anything else (modules/auth,
 * docs/decisions/011-accounts.md). Existing users, the seeded ones included, chose theirs or had
 * them chosen by the operator: they start at 0.
 */
export const temporaryPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite runs migrations outside a transaction: a start that died after this statement but
    // before the migrator's record of it finds the column already there.
    const users = (await db.introspection.getTables()).find((table) => table.name === 'users');
    if (users?.columns.some((column) => column.name === 'must_change_password')) return;
    await db.schema.alterTable('users').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  },
};
