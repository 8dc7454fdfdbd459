import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { ownSchool } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-log.js';
import { answers } from '../common.js';
import { checkNamedFiles, removeUnnamedFiles } from './document-files.js';
import { profileStore } from './documents.js';

/** The school admin's edit of its school's profile, which GET /Site (routes.ts) hands every page. */
export async function profileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const profiles = profileStore(app.db);

  routes.post(
    '/School/Profile/Update',
    {
      config: { access: 'school' },
      schema: {
        tags: ['site'],
        summary: 'Replaces the profile of the caller’s school (what its pages show in the header, footer and contact)',
        body: SchoolProfileSchema,
        response: answers({ 200: SchoolProfileSchema }),
      },
    },
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
