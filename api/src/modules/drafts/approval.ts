import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApprovalSettingSchema, DRAFT_MESSAGES, DRAFT_ROUTES } from '@school/shared/contracts/drafts';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import type { Database } from '../../db/schema.js';
import { ownSchool } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-log.js';
import { toFlag } from '../common.js';
import { moduleRoutes } from '../route-options.js';

/** Whether the school's editors' drafts wait for a publisher (on unless its admin switched it off). */
export async function approvalRequired(db: Kysely<Database>, schoolId: number): Promise<boolean> {
  const school = await db.selectFrom('schools').select('approval_required').where('id', '=', schoolId).executeTakeFirst();
  return school?.approval_required !== 0;
}

/** The school admin's approval switch (decision 013): audited as an update of the school's 'approval' setting. */
export async function approvalRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'drafts');
  routes.post(
    DRAFT_ROUTES.approval,
    route('school-admin', {
      summary: 'Switches approval of the caller’s school on or off: off, an editor’s submitted draft publishes at once',
      body: ApprovalSettingSchema,
      answers: { 200: MessageSchema },
    }),
    async (request) => {
      const schoolId = ownSchool(request);
      const { approvalRequired: wanted } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const before = await approvalRequired(trx, schoolId);
        if (before === wanted) return;
        await trx.updateTable('schools').set({ approval_required: toFlag(wanted) }).where('id', '=', schoolId).execute();
        await recordAudit(trx, request, { action: 'update', entity: 'approval', entityId: schoolId, schoolId, before: { approvalRequired: before }, after: { approvalRequired: wanted } });
      });
      return { message: DRAFT_MESSAGES.approvalSaved };
    },
  );
}
