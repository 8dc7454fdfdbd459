import { sql, type Kysely, type Migration } from 'kysely';
import { createTable, required, userOwned } from './table.js';

const COLUMNS = ['totp_secret', 'totp_on', 'totp_last_step'] as const;

/**
 * A second factor for signing in (docs/decisions/013-school-team.md, "Second factor"): the TOTP
 * secret, encrypted by the application (null until enrolment starts); whether enrolment was
 * confirmed with a code; the last time step a code was accepted for, so a code is never accepted
 * twice; and the recovery codes, hashed, one row each, deleted when used.
 */
export const secondFactor: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite runs migrations outside a transaction: a start that died part way finds some of it there.
    const users = (await db.introspection.getTables()).find((table) => table.name === 'users');
    const present = new Set(users?.columns.map((column) => column.name));
    if (!present.has('totp_secret')) await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
    if (!present.has('totp_on')) await db.schema.alterTable('users').addColumn('totp_on', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    if (!present.has('totp_last_step')) await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
    await createTable(db, 'recovery_codes', [['user_id', 'integer', userOwned], ['code_hash', 'text', required]], {
      ifNotExists: true,
      primaryKey: ['recovery_codes_key', ['user_id', 'code_hash']],
    });
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table recovery_codes`.execute(db);
    for (const column of COLUMNS) await db.schema.alterTable('users').dropColumn(column).execute();
  },
};
