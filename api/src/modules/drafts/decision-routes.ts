import type { FastifyInstance } from 'fastify';
import { DRAFT_MESSAGES, DRAFT_ROUTES, DraftIdSchema, DraftReturnSchema, DraftSubmittedSchema } from '@school/shared/contracts/drafts';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { removeUnnamedFiles } from '../documents/named-files.js';
import { moduleRoutes } from '../route-options.js';
import { approvalRequired } from './approval.js';
import { draftOf, draftWithChange } from './caller.js';
import { draftAudit, publishDraft } from './publish.js';
import { changeOf, draftRepository } from './repository.js';

/**
 * What is done with a draft (decision 013, "Drafts and approval"): its author submits it (with
 * the school's approval off, that publishes it); a publisher or an admin publishes a submitted
 * draft or sends it back with a comment; its author, a publisher or an admin discards it.
 */
export async function draftDecisionRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'drafts');
  const drafts = draftRepository(app.db);
  const now = () => new Date().toISOString();

  routes.post(
    DRAFT_ROUTES.submit,
    route('school', {
      summary: 'Submits the caller’s draft for approval; with the school’s approval off, publishes it at once',
      body: DraftIdSchema,
      answers: { 200: DraftSubmittedSchema },
    }),
    async (request) => {
      const { schoolId, ...draft } = await draftWithChange(app.db, request, request.body.id, false);
      if (!(await approvalRequired(app.db, schoolId))) {
        // Submitted before approval was switched off, it publishes now as well.
        await publishDraft(app, request, schoolId, draft, ['draft', 'returned', 'submitted']);
        return { message: DRAFT_MESSAGES.published, state: 'published' as const };
      }
      await app.db.transaction().execute(async (trx) => {
        if (!(await drafts.move(trx, draft.row.id, ['draft', 'returned'], 'submitted', null, now()))) throw new HttpError(409, DRAFT_MESSAGES.alreadySubmitted);
        await recordAudit(trx, request, { action: 'submit', entity: 'draft', entityId: draft.row.id, schoolId, after: draftAudit(draft) });
      });
      return { message: DRAFT_MESSAGES.submitted, state: 'submitted' as const };
    },
  );

  routes.post(
    DRAFT_ROUTES.publish,
    route('school-publish', { summary: 'Publishes a submitted draft of the caller’s school through the same write as a direct save', body: DraftIdSchema, answers: { 200: MessageSchema } }),
    async (request) => {
      const row = await draftOf(app.db, request, request.body.id, true);
      if (row.state !== 'submitted') throw new HttpError(409, DRAFT_MESSAGES.notSubmitted);
      await publishDraft(app, request, ownSchool(request), { row, change: changeOf(row) }, ['submitted']);
      return { message: DRAFT_MESSAGES.published };
    },
  );

  routes.post(
    DRAFT_ROUTES.return,
    route('school-publish', { summary: 'Sends a submitted draft back to its author with a comment', body: DraftReturnSchema, answers: { 200: MessageSchema } }),
    async (request) => {
      const { id, comment } = request.body;
      const row = await draftOf(app.db, request, id, true);
      const schoolId = ownSchool(request);
      await app.db.transaction().execute(async (trx) => {
        if (!(await drafts.move(trx, id, ['submitted'], 'returned', comment, now()))) throw new HttpError(409, DRAFT_MESSAGES.notSubmitted);
        await recordAudit(trx, request, { action: 'return', entity: 'draft', entityId: id, schoolId, after: { ...draftAudit({ row, change: changeOf(row) }), state: 'returned', comment } });
      });
      return { message: DRAFT_MESSAGES.returned };
    },
  );

  routes.post(
    DRAFT_ROUTES.discard,
    route('school', { summary: 'Discards a draft: the caller’s own, or any of the school’s for a publisher or an admin', body: DraftIdSchema, answers: { 200: MessageSchema } }),
    async (request) => {
      const { row, change, schoolId } = await draftWithChange(app.db, request, request.body.id, true);
      await app.db.transaction().execute(async (trx) => {
        if (!(await drafts.remove(trx, row.id, ['draft', 'submitted', 'returned']))) throw new HttpError(404, DRAFT_MESSAGES.notFound);
        await recordAudit(trx, request, { action: 'delete', entity: 'draft', entityId: row.id, schoolId, before: draftAudit({ row, change }) });
      });
      await removeUnnamedFiles(app, schoolId, change);
      return { message: DRAFT_MESSAGES.discarded };
    },
  );
}
