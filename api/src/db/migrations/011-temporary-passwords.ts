import type { Kysely, Migration } from 'kysely';
import { addColumnOnce } from './table.js';

/**
 * A password the provider chose for someone else (a new account, or a reset) is temporary: the
 * user must set one of their own at the next login before anything else (modules/auth,
 * docs/decisions/011-accounts.md). Existing users, the seeded ones included, chose theirs or had
 * them chosen by the operator: they start at 0.
 */
export const temporaryPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnOnce(db, 'users', 'must_change_password', 'integer', (c) => c.notNull().defaultTo(0));
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  },
};
