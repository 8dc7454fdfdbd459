import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/**
 * The alert banner (modules/alerts): one row per alert, a school's own (school_id) or the
 * provider's to every school (school_id null). The banner reads the alerts not yet ended of a
 * school and of every school, hence the index on (school_id, ends_at).
 */
export function alerts(dialect: Dialect): Migration {
  const up = async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('alerts')
      .ifNotExists()
      .addColumn('id', 'integer', (column) =>
        dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
      .addColumn('message_en', 'text', (c) => c.notNull())
      .addColumn('message_hi', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('alerts_school_ends').ifNotExists().on('alerts').columns(['school_id', 'ends_at']).execute();
  };
  return {
    // As 004: SQLite's migrator runs no transaction of its own, so this one makes it.
    async up(db: Kysely<unknown>) {
      if (db.isTransaction) await up(db);
      else await db.transaction().execute(up);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists alerts`.execute(db);
    },
  };
}
