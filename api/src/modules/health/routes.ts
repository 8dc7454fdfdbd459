import type { FastifyInstance } from 'fastify';
import { AcceptFindingSchema, HEALTH_CALLS, HEALTH_MESSAGES, ProviderHealthSchema, SchoolHealthSchema } from '@school/shared/contracts/health';
import { NoFields } from '../common.js';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { moduleRoutes } from '../route-options.js';
import { healthRepository } from './repository.js';

/**
 * Site health's calls (issue 50): a school's findings, its acceptance of one, "Check now", and
 * the provider's overview of every school. The checks themselves run in the background
 * (runner.ts); "Check now" only asks for one.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'health');
  const health = healthRepository(app.db);

  routes.get(
    HEALTH_CALLS.school,
    route('school', { summary: 'The school’s site-health findings, open and accepted, and when it was last checked', answers: { 200: SchoolHealthSchema } }),
    async (request) => health.health(ownSchool(request)),
  );

  routes.post(
    HEALTH_CALLS.accept,
    route('school-publish', { summary: 'Accept an open finding, with the reason: it stays closed until its cause changes', body: AcceptFindingSchema, answers: { 200: SchoolHealthSchema } }),
    async (request) => {
      const schoolId = ownSchool(request);
      if (!(await health.accept(request, schoolId, request.body.id, request.body.reason))) throw new HttpError(404, HEALTH_MESSAGES.notFound);
      return health.health(schoolId);
    },
  );

  routes.post(
    HEALTH_CALLS.checkNow,
    route('school', { summary: 'Ask for the school’s check now: it runs in the background within seconds', body: NoFields, answers: { 202: SchoolHealthSchema } }),
    async (request, reply) => {
      const schoolId = ownSchool(request);
      await health.ask([schoolId], new Date().toISOString());
      return reply.code(202).send(await health.health(schoolId));
    },
  );

  routes.get(
    HEALTH_CALLS.provider,
    route('provider', { summary: 'Every school’s site-health score and open findings', answers: { 200: ProviderHealthSchema } }),
    async () => ({ schools: await health.overview() }),
  );
}
