import type { FastifyInstance } from 'fastify';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { ownSchool } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-log.js';
import { checkNamedFiles, removeUnnamedFiles } from '../documents/named-files.js';
import { profileRepository } from '../documents/repository.js';
import { moduleRoutes } from '../route-options.js';

/** The school admin's edit of its school's profile, which GET /Site (routes.ts) hands every page. */
export async function profileRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'site');
  const profiles = profileRepository(app.db);

  routes.post(
    '/School/Profile/Update',
    route('school-admin', {
      summary: 'Replaces the profile of the caller’s school (what its pages show in the header, footer and contact)',
      body: SchoolProfileSchema,
      answers: { 200: SchoolProfileSchema },
    }),
    async (request) => {
      const schoolId = ownSchool(request);
      const previous = await profiles.get(schoolId);
      await checkNamedFiles(app, schoolId, previous, request.body);
      await app.db.transaction().execute(async (trx) => {
        await profiles.set(schoolId, request.body, trx);
        await recordAudit(trx, request, { action: 'update', entity: 'profile', schoolId, before: previous, after: request.body });
      });
      await app.listCache.invalidate('site');
      await removeUnnamedFiles(app, schoolId, previous);
      return request.body;
    },
  );
}
