import { sql, type Kysely, type Migration } from 'kysely';

/**
 * How many audited changes each user made in each hour (modules/audit/audit-log.ts): a change
 * adds one to its user's row by an upsert in the change's own transaction, before its entry is
 * written, and is refused past the hour's limit, so that one account cannot fill the append-only
 * log however many changes it sends at once. A refused change rolls its one back with it.
 */
export const auditRate: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_rate')
      .ifNotExists()
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('hour', 'text', (c) => c.notNull())
      .addColumn('writes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_rate_pk', ['user_id', 'hour'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists audit_rate`.execute(db);
  },
};
