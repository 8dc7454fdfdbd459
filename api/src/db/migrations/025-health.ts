import { sql, type Kysely, type Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { createTable, required, requiredColumns } from './table.js';

/**
 * Site health (modules/health): each school's findings, one row a finding's key (its check and
 * what it is about), open, accepted with a reason, or closed; each school's last check and the
 * check asked for since; and what the checks learnt of things outside the school's data, kept
 * across schools and nights: each outside link's answers, and whether each stored PDF has text.
 */
export const health = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createTable(
      db,
      'health_findings',
      [
        ['id', 'integer', autoId(dialect)],
        ['school_id', 'integer', schoolOwned],
        ...requiredColumns('text', ['key', 'check_name', 'severity', 'place', 'detail', 'fix', 'cause', 'status']),
        ['reason', 'text'],
        ['opened_at', 'text', required],
        ['closed_at', 'text'],
      ],
      { unique: ['health_findings_key', ['school_id', 'key']] },
    );
    await createTable(db, 'health_schools', [['school_id', 'integer', (c) => schoolOwned(c).primaryKey()], ['checked_at', 'text'], ['asked_at', 'text'], ['claimed_until', 'text'], ['score', 'integer']]);
    await createTable(db, 'health_links', [
      ['url', 'text', (c) => c.primaryKey()],
      ...requiredColumns('text', ['host', 'checked_at', 'answer']),
      ['ok', 'integer', required],
      ['failed_nights', 'integer', required],
      ['failed_night', 'text'],
    ]);
    await createTable(db, 'health_files', [['path', 'text', (c) => c.primaryKey()], ['has_text', 'integer', required], ['checked_at', 'text', required]]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['health_files', 'health_links', 'health_schools', 'health_findings']) await sql`drop table if exists ${sql.id(name)}`.execute(db);
  },
});
