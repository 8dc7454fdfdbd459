import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { NOTICE_LIMITS, NOTICE_MESSAGES, type Notice, type NoticeInput } from '@school/shared/contracts/notices';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type AuditAction } from '../audit/audit-log.js';
import { auditedChange } from '../audit/audited-change.js';
import { indexRow, unindexRow } from '../search/search-index.js';
import { resolveAttachments } from './attachment-files.js';
import { NOTICE_ENTITY as ENTITY, noticeRepository, type NoticeFields } from './repository.js';

/**
 * A school's notice writes, each one transaction with its audit entry and its search entry: the
 * site search finds a published notice, and a deleted one no more. Given a transaction (`db`),
 * each is a step of it: publishing a draft adds or updates a notice and publishes it at once.
 */
export function noticeWrites(app: FastifyInstance, db: Kysely<Database> = app.db) {
  const store = noticeRepository(db);

  /** A change of one of the school's notices (404 when it has none of this id); `change` answers the notice after it (undefined: deleted). */
  const change = <After extends Notice | undefined>(
    request: FastifyRequest,
    schoolId: number,
    id: number,
    action: AuditAction,
    change: (trx: Kysely<Database>, before: Notice) => Promise<After>,
  ) =>
    auditedChange(db, request, {
      action,
      entity: ENTITY,
      entityId: id,
      schoolId,
      find: (trx) => store.get(trx, schoolId, id),
      notFound: NOTICE_MESSAGES.notFound,
      async change(trx, before) {
        const after = await change(trx, before);
        if (!after) await unindexRow(trx, schoolId, 'notice', String(id));
        else if (after.status === 'published') await indexRow(trx, 'notice', { schoolId, notice: after });
        return after;
      },
    });

  return {
    change,

    /** A new draft; 409 past the school's limit. */
    async add(request: FastifyRequest, schoolId: number, input: NoticeInput, now: string): Promise<Notice> {
      const fields: NoticeFields = { ...input, attachments: await resolveAttachments(app, schoolId, [], input.attachments) };
      return inTransaction(db, async (trx) => {
        if ((await store.count(trx, schoolId)) >= NOTICE_LIMITS.perSchool) throw new HttpError(409, NOTICE_MESSAGES.tooMany);
        const added = await store.add(trx, schoolId, fields, now);
        await recordAudit(trx, request, { action: 'create', entity: ENTITY, entityId: added.id, schoolId, after: added });
        return added;
      });
    },

    /**
     * Replaces a notice (its status and circular number stay): 409 when a published notice would
     * become a circular or stop being one, or when it changed since it was read (`read`, by
     * default now; a draft passes the time its author read it).
     */
    async update(request: FastifyRequest, schoolId: number, id: number, input: NoticeInput, now: string, readAt?: string) {
      const read = await store.get(db, schoolId, id);
      if (!read) throw new HttpError(404, NOTICE_MESSAGES.notFound);
      if (read.status === 'published' && (read.category === 'circular') !== (input.category === 'circular')) {
        throw new HttpError(409, NOTICE_MESSAGES.circularCategoryFixed);
      }
      // Checked before the transaction (it reads the disk and the school), then the row must be
      // as it was read: a save in between would have judged other attachments.
      const attachments = await resolveAttachments(app, schoolId, read.attachments, input.attachments);
      const expected = readAt ?? read.updatedAt;
      return change(request, schoolId, id, 'update', async (trx, current) => {
        if (current.updatedAt !== expected || current.status !== read.status) throw new HttpError(409, NOTICE_MESSAGES.changedMeanwhile);
        const after = await store.update(trx, schoolId, id, { ...input, attachments }, now);
        if (!after) throw new HttpError(404, NOTICE_MESSAGES.notFound);
        return after;
      });
    },

    /** Publishes a draft notice (409 when it is published already); a circular takes its number. */
    publish(request: FastifyRequest, schoolId: number, id: number, now: string) {
      return change(request, schoolId, id, 'publish', async (trx, before) => {
        const after = before.status === 'published' ? undefined : await store.publish(trx, schoolId, id, now);
        if (!after) throw new HttpError(409, NOTICE_MESSAGES.alreadyPublished);
        return after;
      });
    },
  };
}
