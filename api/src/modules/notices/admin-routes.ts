import type { FastifyInstance } from 'fastify';
import { NOTICE_LIMITS, NOTICE_MESSAGES, NOTICE_ROUTES, NoticeIdSchema, NoticeInputSchema, NoticeListRequestSchema, NoticeListSchema, NoticeSchema, NoticeUpdateSchema } from '@school/shared/contracts/notices';
import { ownSchool } from '../../plugins/auth.js';
import { uniquely } from '../../plugins/errors.js';
import { moduleRoutes } from '../route-options.js';
import { removeDroppedFiles } from './attachment-files.js';
import { noticeWrites } from './audited-writes.js';
import { noticeRepository } from './repository.js';

/**
 * A school admin's notices of its own school (contracts/notices.ts). Every write and its audit
 * entry (and its search entry) are one transaction (audited-writes.ts); files a write stopped
 * naming go after its commit.
 */
export async function noticeAdminRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'notices');
  const store = noticeRepository(app.db);
  const now = () => new Date().toISOString();

  const writes = noticeWrites(app);

  routes.post(
    NOTICE_ROUTES.admin.list,
    route('school', { summary: 'Every notice of the caller’s school, drafts too, newest date first', body: NoticeListRequestSchema, answers: { 200: NoticeListSchema } }),
    async (request) => ({ items: await store.list(ownSchool(request)) }),
  );

  routes.post(
    NOTICE_ROUTES.admin.add,
    route('school-publish', {
      summary: 'Adds a notice of the caller’s school, as a draft',
      description: `Attachments are files uploaded first (POST /School/Page/Upload). At most ${NOTICE_LIMITS.perSchool} notices a school (409 past that).`,
      body: NoticeInputSchema,
      answers: { 201: NoticeSchema },
    }),
    async (request, reply) => {
      const notice = await writes.add(request, ownSchool(request), request.body, now());
      reply.status(201);
      return notice;
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.update,
    route('school-publish', {
      summary: 'Replaces a notice of the caller’s school (its status and circular number stay)',
      description: 'A published notice cannot become a circular, nor a published circular anything else (409). Attachments it no longer names are removed.',
      body: NoticeUpdateSchema,
      answers: { 200: NoticeSchema },
    }),
    async (request) => {
      const schoolId = ownSchool(request);
      const { id, ...input } = request.body;
      const { before, after } = await writes.update(request, schoolId, id, input, now());
      await removeDroppedFiles(app, schoolId, before.attachments, after.attachments);
      return after;
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.publish,
    route('school-publish', {
      summary: 'Publishes a draft of the caller’s school; a circular gets the next number of the year',
      description: 'The public sees it from its publishFrom. 409 if it is published already.',
      body: NoticeIdSchema,
      answers: { 200: NoticeSchema },
    }),
    async (request) => {
      const schoolId = ownSchool(request);
      const { id } = request.body;
      const published = uniquely(NOTICE_MESSAGES.numberTaken, () => writes.publish(request, schoolId, id, now()));
      return (await published).after;
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.delete,
    route('school-publish', {
      summary: 'Deletes a notice of the caller’s school and its attachments’ files',
      description: 'A published circular may be deleted too; its number is never given again.',
      body: NoticeIdSchema,
      answers: { 200: NoticeIdSchema },
    }),
    async (request) => {
      const schoolId = ownSchool(request);
      const { id } = request.body;
      const { before } = await writes.change(request, schoolId, id, 'delete', async (trx) => {
        await store.remove(trx, schoolId, id);
        return undefined;
      });
      await removeDroppedFiles(app, schoolId, before.attachments);
      return { id };
    },
  );
}
