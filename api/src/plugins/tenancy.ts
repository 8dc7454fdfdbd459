import fp from 'fastify-plugin';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hostNameOf, NO_SCHOOL_HERE } from '@school/shared/contracts/site';
import type { Database } from '../db/schema.js';
import { HttpError, uniquely } from './errors.js';

// Tenancy, in one place (docs/decisions/004-tenancy.md): which schools the public sees, which
// school is at an address, and the step from a request to its school.

/**
 * The schools the public sees: the active ones. Every public lookup of a school, by its code
 * (publicSchoolByCode) or by a host name (hostDirectory below), starts from this query, so a
 * school the provider deactivates answers every public route exactly as a school that does not
 * exist, and reactivating it brings everything back (docs/decisions/004-tenancy.md). The
 * provider's own calls find schools by id through schools/repository.ts, inactive ones too.
 */
export const publicSchools = (db: Kysely<Database>) => db.selectFrom('schools').where('schools.active', '=', 1);

/** The active school with this code, or the 404 an unknown code gets. */
export async function publicSchoolByCode(db: Kysely<Database>, code: string): Promise<{ id: number; school_code: string; school_name: string }> {
  const school = await publicSchools(db).select(['id', 'school_code', 'school_name']).where('school_code', '=', code.trim()).executeTakeFirst();
  if (!school) throw new HttpError(404, `No school has the code ${code}`);
  return school;
}

export interface SchoolAtHost {
  id: number;
  schoolCode: string;
  schoolName: string;
  /** A school of the demo seed (schools.demo): its site says so and is not to be indexed. */
  demo: boolean;
}

const addressTaken = (host: string) => `The address ${host} is another school’s`;

/** How long an answer is reused: a changed address reaches every replica within it. */
const TTL_MS = 30_000;

/**
 * Which school a host name belongs to (only active schools have a site: publicSchools decides).
 * Asked on every page load (GET /Site) and every cross-origin call (CORS), so answers, found or
 * not, are kept a little while; a change made through this process is seen at once.
 */
export function hostDirectory(db: Kysely<Database>) {
  const cache = new Map<string, { school: SchoolAtHost | null; until: number }>();

  async function schoolAt(host: string): Promise<SchoolAtHost | null> {
    const now = Date.now();
    const kept = cache.get(host);
    if (kept && kept.until > now) return kept.school;
    const row = await publicSchools(db)
      .innerJoin('school_hosts', 'school_hosts.school_id', 'schools.id')
      .select(['schools.id', 'schools.school_code', 'schools.school_name', 'schools.demo'])
      .where('school_hosts.host_name', '=', host)
      .executeTakeFirst();
    const school = row ? { id: row.id, schoolCode: row.school_code, schoolName: row.school_name, demo: row.demo === 1 } : null;
    if (cache.size > 10_000) cache.clear(); // unknown names cannot grow it without bound
    cache.set(host, { school, until: now + TTL_MS });
    return school;
  }

  return {
    schoolAt,
    forget: () => cache.clear(),
    /**
     * Sets a school's addresses: its Website URL's host name first, then `others` in order (one
     * named twice is kept once). An address another school has is refused (409): two schools
     * cannot share a site. Runs in the caller's transaction, so a refusal leaves nothing
     * written; answers the addresses stored.
     */
    async setAddresses(trx: Kysely<Database>, schoolId: number, websiteUrl: string, others: readonly string[]): Promise<string[]> {
      const website = hostNameOf(websiteUrl);
      const hosts = [...new Set(website ? [website, ...others] : others)];
      if (hosts.length) {
        const owned = await trx.selectFrom('school_hosts').select('host_name').where('host_name', 'in', hosts).where('school_id', '!=', schoolId).execute();
        const taken = hosts.find((host) => owned.some((row) => row.host_name === host));
        if (taken) throw new HttpError(409, addressTaken(taken));
      }
      await trx.deleteFrom('school_hosts').where('school_id', '=', schoolId).execute();
      if (hosts.length) {
        // Another school's save may have taken one since the check above: the key refuses it.
        await uniquely(`One of the addresses ${hosts.join(', ')} is another school’s`, () =>
          trx
            .insertInto('school_hosts')
            .values(hosts.map((host_name, position) => ({ host_name, school_id: schoolId, position })))
            .execute(),
        );
      }
      // The cache is the caller's to forget once the transaction has committed: cleared here,
      // a page asking meanwhile would fill it again with what is about to change.
      return hosts;
    },
  };
}

/** Reaches its users as `app.hosts`, which also answers `app.schoolAt(address)`. */
export type HostDirectory = ReturnType<typeof hostDirectory>;

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
