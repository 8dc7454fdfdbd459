import type { Kysely, Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { addColumnOnce, createTable, required, requiredColumns, userOwned } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * Who did what, and as which role (docs/decisions/013-school-team.md, "Support access"):
 *
 * - `audit_log.user_role`: the role the entry's user acted in, as it was then: a school user's
 *   role ('admin', 'publisher', 'editor'), 'provider' for a provider user, 'support' for a
 *   provider user working in a school's admin area in support mode. Null for entries written
 *   before this migration (their role was not recorded, and is not guessed now).
 * - `support_sessions`: a provider user's support session in one school's admin area. It starts
 *   with a one-time code (stored as its SHA-256 hash, valid for a minute, exchanged once for the
 *   session's token at the school's own address) and ends at `ends_at` (at most an hour after it
 *   starts) or earlier when ended (`ended_at`).
 */
export function supportAccess(dialect: Dialect): Migration {
  const up = async (db: Kysely<unknown>) => {
    await addColumnOnce(db, 'audit_log', 'user_role', 'text');
    await createTable(
      db,
      'support_sessions',
      [
        ['id', 'integer', autoId(dialect)],
        ['school_id', 'integer', schoolOwned],
        ['provider_user_id', 'integer', userOwned],
        ...requiredColumns('text', ['reason', 'started_at', 'ends_at']),
        ['code_hash', 'text'],
        ['code_expires_at', 'text', required],
        ['exchanged_at', 'text'],
        ['ended_at', 'text'],
      ],
      { ifNotExists: true },
    );
    await db.schema.createIndex('support_sessions_code').ifNotExists().unique().on('support_sessions').column('code_hash').execute();
  };
  return {
    up: inOneTransaction(up),
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('support_sessions').ifExists().execute();
      await db.schema.alterTable('audit_log').dropColumn('user_role').execute();
    },
  };
}
