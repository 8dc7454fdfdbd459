import type { FastifyInstance } from 'fastify';
import { DisclosureAnswerSchema } from '@school/shared/contracts/disclosure-answer';
import { SchoolQuery } from '../common.js';
import { revalidatedAnswers, sendRevalidated } from '../../plugins/revalidated.js';
import { moduleRoutes } from '../route-options.js';
import { disclosureOf } from './disclosure.js';

/**
 * GET /Site/Disclosure: a school's CBSE Mandatory Public Disclosure, sections A to E at once.
 *
 * Not kept in the list cache, unlike the pages: it is made of a school's profile, three pages
 * and its staff, whose writes forget three different kinds of cached answer, and a staff
 * member's new category must change section D at once. Put together afresh on each visit (a few
 * small queries), it is sent with an ETag of its text and `no-cache`, as the pages are, so an
 * unchanged disclosure still costs the visitor only a 304.
 */
export async function disclosureRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'pages');

  routes.get(
    '/Site/Disclosure',
    route('public', {
      summary: 'A school’s CBSE Mandatory Public Disclosure, sections A to E, with its figures computed (public; answers 304 to a matching If-None-Match)',
      querystring: SchoolQuery,
      answers: revalidatedAnswers(DisclosureAnswerSchema),
    }),
    async (request, reply) => sendRevalidated(request, reply, JSON.stringify(DisclosureAnswerSchema.parse(await disclosureOf(app, request.query.school)))),
  );
}
