import { sql, type Kysely, type Migration } from 'kysely';
import { autoId, type Dialect } from './columns.js';
import { createTable, required, requiredColumns } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * The audit log (modules/audit): one row per create, update, delete, publish and login, written
 * in the transaction of the change it records. Append-only in the database itself: a trigger
 * refuses every UPDATE and DELETE, so no route, bug or console session can rewrite history. It
 * has no foreign key to schools: deleting a school keeps the record of what was done to it.
 */
export function audit(dialect: Dialect): Migration {
  const up = async (db: Kysely<unknown>) => {
    await createTable(
      db,
      'audit_log',
      [
        ['id', 'integer', autoId(dialect)],
        ['at', 'text', required],
        ['school_id', 'integer'],
        ['user_id', 'integer'],
        ...requiredColumns('text', ['user_name', 'action', 'entity']),
        ['entity_id', 'text'],
        ['before', 'text'],
        ['after', 'text'],
      ],
      { ifNotExists: true },
    );
    await db.schema.createIndex('audit_log_school_at').ifNotExists().on('audit_log').columns(['school_id', 'at']).execute();
    await db.schema.createIndex('audit_log_at').ifNotExists().on('audit_log').column('at').execute();

    if (dialect === 'postgres') {
      await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`.execute(db);
      await sql`drop trigger if exists audit_log_append_only on audit_log`.execute(db);
      await sql`create trigger audit_log_append_only before update or delete on audit_log
        for each row execute function audit_log_append_only()`.execute(db);
    } else {
      for (const change of ['update', 'delete']) {
        await sql`${sql.raw(`create trigger if not exists audit_log_no_${change} before ${change} on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`)}`.execute(db);
      }
    }
  };
  return {
    up: inOneTransaction(up),
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`drop function if exists audit_log_append_only() cascade`.execute(db);
      await sql`drop table if exists audit_log`.execute(db);
    },
  };
}
