import type { FastifyInstance } from 'fastify';
import {
  DRAFT_MESSAGES,
  DRAFT_ROUTES,
  DraftIdSchema,
  DraftListSchema,
  DraftSaveSchema,
  DraftSchema,
  DraftSummarySchema,
  isRecordDraft,
  type DraftChange,
  type RecordDraftChange,
} from '@school/shared/contracts/drafts';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { schoolCodeOf } from '../common.js';
import { checkNamedFiles } from '../documents/named-files.js';
import { resolveAttachments } from '../notices/attachment-files.js';
import { noticeRepository } from '../notices/repository.js';
import { moduleRoutes } from '../route-options.js';
import { pageVersionRepository } from '../pages/versions.js';
import { approvalRequired } from './approval.js';
import { draftCaller, draftWithChange } from './caller.js';
import { draftDecisionRoutes } from './decision-routes.js';
import { recordKinds } from './record-kinds.js';
import { recordDraftRoutes } from './record-routes.js';
import { draftRepository } from './repository.js';
import { writeDraft } from './write.js';

/**
 * Drafts (decision 013, "Drafts and approval"): any school user lists, reads and writes their
 * own; a publisher or an admin lists and reads every draft of the school. What is then done with
 * a draft (submit, publish, send back, discard) is decision-routes.ts. Every step is in the
 * school's audit log with its user and role.
 */
export async function draftRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'drafts');
  const drafts = draftRepository(app.db);
  const notices = noticeRepository(app.db);
  const versions = pageVersionRepository(app.db);
  const kinds = recordKinds(app);
  await app.register(draftDecisionRoutes);
  await app.register(recordDraftRoutes);

  /** What the draft's change is based on: a page's version as the editor loaded it, a notice's time of change as it is now (404: no such notice). */
  async function checkedBase(schoolId: number, change: Exclude<DraftChange, RecordDraftChange>): Promise<string | null> {
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

  /** What visitors see now of what a draft changes: the page's content, the notice, or the record as GetById answers it (null: a new one, or gone). */
  async function currentOf(schoolId: number, change: DraftChange): Promise<Record<string, unknown> | null> {
    if (change.type === 'page') return (await versions.edited(schoolId, change.page.kind)).content;
    if (change.type === 'notice') return change.noticeId === null ? null : ((await notices.get(app.db, schoolId, change.noticeId)) ?? null);
    const { records } = kinds[change.type];
    const row = change.recordId === null ? undefined : await records.repository.own(schoolId, change.recordId);
    return row ? ((await records.toAnswer(row as never, () => schoolCodeOf(app.db, schoolId))) as Record<string, unknown>) : null;
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
      const { row, change, schoolId } = await draftWithChange(app.db, request, request.body.id, true);
      return { ...drafts.toSummary(row), change, current: await currentOf(schoolId, change) };
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
      const { id, change } = request.body;
      if (isRecordDraft(change)) throw new HttpError(400, DRAFT_MESSAGES.recordByForm);
      return writeDraft(app, request, id, change, await checkedBase(ownSchool(request), change));
    },
  );
}
