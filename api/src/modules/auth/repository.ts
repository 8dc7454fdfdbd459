import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a token is issued from, as the account's changes answer it. */
const TOKEN_COLUMNS = ['id', 'user_type', 'school_id', 'token_version', 'role'] as const;

/**
 * The signed-in user's own account (docs/decisions/011-accounts.md): their row, their password
 * and their second factor. Each change that ends earlier tokens raises the token version.
 */
export function accountRepository(db: Kysely<Database>) {
  const raised = { token_version: sql<number>`token_version + 1` };
  return {
    /** The caller's row; the auth hook has just found it current. */
    caller: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'user_name', 'password_hash', 'user_type', 'school_id', 'role', 'totp_secret', 'totp_on'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** Ends every token of the user. */
    async endSessions(userId: number): Promise<void> {
      await db.updateTable('users').set(raised).where('id', '=', userId).execute();
    },

    /** A new password of the user's own (no longer temporary); ends every earlier token. */
    setPassword: (trx: Kysely<Database>, userId: number, passwordHash: string) =>
      trx.updateTable('users').set({ password_hash: passwordHash, must_change_password: 0, ...raised }).where('id', '=', userId).returning(TOKEN_COLUMNS).executeTakeFirstOrThrow(),

    /** A new second-factor secret, sealed, waiting for its first code (enrolment not yet on). */
    async startSecondFactor(userId: number, sealedSecret: string): Promise<void> {
      await db.updateTable('users').set({ totp_secret: sealedSecret, totp_last_step: null }).where('id', '=', userId).execute();
    },

    /** The second factor on; ends every earlier token (they were issued on the password alone). */
    secondFactorOn: (trx: Kysely<Database>, userId: number) =>
      trx.updateTable('users').set({ totp_on: 1, ...raised }).where('id', '=', userId).returning(TOKEN_COLUMNS).executeTakeFirstOrThrow(),
  };
}
