import type { Kysely } from 'kysely';
import { hostNameOf } from '@school/shared/contracts/site';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

export interface SchoolAtHost {
  id: number;
  schoolCode: string;
  schoolName: string;
}

/** How long an answer is reused: a changed address reaches every replica within it. */
const TTL_MS = 30_000;

/**
 * Which school a host name belongs to (only active schools have a site). Asked on every page
 * load (GET /Site) and every cross-origin call (CORS), so answers, found or not, are kept a
 * little while; a change made through this process is seen at once.
 */
export function hostDirectory(db: Kysely<Database>) {
  const cache = new Map<string, { school: SchoolAtHost | null; until: number }>();

  async function schoolAt(host: string): Promise<SchoolAtHost | null> {
    const now = Date.now();
    const kept = cache.get(host);
    if (kept && kept.until > now) return kept.school;
    const row = await db
      .selectFrom('school_hosts')
      .innerJoin('schools', 'schools.id', 'school_hosts.school_id')
      .select(['schools.id', 'schools.school_code', 'schools.school_name'])
      .where('school_hosts.host_name', '=', host)
      .where('schools.active', '=', 1)
      .executeTakeFirst();
    const school = row ? { id: row.id, schoolCode: row.school_code, schoolName: row.school_name } : null;
    if (cache.size > 10_000) cache.clear(); // unknown names cannot grow it without bound
    cache.set(host, { school, until: now + TTL_MS });
    return school;
  }

  return {
    schoolAt,
    forget: () => cache.clear(),
    /** Replaces a school's host names (inside the caller's transaction, if any). */
    async setHosts(schoolId: number, hosts: readonly string[], trx: Kysely<Database> = db): Promise<void> {
      await trx.deleteFrom('school_hosts').where('school_id', '=', schoolId).execute();
      if (hosts.length) {
        await trx
          .insertInto('school_hosts')
          .values(hosts.map((host_name, position) => ({ host_name, school_id: schoolId, position })))
          .execute();
      }
      cache.clear();
    },
    /**
     * A school's Website URL changed (or was set): its host name becomes the school's first
     * address, in place of the old URL's; the other addresses stay. An address another school
     * has is refused (409): two schools cannot share a site. Runs in the caller's transaction.
     */
    async setWebsite(trx: Kysely<Database>, schoolId: number, websiteUrl: string, previousUrl: string | null): Promise<void> {
      const host = hostNameOf(websiteUrl);
      const previous = previousUrl === null ? null : hostNameOf(previousUrl);
      if (host) {
        const owner = await trx.selectFrom('school_hosts').select('school_id').where('host_name', '=', host).executeTakeFirst();
        if (owner && owner.school_id !== schoolId) throw new HttpError(409, `The address ${host} is another school’s`);
      }
      const rows = await trx.selectFrom('school_hosts').select('host_name').where('school_id', '=', schoolId).orderBy('position').execute();
      const others = rows.map((row) => row.host_name).filter((name) => name !== previous && name !== host);
      await this.setHosts(schoolId, host ? [host, ...others] : others, trx);
    },
  };
}

export type HostDirectory = ReturnType<typeof hostDirectory>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The schools' addresses (modules/site). */
    hosts: HostDirectory;
  }
}
