import { sql, type Kysely, type Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';

/**
 * Site health (modules/health): each school's findings, one row a finding's key (its check and
 * what it is about), open, accepted with a reason, or closed; each school's last check and the
 * check asked for since; and what the checks learnt of things outside the school's data, kept
 * across schools and nights: each outside link's answers, and whether each stored PDF has text.
 */
export const health = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('health_findings')
      .addColumn('id', 'integer', autoId(dialect))
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('check_name', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('fix', 'text', (c) => c.notNull())
      .addColumn('cause', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('opened_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .addUniqueConstraint('health_findings_key', ['school_id', 'key'])
      .execute();
    await db.schema
      .createTable('health_schools')
      .addColumn('school_id', 'integer', (c) => schoolOwned(c).primaryKey())
      .addColumn('checked_at', 'text')
      .addColumn('asked_at', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('score', 'integer')
      .execute();
    await db.schema
      .createTable('health_links')
      .addColumn('url', 'text', (c) => c.primaryKey())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('ok', 'integer', (c) => c.notNull())
      .addColumn('failed_nights', 'integer', (c) => c.notNull())
      .addColumn('failed_night', 'text')
      .execute();
    await db.schema
      .createTable('health_files')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('has_text', 'integer', (c) => c.notNull())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['health_files', 'health_links', 'health_schools', 'health_findings']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
  },
});
