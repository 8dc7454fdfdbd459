import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isBlank } from '@school/shared/contracts/page-values';
import { PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { hostNameOf, NO_SCHOOL_HERE } from '@school/shared/contracts/site';
import { SITE_MAP_PAGES } from '@school/shared/contracts/site-map';
import { HttpError } from '../../plugins/errors.js';
import { answers } from '../common.js';
import { documentStore } from '../site/documents.js';
import type { HostDirectory } from '../site/host-directory.js';
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

/**
 * sitemap.xml and robots.txt of each school's site. The web server serving the site (deploy/nginx,
 * tooling/static-server.mjs) asks them for the address a visitor asked, so every school's list
 * names its own address; an address no school has is a 404.
 */
export async function sitemapRoutes(app: FastifyInstance, { hosts }: { hosts: HostDirectory }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const documents = documentStore(app.db);

  const schoolAt = (origin: string) => schoolAtOrigin(hosts, origin);

  /** When each page document of a school was last saved, and whether it holds anything (unreadable: as if empty). */
  const savedDocuments = async (schoolId: number): Promise<Map<string, { updatedAt: string; filled: boolean }>> => {
    const saved = new Map<string, { updatedAt: string; filled: boolean }>();
    for (const row of await documents.all(schoolId)) {
      if (!PAGE_KINDS.includes(row.kind as PageKind)) continue; // the profile
      let body: unknown = {};
      try {
        body = JSON.parse(row.body);
      } catch {
        // unreadable: as if empty
      }
      const parsed = PAGES[row.kind as PageKind].schema.safeParse(body);
      saved.set(row.kind, { updatedAt: row.updatedAt, filled: parsed.success && !isBlank(parsed.data) });
    }
    return saved;
  };

  /**
   * When a page's content last changed: the latest save of its documents, as the page's "Last
   * updated" says, while it shows anything of the school's. A page still on its default text or
   * being set up has no date (its words are not the school's), nor has a list page (staff,
   * events, alumni: their records' times are not collected yet).
   */
  const lastModified = (kinds: readonly PageKind[], saved: Map<string, { updatedAt: string; filled: boolean }>): string | null => {
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
        description: 'Every public page at the origin given, in English and in Hindi (?lang=hi), each with both as hreflang alternates and, where known, when its content last changed.',
        querystring: Origin,
        response: answers({ 200: z.string().describe('A sitemap (sitemaps.org 0.9)') }),
      },
    },
    async (request, reply) => {
      const { school, origin } = await schoolAt(request.query.origin);
      const saved = await savedDocuments(school.id);
      const entries = SITE_MAP_PAGES.map((page) => ({ page, lastmod: lastModified(page.kinds, saved) }));
      reply.header('Cache-Control', 'no-cache');
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, entries));
    },
  );

  routes.get(
    '/Site/Robots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'robots.txt of the school at an address (what the web server answers for /robots.txt), naming its sitemap',
        querystring: Origin,
        response: answers({ 200: z.string().describe('robots.txt') }),
      },
    },
    async (request, reply) => {
      const { origin } = await schoolAt(request.query.origin);
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(origin));
    },
  );
}
