import * as z from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  NOTICE_ROUTES,
  NoticeBoardSchema,
  NoticeIdSchema,
  NoticeInputSchema,
  NoticeListRequestSchema,
  NoticeListSchema,
  NoticePageSchema,
  NoticeQuerySchema,
  NoticeSchema,
  NoticeUpdateSchema,
} from '@school/shared/contracts/notices';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { Origin, schoolAtOrigin } from '../../plugins/tenancy.js';
import { recordAudit } from '../audit/audit-log.js';
import { answers, found, MAX_ID } from '../common.js';
import { publicSchoolByCode } from '../tenancy.js';
import { sendRevalidated } from '../revalidated.js';
import { unindexRow, indexRow } from '../search/search-index.js';
import { profileStore } from '../site/documents.js';
import { removeDroppedFiles, resolveAttachments } from './attachment-files.js';
import { noticesRss } from './notices-rss.js';
import { NOTICE_ENTITY as ENTITY, noticeStore, type NoticeShelf } from './repository.js';

/** The most notices the RSS feed carries: the newest current ones. */
const FEED_ITEMS = 50;

const SchoolQuery = z.strictObject({ school: z.string().trim().min(1).max(50) });
const IdParam = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'id: a notice’s number')
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, 'id: a notice’s number'),
});

/**
 * Notices and circulars (contracts/notices.ts). School admins write their own school's; visitors
 * read the published ones by the school's code, and feed readers the RSS of a site's address.
 * Every write and its audit entry (and its search entry) are one transaction; files a write
 * stopped naming go after its commit.
 *
 * The public answers are read from the database on every request, with an ETag and no-cache,
 * never from the list cache (plugins/list-cache.ts): a notice starts and ends by the clock, not
 * by a write the cache could be told of, so a kept answer would show a notice late or keep an
 * expired one; and a max-age, however short, would do the same for its length. An unchanged
 * answer is still a 304 of no body. The queries are indexed reads of a page of one school.
 */
export async function noticeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const store = noticeStore(app.db);
  const now = () => new Date().toISOString();

  /** A public answer, revalidated on every use (see above: no cache outlives the request). */
  const fresh = (request: FastifyRequest, reply: FastifyReply, answer: unknown) => sendRevalidated(request, reply, JSON.stringify(answer));

  const shelves: { path: string; shelf: NoticeShelf; summary: string }[] = [
    { path: NOTICE_ROUTES.current, shelf: 'current', summary: 'A page of a school’s current notices, newest first (public)' },
    { path: NOTICE_ROUTES.archive, shelf: 'archive', summary: 'A page of a school’s expired notices, latest expiry first (public)' },
  ];
  for (const { path, shelf, summary } of shelves) {
    routes.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['notices'],
          summary,
          description: `${NOTICE_LIMITS.pageSize} a page; \`total\` is how many the filter has in all. Answers 304 to a matching If-None-Match.`,
          querystring: NoticeQuerySchema,
          response: answers({ 200: NoticePageSchema, 304: z.null() }),
        },
      },
      async (request, reply) => {
        const { school: code, category, page = 1 } = request.query;
        const school = await publicSchoolByCode(app.db, code);
        const at = now();
        const [{ items, total }, changedAt] = await Promise.all([store.shelf(school.id, shelf, at, { category, page }), store.changedAt(school.id, shelf, at)]);
        return fresh(request, reply, { items, total, page, pageSize: NOTICE_LIMITS.pageSize, changedAt });
      },
    );
  }

  routes.get(
    NOTICE_ROUTES.board,
    {
      config: { access: 'public' },
      schema: {
        tags: ['notices'],
        summary: `The latest ${NOTICE_LIMITS.board} current notices of a school, for its home page (public; answers 304 to a matching If-None-Match)`,
        querystring: SchoolQuery,
        response: answers({ 200: NoticeBoardSchema, 304: z.null() }),
      },
    },
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      return fresh(request, reply, { items: await store.board(school.id, now()) });
    },
  );

  routes.get(
    `${NOTICE_ROUTES.one}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['notices'],
        summary: 'One published notice of a school, current or archived; 404 before its publishFrom (public; answers 304 to a matching If-None-Match)',
        params: IdParam,
        querystring: SchoolQuery,
        response: answers({ 200: NoticeSchema, 304: z.null() }),
      },
    },
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      const notice = await found(store.visible(school.id, request.params.id, now()), NOTICE_MESSAGES.notFound);
      return fresh(request, reply, notice);
    },
  );

  routes.get(
    '/Site/NoticesRss',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notices'],
        summary: 'notices.rss of the school at an address (what the web server answers for /notices.rss): its current notices, RSS 2.0',
        description: '`lang=hi`: the titles in Hindi, English where the school wrote none, linking to the Hindi pages.',
        querystring: z.strictObject({ ...Origin.shape, lang: z.enum(['', 'en', 'hi']).optional() }),
        response: answers({ 200: z.string().describe('An RSS 2.0 feed') }),
      },
    },
    async (request, reply) => {
      const { school, origin } = await schoolAtOrigin(app, request.query.origin);
      const language = request.query.lang === 'hi' ? 'hi' : 'en';
      const notices = (await store.shelf(school.id, 'current', now(), { page: 1 }, FEED_ITEMS)).items;
      // The school's name in Hindi where it has one (its profile), for the Hindi feed's title.
      const nameHi = language === 'hi' ? (await profileStore(app.db).get(school.id)).nameHi : '';
      // As the lists: a notice starts and ends by the clock, so readers ask again each time.
      reply.header('Cache-Control', 'no-cache');
      return reply.type('application/rss+xml; charset=utf-8').send(noticesRss(origin, nameHi || school.schoolName, notices, language));
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.list,
    {
      config: { access: 'school' },
      schema: {
        tags: ['notices'],
        summary: 'Every notice of the caller’s school, drafts too, newest date first',
        body: NoticeListRequestSchema,
        response: answers({ 200: NoticeListSchema }),
      },
    },
    async (request) => ({ items: await store.list(ownSchool(request)) }),
  );

  routes.post(
    NOTICE_ROUTES.admin.add,
    {
      config: { access: 'school' },
      schema: {
        tags: ['notices'],
        summary: 'Adds a notice of the caller’s school, as a draft',
        description: `Attachments are files uploaded first (POST /School/Page/Upload). At most ${NOTICE_LIMITS.perSchool} notices a school (409 past that).`,
        body: NoticeInputSchema,
        response: answers({ 201: NoticeSchema }),
      },
    },
    async (request, reply) => {
      const schoolId = ownSchool(request);
      const attachments = await resolveAttachments(app, schoolId, [], request.body.attachments);
      const notice = await app.db.transaction().execute(async (trx) => {
        if ((await store.count(trx, schoolId)) >= NOTICE_LIMITS.perSchool) throw new HttpError(409, NOTICE_MESSAGES.tooMany);
        const added = await store.add(trx, schoolId, { ...request.body, attachments }, now());
        await recordAudit(trx, request, { action: 'create', entity: ENTITY, entityId: added.id, schoolId, after: added });
        return added;
      });
      reply.status(201);
      return notice;
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.update,
    {
      config: { access: 'school' },
      schema: {
        tags: ['notices'],
        summary: 'Replaces a notice of the caller’s school (its status and circular number stay)',
        description: 'A published notice cannot become a circular, nor a published circular anything else (409). Attachments it no longer names are removed.',
        body: NoticeUpdateSchema,
        response: answers({ 200: NoticeSchema }),
      },
    },
    async (request) => {
      const schoolId = ownSchool(request);
      const { id, ...input } = request.body;
      const before = await found(store.get(app.db, schoolId, id), NOTICE_MESSAGES.notFound);
      if (before.status === 'published' && (before.category === 'circular') !== (input.category === 'circular')) {
        throw new HttpError(409, NOTICE_MESSAGES.circularCategoryFixed);
      }
      // Checked before the transaction (it reads the disk and the school), then the row must be
      // as it was read: a save in between would have judged other attachments.
      const attachments = await resolveAttachments(app, schoolId, before.attachments, input.attachments);
      const after = await app.db.transaction().execute(async (trx) => {
        const current = await found(store.get(trx, schoolId, id), NOTICE_MESSAGES.notFound);
        if (current.updatedAt !== before.updatedAt || current.status !== before.status) throw new HttpError(409, NOTICE_MESSAGES.changedMeanwhile);
        const updated = await found(store.update(trx, schoolId, id, { ...input, attachments }, now()), NOTICE_MESSAGES.notFound);
        if (updated.status === 'published') await indexRow(trx, 'notice', { schoolId, notice: updated });
        await recordAudit(trx, request, { action: 'update', entity: ENTITY, entityId: id, schoolId, before, after: updated });
        return updated;
      });
      await removeDroppedFiles(app, schoolId, before.attachments, after.attachments);
      return after;
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.publish,
    {
      config: { access: 'school' },
      schema: {
        tags: ['notices'],
        summary: 'Publishes a draft of the caller’s school; a circular gets the next number of the year',
        description: 'The public sees it from its publishFrom. 409 if it is published already.',
        body: NoticeIdSchema,
        response: answers({ 200: NoticeSchema }),
      },
    },
    async (request) => {
      const schoolId = ownSchool(request);
      const { id } = request.body;
      return uniquely(NOTICE_MESSAGES.numberTaken, () =>
        app.db.transaction().execute(async (trx) => {
          const before = await found(store.get(trx, schoolId, id), NOTICE_MESSAGES.notFound);
          if (before.status === 'published') throw new HttpError(409, NOTICE_MESSAGES.alreadyPublished);
          const after = await store.publish(trx, schoolId, id, now());
          if (!after) throw new HttpError(409, NOTICE_MESSAGES.alreadyPublished);
          await indexRow(trx, 'notice', { schoolId, notice: after });
          await recordAudit(trx, request, { action: 'publish', entity: ENTITY, entityId: id, schoolId, before, after });
          return after;
        }),
      );
    },
  );

  routes.post(
    NOTICE_ROUTES.admin.delete,
    {
      config: { access: 'school' },
      schema: {
        tags: ['notices'],
        summary: 'Deletes a notice of the caller’s school and its attachments’ files',
        description: 'A published circular may be deleted too; its number is never given again.',
        body: NoticeIdSchema,
        response: answers({ 200: NoticeIdSchema }),
      },
    },
    async (request) => {
      const schoolId = ownSchool(request);
      const { id } = request.body;
      const before = await app.db.transaction().execute(async (trx) => {
        const notice = await found(store.get(trx, schoolId, id), NOTICE_MESSAGES.notFound);
        await store.remove(trx, schoolId, id);
        await unindexRow(trx, schoolId, 'notice', String(id));
        await recordAudit(trx, request, { action: 'delete', entity: ENTITY, entityId: id, schoolId, before: notice });
        return notice;
      });
      await removeDroppedFiles(app, schoolId, before.attachments);
      return { id };
    },
  );
}
