import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Dialect } from '../../db/migrations.js';
import { moduleRoutes } from '../route-options.js';
import { PRERENDER_ROUTES, PrerenderAlertsSchema, PrerenderChangesSchema, PrerenderContentSchema, PrerenderRemotesSchema, PrerenderSchoolsSchema } from '@school/shared/contracts/prerender';
import { alertRepository } from '../alerts/repository.js';
import { releaseRepository } from '../releases/repository.js';
import { prerenderFeed } from './feed.js';

/** PostgreSQL's largest integer, the audit log's id type: a larger `after` is no id. */
const ID_MAX = 2_147_483_647;
export const CHANGES_LIMIT = { default: 500, max: 1000 } as const;

/** A whole number in a query string, within bounds; the message as the house says it. */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d{1,10}$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
};

const AlertsQuery = z.strictObject({ school: wholeNumber(1, ID_MAX).optional() });

const ChangesQuery = z.strictObject({
  after: wholeNumber(0, ID_MAX),
  limit: wholeNumber(1, CHANGES_LIMIT.max).default(CHANGES_LIMIT.default),
});

/**
 * What the prerenderer asks (docs/decisions/014-prerendered-pages.md): the schools whose sites
 * are served, and then, from the audit log, every change of a school's content after a cursor,
 * so it re-renders only that school's affected pages, and the content remote's versions by
 * channel and pin (decision 015), so it renders each school with the one its visitors load, and
 * what every school's pages load of each remote, at once. Registered only when RENDERER_TOKEN is
 * set (app.ts): without it these are unknown routes. Only the renderer's token is admitted
 * (plugins/auth.ts, access 'renderer'); left off the public API docs.
 */
export async function prerenderRoutes(app: FastifyInstance, { dialect }: { dialect: Dialect }) {
  const { routes, route } = moduleRoutes(app, 'prerender');
  const feed = prerenderFeed(app.db, dialect);

  routes.get(
    PRERENDER_ROUTES.schools,
    route('renderer', { hide: true, answers: { 200: PrerenderSchoolsSchema } }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // The cursor first: a change after the list was read is after the cursor, never lost.
      const cursor = await feed.settledBound();
      return { schools: await feed.schools(), cursor };
    },
  );

  routes.get(
    PRERENDER_ROUTES.changes,
    route('renderer', { hide: true, querystring: ChangesQuery, answers: { 200: PrerenderChangesSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { after, limit } = request.query;
      const bound = await feed.settledBound();
      const changes = await feed.changes(after, bound, limit);
      // A full page goes on from its last entry. Otherwise every settled id up to the bound has
      // been looked at (logins and the provider's own entries are passed over), so the cursor
      // moves there and the next call does not read them again.
      const cursor = changes.length === limit ? changes[changes.length - 1]!.id : Math.max(after, bound);
      return { changes, cursor };
    },
  );

  routes.get(
    PRERENDER_ROUTES.content,
    route('renderer', { hide: true, answers: { 200: PrerenderContentSchema } }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return feed.content();
    },
  );

  routes.get(
    PRERENDER_ROUTES.remotes,
    route('renderer', { hide: true, answers: { 200: PrerenderRemotesSchema } }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return releaseRepository(app.db).everySchool();
    },
  );

  routes.get(
    PRERENDER_ROUTES.alerts,
    route('renderer', { hide: true, querystring: AlertsQuery, answers: { 200: PrerenderAlertsSchema } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { everySchool, bySchool } = await alertRepository(app.db).notEnded(new Date().toISOString(), request.query.school);
      return { everySchool, schools: [...bySchool].map(([schoolId, alerts]) => ({ schoolId, alerts })) };
    },
  );
}
