import type { Kysely, Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
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
    const audit = (await db.introspection.getTables()).find((table) => table.name === 'audit_log');
    if (!audit?.columns.some((column) => column.name === 'user_role')) {
      await db.schema.alterTable('audit_log').addColumn('user_role', 'text').execute();
    }
    await db.schema
      .createTable('support_sessions')
      .ifNotExists()
      .addColumn('id', 'integer', autoId(dialect))
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('provider_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', 'text', (c) => c.notNull())
      .addColumn('exchanged_at', 'text')
      .addColumn('ended_at', 'text')
      .execute();
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
