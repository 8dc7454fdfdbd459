import type { Kysely, Migration } from 'kysely';

/**
 * A public list's "Last updated" (staff, events, alumni: records that keep no date of their own)
 * is its newest entry in the audit log (modules/audit, GET /Site/LastChanged), asked on every
 * visit to the list: this index answers it from one school's entries of one kind, newest first,
 * however long the log grows.
 */
export const auditChanged: Migration = {
  async up(db: Kysely<unknown>) {
    // One statement, atomic on its own; "if not exists" lets a start that died after it but
    // before the migrator's record of it run it again.
    await db.schema.createIndex('audit_log_school_entity_at').ifNotExists().on('audit_log').columns(['school_id', 'entity', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('audit_log_school_entity_at').ifExists().execute();
  },
};
