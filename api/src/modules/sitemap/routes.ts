import * as z from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageKind } from '@school/shared/contracts/pages';
import { hostNameOf, isOptionalPage, NO_SCHOOL_HERE } from '@school/shared/contracts/site';
import { SITE_MAP_PAGES, type SiteMapPage } from '@school/shared/contracts/site-map';
import { HttpError } from '../../plugins/errors.js';
import { answers } from '../common.js';
import { pageStates, type PageState } from '../site/documents.js';
import type { HostDirectory, SchoolAtHost } from '../site/host-directory.js';
import { NOINDEX } from '../site/site-head.js';
import { robotsTxt, sitemapXml } from './sitemap-xml.js';

/** The site's address as the web server saw it asked: scheme, host name and port, nothing else. */
export const Origin = z.strictObject({
  origin: z
    .string()
    .max(300)
    .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be the site’s origin, such as https://school.example'),
});

/**
 * The school at an origin and the origin as the site's links write it (lower case, no default
 * port): for the files the web server asks the API for the address a visitor asked (sitemap.xml,
 * robots.txt, notices.rss). An address no school has is a 404.
 */
export async function schoolAtOrigin(hosts: HostDirectory, origin: string) {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new HttpError(400, 'origin: must be the site’s origin, such as https://school.example');
  }
  const host = hostNameOf(url.hostname);
  const school = host ? await hosts.schoolAt(host) : null;
  if (!school) throw new HttpError(404, NO_SCHOOL_HERE);
  return { school, origin: url.origin };
}

/** A demo school's files, as its pages, ask search engines not to index them (a header, for files that have no head). */
const markDemo = (reply: FastifyReply, school: SchoolAtHost) => {
  if (school.demo) reply.header('X-Robots-Tag', NOINDEX);
};

/**
 * sitemap.xml and robots.txt of each school's site. The web server serving the site (deploy/nginx,
 * tooling/static-server.mjs) asks them for the address a visitor asked, so every school's list
 * names its own address; an address no school has is a 404.
 */
export async function sitemapRoutes(app: FastifyInstance, { hosts }: { hosts: HostDirectory }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const schoolAt = (origin: string) => schoolAtOrigin(hosts, origin);

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
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'sitemap.xml of the school at an address (what the web server answers for /sitemap.xml)',
        description:
          'Every public page at the origin given, in English and in Hindi (?lang=hi), each with both as hreflang alternates and, where known, when its content last changed; ' +
          'an optional page (the namesake page, science labs, sports) only once the school has written it. A demo school’s answer carries X-Robots-Tag: noindex.',
        querystring: Origin,
        response: answers({ 200: z.string().describe('A sitemap (sitemaps.org 0.9)') }),
      },
    },
    async (request, reply) => {
      const { school, origin } = await schoolAt(request.query.origin);
      const saved = await pageStates(app.db, school.id);
      const entries = SITE_MAP_PAGES.filter((page) => listed(page, saved)).map((page) => ({ page, lastmod: lastModified(page.kinds, saved) }));
      reply.header('Cache-Control', 'no-cache');
      markDemo(reply, school);
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, entries));
    },
  );

  routes.get(
    '/Site/Robots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'robots.txt of the school at an address (what the web server answers for /robots.txt), naming its sitemap; a demo school’s disallows everything',
        querystring: Origin,
        response: answers({ 200: z.string().describe('robots.txt') }),
      },
    },
    async (request, reply) => {
      const { school, origin } = await schoolAt(request.query.origin);
      reply.header('Cache-Control', 'no-cache');
      markDemo(reply, school);
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(origin, school.demo));
    },
  );
}
