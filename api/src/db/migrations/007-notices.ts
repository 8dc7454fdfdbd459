import { sql, type Kysely, type Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { createTable, requiredColumns } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * Notices and circulars (modules/notices): one row per notice of a school, its attachments as
 * JSON (a notice's few files are read and written with it, never on their own); and the count of
 * circulars each school published in each calendar year, from which the next circular's number
 * is taken inside the publish transaction. The unique index on a school's (year, number) is the
 * backstop: should two publishes ever take the same number, the second fails instead of both
 * printing it. Numbers are never given back: deleting a circular leaves the counter as it is.
 */
export function notices(dialect: Dialect): Migration {
  const up = async (db: Kysely<unknown>) => {
    await createTable(
      db,
      'notices',
      [
        ['id', 'integer', autoId(dialect)],
        ['school_id', 'integer', schoolOwned],
        // publish_from and expire_on: ISO date-times in UTC, so they compare as text.
        ...requiredColumns('text', ['category', 'title_en', 'title_hi', 'body_en', 'body_hi', 'notice_date', 'publish_from']),
        ['expire_on', 'text'],
        ...requiredColumns('text', ['attachments', 'status']),
        ['circular_number', 'integer'],
        ['circular_year', 'integer'],
        ...requiredColumns('text', ['created_at', 'updated_at']),
        ['published_at', 'text'],
      ],
      { ifNotExists: true },
    );
    await db.schema.createIndex('notices_school_publish').ifNotExists().on('notices').columns(['school_id', 'status', 'publish_from']).execute();
    // NULLs are distinct in a unique index on both databases: only numbered circulars take part.
    await db.schema
      .createIndex('notices_circular_number')
      .ifNotExists()
      .unique()
      .on('notices')
      .columns(['school_id', 'circular_year', 'circular_number'])
      .execute();

    await createTable(db, 'notice_circular_counters', [['school_id', 'integer', schoolOwned], ...requiredColumns('integer', ['year', 'last_number'])], {
      ifNotExists: true,
      primaryKey: ['notice_circular_counters_key', ['school_id', 'year']],
    });
  };
  return {
    up: inOneTransaction(up),
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists notice_circular_counters`.execute(db);
      await sql`drop table if exists notices`.execute(db);
    },
  };
}
