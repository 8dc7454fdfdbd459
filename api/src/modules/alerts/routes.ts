import type { FastifyInstance } from 'fastify';
import { SiteAlertsSchema, type SiteAlerts } from '@school/shared/contracts/alerts';
import { SchoolQuery } from '../common.js';
import { publicSchoolByCode } from '../../plugins/tenancy.js';
import { revalidatedAnswers, sendRevalidated } from '../../plugins/revalidated.js';
import { moduleRoutes } from '../route-options.js';
import { alertAuthorRoutes } from './author-routes.js';
import { alertRepository } from './repository.js';

/**
 * The alert banner: visitors' pages ask which alerts are showing now; school admins post alerts
 * for their own site, the provider to every school's at once (author-routes.ts).
 */
export async function alertRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'alerts');
  const store = alertRepository(app.db);
  const now = () => new Date().toISOString();
  await app.register(alertAuthorRoutes);

  routes.get(
    '/Site/Alerts',
    route('public', {
      summary: 'The alerts showing now on a school’s site, its own and every school’s (public; answers 304 to a matching If-None-Match)',
      querystring: SchoolQuery,
      answers: revalidatedAnswers(SiteAlertsSchema),
    }),
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      const answer: SiteAlerts = { alerts: await store.showing(school.id, now()) };
      // Every page polls this each minute, and an alert must show (or go) within that minute, so
      // no copy may be reused without asking: no-cache plus an ETag, and an unchanged answer (the
      // usual one: no alert) is a 304 of no body. A max-age, however short, would add its length
      // to the minute. No memory cache either: an alert starts and ends by the clock, not by a
      // write a cache could be told of; the query is one indexed read of a few rows.
      return sendRevalidated(request, reply, JSON.stringify(answer));
    },
  );
}
