import { sql, type Kysely, type Migration } from 'kysely';
import { createTable, required, userOwned } from './table.js';

/**
 * How many audited changes each user made in each hour (modules/audit/audit-log.ts): a change
 * adds one to its user's row by an upsert in the change's own transaction, before its entry is
 * written, and is refused past the hour's limit, so that one account cannot fill the append-only
 * log however many changes it sends at once. A refused change rolls its one back with it.
 */
export const auditRate: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'audit_rate', [['user_id', 'integer', userOwned], ['hour', 'text', required], ['writes', 'integer', required]], {
      ifNotExists: true,
      primaryKey: ['audit_rate_pk', ['user_id', 'hour']],
    });
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists audit_rate`.execute(db);
  },
};
