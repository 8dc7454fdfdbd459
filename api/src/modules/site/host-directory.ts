import type { Kysely } from 'kysely';
import { hostNameOf } from '@school/shared/contracts/site';
import type { Database } from '../../db/schema.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { publicSchools } from '../tenancy.js';

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
 * Which school a host name belongs to (only active schools have a site: tenancy.ts decides). Asked on every page
 * load (GET /Site) and every cross-origin call (CORS), so answers, found or not, are kept a
 * little while; a change made through this process is seen at once.
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

/** Reaches its users as `app.hosts` (plugins/tenancy.ts), which also answers `app.schoolAt(address)`. */
export type HostDirectory = ReturnType<typeof hostDirectory>;
