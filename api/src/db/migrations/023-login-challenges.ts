import { sql, type Kysely, type Migration } from 'kysely';
import { createTable, required, userOwned } from './table.js';

/**
 * One row per login waiting for its code (modules/auth/challenge.ts): the password step writes
 * it, the code step takes a try from it and deletes it on success. Kept here rather than in a
 * signed token so that a challenge can die: after its few tries, on its first success, at its
 * expiry. The challenge itself is never stored, only its SHA-256 digest; the client is the
 * address the password step came from, the only one the code step is taken from.
 */
export const loginChallenges: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(
      db,
      'login_challenges',
      [
        ['digest', 'text', (c) => c.primaryKey()],
        ['user_id', 'integer', userOwned],
        ['token_version', 'integer', required],
        ['client', 'text', required],
        ['tries', 'integer', (c) => c.notNull().defaultTo(0)],
        ['expires_at', 'text', required],
      ],
      { ifNotExists: true },
    );
    await db.schema.createIndex('login_challenges_expiry').ifNotExists().on('login_challenges').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists login_challenges`.execute(db);
  },
};
