import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { NOTICE_LIMITS, NOTICE_MESSAGES, type Notice } from '@school/shared/contracts/notices';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type AuditAction } from '../audit/audit-log.js';
import { auditedChange } from '../audit/audited-change.js';
import { indexRow, unindexRow } from '../search/search-index.js';
import { NOTICE_ENTITY as ENTITY, noticeStore, type NoticeFields } from './repository.js';

/**
 * A school's notice writes, each one transaction with its audit entry and its search entry: the
 * site search finds a published notice, and a deleted one no more.
 */
export function noticeWrites(app: FastifyInstance) {
  const store = noticeStore(app.db);
  return {
    /** A new draft; 409 past the school's limit. */
    add(request: FastifyRequest, schoolId: number, fields: NoticeFields, now: string): Promise<Notice> {
      return app.db.transaction().execute(async (trx) => {
        if ((await store.count(trx, schoolId)) >= NOTICE_LIMITS.perSchool) throw new HttpError(409, NOTICE_MESSAGES.tooMany);
        const added = await store.add(trx, schoolId, fields, now);
        await recordAudit(trx, request, { action: 'create', entity: ENTITY, entityId: added.id, schoolId, after: added });
        return added;
      });
    },

    /** A change of one of the school's notices (404 when it has none of this id); `change` answers the notice after it (undefined: deleted). */
    change<After extends Notice | undefined>(
      request: FastifyRequest,
      schoolId: number,
      id: number,
      action: AuditAction,
      change: (trx: Kysely<Database>, before: Notice) => Promise<After>,
    ) {
      return auditedChange(app.db, request, {
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
    },
  };
}
