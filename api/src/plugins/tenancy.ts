import fp from 'fastify-plugin';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { hostNameOf, NO_SCHOOL_HERE } from '@school/shared/contracts/site';
import { hostDirectory, type HostDirectory, type SchoolAtHost } from '../modules/site/host-directory.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The schools' addresses: the cached lookup and the one writer of `school_hosts`. */
    hosts: HostDirectory;
    /**
     * The active school whose site is at an address (a host name, an origin or a URL), or null:
     * the one step from "where was this asked" to "which school" (docs/decisions/004-tenancy.md).
     * Each caller passes the address its request names the site by: GET /Site the `?host=` the
     * page sends, the sitemap, robots and RSS their `?origin=`, the token check and CORS the
     * `Origin` header, the TLS ask its `?domain=`.
     */
    schoolAt(address: string | null | undefined): Promise<SchoolAtHost | null>;
  }
}

/** Which school a request is for, found by address; registered before everything that asks. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance) => {
    const hosts = hostDirectory(app.db);
    app.decorate('hosts', hosts);
    app.decorate('schoolAt', async (address: string | null | undefined) => {
      const host = address ? hostNameOf(address) : null;
      return host ? hosts.schoolAt(host) : null;
    });
  },
  { name: 'tenancy' },
);

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
export async function schoolAtOrigin(app: FastifyInstance, origin: string): Promise<{ school: SchoolAtHost; origin: string }> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new HttpError(400, 'origin: must be the site’s origin, such as https://school.example');
  }
  const school = await app.schoolAt(url.hostname);
  if (!school) throw new HttpError(404, NO_SCHOOL_HERE);
  return { school, origin: url.origin };
}
