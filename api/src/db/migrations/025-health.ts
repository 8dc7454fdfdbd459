import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';

type Column = [name: string, type: 'text' | 'integer', shape?: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

const required = (column: ColumnDefinitionBuilder) => column.notNull();

/** A table of these columns, in this order, with its unique constraint if it has one. */
async function table(db: Kysely<unknown>, name: string, columns: Column[], unique?: [name: string, columns: string[]]): Promise<void> {
  let builder = db.schema.createTable(name);
  for (const [column, type, shape] of columns) builder = builder.addColumn(column, type, shape ?? ((c) => c));
  // The builder types its columns as it adds them; a loop cannot, so the names go unchecked here.
  if (unique) builder = builder.addUniqueConstraint(unique[0], unique[1] as never[]);
  await builder.execute();
}

/**
 * Site health (modules/health): each school's findings, one row a finding's key (its check and
 * what it is about), open, accepted with a reason, or closed; each school's last check and the
 * check asked for since; and what the checks learnt of things outside the school's data, kept
 * across schools and nights: each outside link's answers, and whether each stored PDF has text.
 */
export const health = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const texts = (names: string[]): Column[] => names.map((name) => [name, 'text', required]);
    await table(
      db,
      'health_findings',
      [
        ['id', 'integer', autoId(dialect)],
        ['school_id', 'integer', schoolOwned],
        ...texts(['key', 'check_name', 'severity', 'place', 'detail', 'fix', 'cause', 'status']),
        ['reason', 'text'],
        ['opened_at', 'text', required],
        ['closed_at', 'text'],
      ],
      ['health_findings_key', ['school_id', 'key']],
    );
    await table(db, 'health_schools', [['school_id', 'integer', (c) => schoolOwned(c).primaryKey()], ['checked_at', 'text'], ['asked_at', 'text'], ['claimed_until', 'text'], ['score', 'integer']]);
    await table(db, 'health_links', [
      ['url', 'text', (c) => c.primaryKey()],
      ...texts(['host', 'checked_at', 'answer']),
      ['ok', 'integer', required],
      ['failed_nights', 'integer', required],
      ['failed_night', 'text'],
    ]);
    await table(db, 'health_files', [['path', 'text', (c) => c.primaryKey()], ['has_text', 'integer', required], ['checked_at', 'text', required]]);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['health_files', 'health_links', 'health_schools', 'health_findings']) await sql`drop table if exists ${sql.id(name)}`.execute(db);
  },
});
