import * as z from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageKind } from '@school/shared/contracts/pages';
import { isOptionalPage } from '@school/shared/contracts/site';
import { SITE_MAP_PAGES, type SiteMapPage } from '@school/shared/contracts/site-map';
import { Origin, schoolAtOrigin, type SchoolAtHost } from '../../plugins/tenancy.js';
import { pageStates, type PageState } from '../documents/repository.js';
import { moduleRoutes } from '../route-options.js';
import { NOINDEX } from '@school/shared/contracts/site-head';
import { robotsTxt, sitemapXml } from './sitemap-xml.js';

/** A demo school's files, as its pages, ask search engines not to index them (a header, for files that have no head). */
const markDemo = (reply: FastifyReply, school: SchoolAtHost) => {
  if (school.demo) reply.header('X-Robots-Tag', NOINDEX);
};

/**
 * sitemap.xml and robots.txt of each school's site. The web server serving the site (deploy/nginx,
 * tooling/static-server.mjs) asks them for the address a visitor asked, so every school's list
 * names its own address; an address no school has is a 404.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'site');

  /** A page the school does not have (an optional one it has not written) is not listed: its route only says it is being set up. */
  const listed = (page: SiteMapPage, saved: Map<PageKind, PageState>) => !page.kinds.some((kind) => isOptionalPage(kind) && saved.get(kind)?.filled !== true);

  /**
   * When a page's content last changed: the latest save of its documents, as the page's "Last
   * updated" says, while it shows anything of the school's. A page still on its default text or
   * being set up has no date (its words are not the school's). A list page (staff, events,
   * alumni) has none here either: its date is GET /Site/LastChanged's, which the list shows.
   */
  const lastModified = (kinds: readonly PageKind[], saved: Map<PageKind, PageState>): string | null => {
    const documents = kinds.flatMap((kind) => saved.get(kind) ?? []);
    if (!documents.some((document) => document.filled)) return null;
    return documents.map((document) => document.updatedAt).reduce((last, time) => (time > last ? time : last));
  };

  routes.get(
    '/Site/Sitemap',
    route('public', {
      summary: 'sitemap.xml of the school at an address (what the web server answers for /sitemap.xml)',
      description:
        'Every public page at the origin given, in English and in Hindi (?lang=hi), each with both as hreflang alternates and, where known, when its content last changed; ' +
        'an optional page (the namesake page, science labs, sports) only once the school has written it. A demo school’s answer carries X-Robots-Tag: noindex.',
      querystring: Origin,
      answers: { 200: z.string().describe('A sitemap (sitemaps.org 0.9)') },
    }),
    async (request, reply) => {
      const { school, origin } = await schoolAtOrigin(app, request.query.origin);
      const saved = await pageStates(app.db, school.id);
      const entries = SITE_MAP_PAGES.filter((page) => listed(page, saved)).map((page) => ({ page, lastmod: lastModified(page.kinds, saved) }));
      reply.header('Cache-Control', 'no-cache');
      markDemo(reply, school);
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, entries));
    },
  );

  routes.get(
    '/Site/Robots',
    route('public', {
      summary: 'robots.txt of the school at an address (what the web server answers for /robots.txt), naming its sitemap; a demo school’s disallows everything',
      querystring: Origin,
      answers: { 200: z.string().describe('robots.txt') },
    }),
    async (request, reply) => {
      const { school, origin } = await schoolAtOrigin(app, request.query.origin);
      reply.header('Cache-Control', 'no-cache');
      markDemo(reply, school);
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(origin, school.demo));
    },
  );
}
