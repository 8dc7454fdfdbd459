import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { found } from '../common.js';
import { recordAudit, type AuditAction } from './audit-log.js';

/** A change of one record found by its id, and the audit entry that records it. */
export interface AuditedChange<Row, After> {
  action: AuditAction;
  entity: string;
  entityId: number;
  schoolId: number | null;
  /** The record as it is now, read in the change's transaction (undefined: a 404 with `notFound`). */
  find(trx: Kysely<Database>): Promise<Row | undefined>;
  notFound: string;
  /** Makes the change (a refusal throws) and answers the record after it (undefined: deleted). */
  change(trx: Kysely<Database>, before: Row): Promise<After>;
}

/**
 * One record's update, end, publish or delete as one transaction (or a step of the caller's): the record found (or a 404),
 * changed, and the change recorded with the record before and after it, so the change and its
 * entry are stored together or not at all. A change that left the record as it was (the same
 * object back) records nothing.
 */
export async function auditedChange<Row, After extends Row | undefined>(
  db: Kysely<Database>,
  request: FastifyRequest,
  { action, entity, entityId, schoolId, find, notFound, change }: AuditedChange<Row, After>,
): Promise<{ before: Row; after: After }> {
  return inTransaction(db, async (trx) => {
    const before = await found(find(trx), notFound);
    const after = await change(trx, before);
    if (after !== before) await recordAudit(trx, request, { action, entity, entityId, schoolId, before, after });
    return { before, after };
  });
}
