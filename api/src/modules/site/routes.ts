import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostNameOf, NO_SCHOOL_HERE, SiteSchema } from '@school/shared/contracts/site';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { answers } from '../common.js';
import type { HostDirectory } from './host-directory.js';

/** GET /Site: the school whose site a page is, found by the page's host name. */
export async function siteRoutes(app: FastifyInstance, { config, hosts }: { config: ApiConfig; hosts: HostDirectory }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/Site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The school at a host name (public: every page asks it first)',
        querystring: z.strictObject({ host: z.string().max(300) }),
        response: answers({ 200: SiteSchema }),
      },
    },
    async (request, reply) => {
      const host = hostNameOf(request.query.host);
      const school = host ? await hosts.schoolAt(host) : null;
      // Any page may read the answer, an unknown address's too (CORS admits only schools'
      // addresses): that is how it learns it is no school's. A minute in the browser: a
      // visitor's pages ask it once. A refusal is not kept, so a new address works at once.
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', school ? 'public, max-age=60' : 'no-store');
      if (!school) throw new HttpError(404, NO_SCHOOL_HERE);
      return { schoolCode: school.schoolCode, schoolName: school.schoolName, demoContent: config.seed.demoContent };
    },
  );
}
