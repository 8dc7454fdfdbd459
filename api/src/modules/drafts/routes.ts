import type { FastifyInstance } from 'fastify';
import {
  DRAFT_LIMITS,
  DRAFT_MESSAGES,
  DRAFT_ROUTES,
  DraftIdSchema,
  DraftListSchema,
  DraftSaveSchema,
  DraftSchema,
  DraftSummarySchema,
  type DraftChange,
} from '@school/shared/contracts/drafts';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { checkNamedFiles, removeUnnamedFiles } from '../documents/named-files.js';
import { resolveAttachments } from '../notices/attachment-files.js';
import { noticeStore } from '../notices/repository.js';
import { moduleRoutes } from '../route-options.js';
import { pageVersionStore, publisherRoleOf } from '../pages/versions.js';
import { approvalRequired } from './approval.js';
import { draftCaller, draftOf } from './caller.js';
import { draftDecisionRoutes } from './decision-routes.js';
import { draftAudit } from './publish.js';
import { changeOf, draftStore, targetOf, type StoredDraft } from './store.js';

/**
 * Drafts (decision 013, "Drafts and approval"): any school user lists, reads and writes their
 * own; a publisher or an admin lists and reads every draft of the school. What is then done with
 * a draft (submit, publish, send back, discard) is decision-routes.ts. Every step is in the
 * school's audit log with its user and role.
 */
export async function draftRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'drafts');
  const drafts = draftStore(app.db);
  const notices = noticeStore(app.db);
  const versions = pageVersionStore(app.db);
  const now = () => new Date().toISOString();
  await app.register(draftDecisionRoutes);

  /** What the draft's change is based on: a page's version as the editor loaded it, a notice's time of change as it is now (404: no such notice). */
  async function checkedBase(schoolId: number, change: DraftChange): Promise<string | null> {
    if (change.type === 'page') {
      await checkNamedFiles(app, schoolId, (await versions.edited(schoolId, change.page.kind)).content, change.page.content);
      return String(change.page.baseVersion);
    }
    const notice = change.noticeId === null ? undefined : await notices.get(app.db, schoolId, change.noticeId);
    if (change.noticeId !== null && !notice) throw new HttpError(404, DRAFT_MESSAGES.noticeGone);
    // Each attachment must be the school's own upload now, not first when it is published.
    await resolveAttachments(app, schoolId, notice?.attachments ?? [], change.notice.attachments);
    return notice?.updatedAt ?? null;
  }

  routes.post(
    DRAFT_ROUTES.list,
    route('school', { summary: 'The caller’s own drafts, or every draft of the school for a publisher or an admin; and whether approval is on', body: DraftIdSchema.omit({ id: true }), answers: { 200: DraftListSchema } }),
    async (request) => {
      const { schoolId, userId, publishes } = draftCaller(request);
      return { items: await drafts.list(schoolId, publishes ? undefined : userId), approvalRequired: await approvalRequired(app.db, schoolId) };
    },
  );

  routes.post(
    DRAFT_ROUTES.get,
    route('school', { summary: 'One draft with its change, and what visitors see now', body: DraftIdSchema, answers: { 200: DraftSchema } }),
    async (request) => {
      const row = await draftOf(app.db, request, request.body.id, true);
      const change = changeOf(row);
      const schoolId = ownSchool(request);
      const current =
        change.type === 'page'
          ? (await versions.edited(schoolId, change.page.kind)).content
          : change.noticeId === null
            ? null
            : ((await notices.get(app.db, schoolId, change.noticeId)) ?? null);
      return { ...drafts.toSummary(row), change, current };
    },
  );

  routes.post(
    DRAFT_ROUTES.save,
    route('school', {
      summary: 'Saves the caller’s draft of a page or a notice (a new one, or their open draft of the same thing); it waits until submitted',
      description: 'Files are uploaded first (POST /School/Page/Upload) and named by path, as a direct save names them. Saving a submitted or sent-back draft makes it a draft again.',
      body: DraftSaveSchema,
      answers: { 200: DraftSummarySchema },
    }),
    async (request) => {
      const { schoolId, userId } = draftCaller(request);
      const { id, change } = request.body;
      const base = await checkedBase(schoolId, change);
      const at = now();
      // Two saves of one author's new draft of the same thing at once: the key keeps one, the other is told.
      const { saved, previous } = await uniquely(DRAFT_MESSAGES.changedMeanwhile, () => app.db.transaction().execute(async (trx) => {
        const existing = id === undefined ? await drafts.ofAuthor(trx, schoolId, userId, change) : await drafts.get(trx, schoolId, id);
        if (id !== undefined && existing?.author_id !== userId) throw new HttpError(404, DRAFT_MESSAGES.notFound);
        if (existing && (existing.kind !== change.type || existing.target !== targetOf(change))) throw new HttpError(400, DRAFT_MESSAGES.otherKind);
        const values = { kind: change.type, target: targetOf(change), body: JSON.stringify(change), base, state: 'draft', comment: null, updated_at: at };
        let row;
        if (existing) {
          row = await trx.updateTable('drafts').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
        } else {
          if ((await drafts.count(trx, schoolId)) >= DRAFT_LIMITS.perSchool) throw new HttpError(409, DRAFT_MESSAGES.tooMany);
          const author = { author_id: userId, author_role: publisherRoleOf(request), created_at: at };
          row = await trx.insertInto('drafts').values({ school_id: schoolId, ...author, ...values }).returningAll().executeTakeFirstOrThrow();
        }
        const stored: StoredDraft = { row, change };
        const previousChange = existing ? changeOf(existing) : undefined;
        await recordAudit(trx, request, { action: existing ? 'update' : 'create', entity: 'draft', entityId: row.id, schoolId, before: existing && { change: previousChange }, after: draftAudit(stored) });
        return { saved: row, previous: previousChange };
      }));
      // Files the draft named before and nothing names now (the sweep would take them later).
      if (previous) await removeUnnamedFiles(app, schoolId, previous);
      const row = await drafts.get(app.db, schoolId, saved.id);
      return drafts.toSummary(row!);
    },
  );
}
