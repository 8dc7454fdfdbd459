import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { hostNameOf, NO_SCHOOL_HERE, SiteSchema, type Site } from '@school/shared/contracts/site';
import type { ApiConfig } from '../../config.js';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { answers } from '../common.js';
import { checkNamedFiles, removeUnnamedFiles } from './document-files.js';
import { profileStore } from './documents.js';
import type { HostDirectory } from './host-directory.js';

/** GET /Site: the school whose site a page is, found by the page's host name, with its profile; and the profile's edit. */
export async function siteRoutes(app: FastifyInstance, { config, hosts }: { config: ApiConfig; hosts: HostDirectory }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const profiles = profileStore(app.db);

  routes.get(
    '/Site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The school at a host name (public: every page asks it first)',
        querystring: z.strictObject({ host: z.string().max(300) }),
        // The answer is the cached JSON text, sent as it is; the schema is what that text holds.
        response: answers({ 200: SiteSchema }),
      },
    },
    async (request, reply) => {
      // Any page may read the answer, an unknown address's too (CORS admits only schools'
      // addresses): that is how it learns it is no school's. A minute in the browser: a
      // visitor's pages ask it once. A refusal is not kept, so a new address works at once.
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', 'no-store');
      const host = hostNameOf(request.query.host);
      const { json } = await app.listCache.get('site', host ?? '', SiteSchema, async () => {
        const school = host ? await hosts.schoolAt(host) : null;
        if (!school) throw new HttpError(404, NO_SCHOOL_HERE);
        return { schoolCode: school.schoolCode, schoolName: school.schoolName, demoContent: config.seed.demoContent, profile: await profiles.get(school.id) };
      });
      reply.header('Cache-Control', 'public, max-age=60');
      // A string is sent as it is, not serialized again: the cache's text is the answer (typed
      // as the schema it was written through).
      return reply.type('application/json; charset=utf-8').send(json as unknown as Site);
    },
  );

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
      await profiles.set(schoolId, request.body);
      await app.listCache.invalidate('site');
      await removeUnnamedFiles(app, schoolId, previous);
      return request.body;
    },
  );
}
