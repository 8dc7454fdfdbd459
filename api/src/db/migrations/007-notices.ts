import { sql, type Kysely, type Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
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
    await db.schema
      .createTable('notices')
      .ifNotExists()
      .addColumn('id', 'integer', autoId(dialect))
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('title_hi', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('body_hi', 'text', (c) => c.notNull())
      .addColumn('notice_date', 'text', (c) => c.notNull())
      // ISO date-times in UTC, so they compare as text.
      .addColumn('publish_from', 'text', (c) => c.notNull())
      .addColumn('expire_on', 'text')
      .addColumn('attachments', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('circular_number', 'integer')
      .addColumn('circular_year', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text')
      .execute();
    await db.schema.createIndex('notices_school_publish').ifNotExists().on('notices').columns(['school_id', 'status', 'publish_from']).execute();
    // NULLs are distinct in a unique index on both databases: only numbered circulars take part.
    await db.schema
      .createIndex('notices_circular_number')
      .ifNotExists()
      .unique()
      .on('notices')
      .columns(['school_id', 'circular_year', 'circular_number'])
      .execute();

    await db.schema
      .createTable('notice_circular_counters')
      .ifNotExists()
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_circular_counters_key', ['school_id', 'year'])
      .execute();
  };
  return {
    up: inOneTransaction(up),
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists notice_circular_counters`.execute(db);
      await sql`drop table if exists notices`.execute(db);
    },
  };
}
