import * as z from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOTICE_LIMITS, NOTICE_MESSAGES, NOTICE_ROUTES, NoticeBoardSchema, NoticePageSchema, NoticeQuerySchema, NoticeSchema } from '@school/shared/contracts/notices';
import { Origin, publicSchoolByCode, schoolAtOrigin } from '../../plugins/tenancy.js';
import { found, MAX_ID } from '../common.js';
import { profileRepository } from '../documents/repository.js';
import { revalidatedAnswers, sendRevalidated } from '../../plugins/revalidated.js';
import { moduleRoutes } from '../route-options.js';
import { noticeAdminRoutes } from './admin-routes.js';
import { noticesRss } from './notices-rss.js';
import { noticeRepository, type NoticeShelf } from './repository.js';

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
 * Notices and circulars (contracts/notices.ts). Visitors read the published ones by the
 * school's code, and feed readers the RSS of a site's address; school admins write their own
 * school's (admin-routes.ts).
 *
 * The public answers are read from the database on every request, with an ETag and no-cache,
 * never from the list cache (plugins/list-cache.ts): a notice starts and ends by the clock, not
 * by a write the cache could be told of, so a kept answer would show a notice late or keep an
 * expired one; and a max-age, however short, would do the same for its length. An unchanged
 * answer is still a 304 of no body. The queries are indexed reads of a page of one school.
 */
export async function noticeRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'notices');
  const store = noticeRepository(app.db);
  const now = () => new Date().toISOString();
  await app.register(noticeAdminRoutes);

  /** A public answer, revalidated on every use (see above: no cache outlives the request). */
  const fresh = (request: FastifyRequest, reply: FastifyReply, answer: unknown) => sendRevalidated(request, reply, JSON.stringify(answer));
  const revalidated = ' (public; answers 304 to a matching If-None-Match)';

  const shelves: { path: string; shelf: NoticeShelf; summary: string }[] = [
    { path: NOTICE_ROUTES.current, shelf: 'current', summary: 'A page of a school’s current notices, newest first (public)' },
    { path: NOTICE_ROUTES.archive, shelf: 'archive', summary: 'A page of a school’s expired notices, latest expiry first (public)' },
  ];
  for (const { path, shelf, summary } of shelves) {
    const description = `${NOTICE_LIMITS.pageSize} a page; \`total\` is how many the filter has in all. Answers 304 to a matching If-None-Match.`;
    routes.get(path, route('public', { summary, description, querystring: NoticeQuerySchema, answers: revalidatedAnswers(NoticePageSchema) }), async (request, reply) => {
      const { school: code, category, page = 1 } = request.query;
      const school = await publicSchoolByCode(app.db, code);
      const at = now();
      const [{ items, total }, changedAt] = await Promise.all([store.shelf(school.id, shelf, at, { category, page }), store.changedAt(school.id, shelf, at)]);
      return fresh(request, reply, { items, total, page, pageSize: NOTICE_LIMITS.pageSize, changedAt });
    });
  }

  routes.get(
    NOTICE_ROUTES.board,
    route('public', {
      summary: `The latest ${NOTICE_LIMITS.board} current notices of a school, for its home page${revalidated}`,
      querystring: SchoolQuery,
      answers: revalidatedAnswers(NoticeBoardSchema),
    }),
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      return fresh(request, reply, { items: await store.board(school.id, now()) });
    },
  );

  routes.get(
    `${NOTICE_ROUTES.one}/:id`,
    route('public', {
      summary: `One published notice of a school, current or archived; 404 before its publishFrom${revalidated}`,
      params: IdParam,
      querystring: SchoolQuery,
      answers: revalidatedAnswers(NoticeSchema),
    }),
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      return fresh(request, reply, await found(store.visible(school.id, request.params.id, now()), NOTICE_MESSAGES.notFound));
    },
  );

  routes.get(
    '/Site/NoticesRss',
    route('public', {
      summary: 'notices.rss of the school at an address (what the web server answers for /notices.rss): its current notices, RSS 2.0',
      description: '`lang=hi`: the titles in Hindi, English where the school wrote none, linking to the Hindi pages.',
      querystring: z.strictObject({ ...Origin.shape, lang: z.enum(['', 'en', 'hi']).optional() }),
      answers: { 200: z.string().describe('An RSS 2.0 feed') },
    }),
    async (request, reply) => {
      const { school, origin } = await schoolAtOrigin(app, request.query.origin);
      const language = request.query.lang === 'hi' ? 'hi' : 'en';
      const notices = (await store.shelf(school.id, 'current', now(), { page: 1 }, FEED_ITEMS)).items;
      // The school's name in Hindi where it has one (its profile), for the Hindi feed's title.
      const nameHi = language === 'hi' ? (await profileRepository(app.db).get(school.id)).nameHi : '';
      // As the lists: a notice starts and ends by the clock, so readers ask again each time.
      reply.header('Cache-Control', 'no-cache');
      return reply.type('application/rss+xml; charset=utf-8').send(noticesRss(origin, nameHi || school.schoolName, notices, language));
    },
  );
}
