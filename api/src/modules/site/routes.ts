import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { hostNameOf, NO_SCHOOL_HERE, OPTIONAL_PAGE_KINDS, SiteSchema, type Site } from '@school/shared/contracts/site';
import { HttpError } from '../../plugins/errors.js';
import { pageStates, profileRepository } from '../documents/repository.js';
import { siteRemotes } from '../releases/site-remotes.js';
import { moduleRoutes } from '../route-options.js';
import { NOINDEX, siteHead } from '@school/shared/contracts/site-head';

/** GET /Site: the school whose site a page is, found by the page's host name, with its profile (its edit: profile-routes.ts). */
export async function siteRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'site');
  const profiles = profileRepository(app.db);

  /**
   * The site data of the school at a host name, as cached JSON text; a 404 when no school has
   * it. Whether it is demo is the school's own (schools.demo), whatever the API was started
   * with; and which optional pages it has written come along, so the menu needs no request.
   */
  const siteAt = async (text: string) => {
    const host = hostNameOf(text);
    const { json } = await app.listCache.get('site', host ?? '', SiteSchema, async () => {
      const school = await app.schoolAt(host);
      if (!school) throw new HttpError(404, NO_SCHOOL_HERE);
      const pages = await pageStates(app.db, school.id);
      return {
        schoolCode: school.schoolCode,
        schoolName: school.schoolName,
        demoContent: school.demo,
        profile: await profiles.get(school.id),
        optionalPages: OPTIONAL_PAGE_KINDS.filter((kind) => pages.get(kind)?.filled === true),
      };
    });
    return json;
  };

  routes.get(
    '/Site',
    route('public', {
      summary: 'The school at a host name (public: every page asks it first)',
      querystring: z.strictObject({ host: z.string().max(300) }),
      // The answer is the cached JSON text, sent as it is; the schema is what that text holds.
      answers: { 200: SiteSchema },
    }),
    async (request, reply) => {
      // Any page may read the answer, an unknown address's too (CORS admits only schools'
      // addresses): that is how it learns it is no school's. A minute in the browser: a
      // visitor's pages ask it once. A refusal is not kept, so a new address works at once.
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', 'no-store');
      const json = await siteAt(request.query.host);
      reply.header('Cache-Control', 'public, max-age=60');
      // A string is sent as it is, not serialized again: the cache's text is the answer (typed
      // as the schema it was written through).
      return reply.type('application/json; charset=utf-8').send(json as unknown as Site);
    },
  );

  routes.get(
    '/Site/Head',
    route('public', {
      summary: 'What the web server serving the site puts in its page’s <head> for a host name (deploy/nginx, tooling/static-server.mjs)',
      description:
        'The site data inlined, so the page need not ask GET /Site, and on the home page a preload of the first banner picture, ' +
        'the largest element, so the browser fetches it while the scripts load. 403 when no school has the address: ' +
        'nginx’s auth_request takes only 401 and 403 as a refusal, and the web server answers the page with 404.',
      querystring: z.strictObject({
        host: z.string().max(300),
        home: z.enum(['0', '1'], 'must be 1 (the home page) or 0').default('0'),
      }),
      answers: { 200: z.string().describe('An HTML fragment') },
    }),
    async (request, reply) => {
      const { host, home } = request.query;
      const json = await siteAt(host).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(403, NO_SCHOOL_HERE);
        throw error;
      });
      const site = JSON.parse(json) as Site;
      // Which release of each remote the page loads, so it need not ask first; without it (the
      // database failing just now) the page asks GET /Site/Remotes itself.
      const releases = await siteRemotes(app, site.schoolCode).then(
        (answer) => answer.json,
        (error: unknown) => {
          request.log.error({ err: error }, 'The remotes’ releases could not be read for the page’s head');
          return null;
        },
      );
      reply.header('Cache-Control', 'no-store'); // the page it goes into is revalidated on every load
      // A demo school's made-up pages are kept out of search engines (the head holds the meta too).
      if (site.demoContent) reply.header('X-Robots-Tag', NOINDEX);
      return reply.type('text/html; charset=utf-8').send(siteHead(site, json, releases, { home: home === '1' }));
    },
  );
}
