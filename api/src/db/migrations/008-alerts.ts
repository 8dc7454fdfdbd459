import { sql, type Kysely, type Migration } from 'kysely';
import { autoId, type Dialect } from './columns.js';
import { createTable, requiredColumns } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * The alert banner (modules/alerts): one row per alert, a school's own (school_id) or the
 * provider's to every school (school_id null). The banner reads the alerts not yet ended of a
 * school and of every school, hence the index on (school_id, ends_at).
 */
export function alerts(dialect: Dialect): Migration {
  const up = async (db: Kysely<unknown>) => {
    await createTable(
      db,
      'alerts',
      [
        ['id', 'integer', autoId(dialect)],
        ['school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade')],
        ...requiredColumns('text', ['message_en', 'message_hi', 'starts_at', 'ends_at', 'updated_at']),
      ],
      { ifNotExists: true },
    );
    await db.schema.createIndex('alerts_school_ends').ifNotExists().on('alerts').columns(['school_id', 'ends_at']).execute();
  };
  return {
    up: inOneTransaction(up),
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists alerts`.execute(db);
    },
  };
}
