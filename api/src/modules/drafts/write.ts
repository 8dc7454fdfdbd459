import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DRAFT_LIMITS, DRAFT_MESSAGES, type DraftChange, type DraftSummary } from '@school/shared/contracts/drafts';
import { holdSchool } from '../../db/hold-school.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { removeUnnamedFiles } from '../documents/named-files.js';
import { publisherRoleOf } from '../pages/versions.js';
import { draftCaller } from './caller.js';
import { draftAudit } from './publish.js';
import { changeOf, draftRepository, targetOf, type StoredDraft } from './repository.js';

/**
 * Writes the caller's draft of `change` (decision 013), whatever it changes: `id` (the caller's
 * own draft) or their open draft of the same thing is changed and becomes a draft again; else a
 * new one is added, within the school's limit and the author's share of it. Audited in the same transaction. Files the draft
 * named before and nothing names now are removed after it commits.
 */
export async function writeDraft(app: FastifyInstance, request: FastifyRequest, id: number | undefined, change: DraftChange, base: string | null): Promise<DraftSummary> {
  const { schoolId, userId } = draftCaller(request);
  const drafts = draftRepository(app.db);
  const at = new Date().toISOString();
  // Two saves of one author's new draft of the same thing at once: the key keeps one, the other is told.
  const { saved, previous } = await uniquely(DRAFT_MESSAGES.changedMeanwhile, () =>
    app.db.transaction().execute(async (trx) => {
      const existing = id === undefined ? await drafts.ofAuthor(trx, schoolId, userId, change) : await drafts.get(trx, schoolId, id);
      if (id !== undefined && existing?.author_id !== userId) throw new HttpError(404, DRAFT_MESSAGES.notFound);
      if (existing && (existing.kind !== change.type || existing.target !== targetOf(change))) throw new HttpError(400, DRAFT_MESSAGES.otherKind);
      const values = { kind: change.type, target: targetOf(change), body: JSON.stringify(change), base, state: 'draft', comment: null, updated_at: at };
      let row;
      if (existing) {
        row = await trx.updateTable('drafts').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
      } else {
        // Held, then counted: new drafts at once are counted one after the other.
        await holdSchool(trx, schoolId);
        const count = await drafts.count(trx, schoolId, userId);
        if (count.school >= DRAFT_LIMITS.perSchool) throw new HttpError(409, DRAFT_MESSAGES.tooMany);
        if (count.author >= DRAFT_LIMITS.perAuthor) throw new HttpError(409, DRAFT_MESSAGES.tooManyOfYours);
        const author = { author_id: userId, author_role: publisherRoleOf(request), created_at: at };
        row = await trx.insertInto('drafts').values({ school_id: schoolId, ...author, ...values }).returningAll().executeTakeFirstOrThrow();
      }
      const stored: StoredDraft = { row, change };
      const previousChange = existing ? changeOf(existing) : undefined;
      await recordAudit(trx, request, { action: existing ? 'update' : 'create', entity: 'draft', entityId: row.id, schoolId, before: existing && { change: previousChange }, after: draftAudit(stored) });
      return { saved: row, previous: previousChange };
    }),
  );
  if (previous) await removeUnnamedFiles(app, schoolId, previous);
  return drafts.toSummary((await drafts.get(app.db, schoolId, saved.id))!);
}
