import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/migrations.js';
import type { Database } from '../../db/schema.js';
import { publicSchools } from '../tenancy.js';

/** A school whose site is served, with every host name GET /Site answers it at (its Website URL's first). */
export interface ServedSchool {
  id: number;
  code: string;
  hosts: string[];
  demo: boolean;
}

/** What the renderer learns of one change: which school and what, never who, from where, nor the values. */
export interface Change {
  id: number;
  schoolId: number;
  entity: string;
  entityId: string | null;
  action: string;
  at: string;
}

/** On PostgreSQL, the notes the settled bound is reasoned from (settledBound); more are not kept. */
const MARKS_KEPT = 1000;

/**
 * The renderer's view of the schools and of the audit log, which is the change feed: every
 * change of a school's content is written there in the change's own transaction
 * (audit/audit-log.ts), so an entry is there exactly when its change is.
 */
export function prerenderFeed(db: Kysely<Database>, dialect: Dialect) {
  /**
   * PostgreSQL: what the sequence had handed out, each noted before a snapshot of the
   * transactions then writing (`xmax`: the first transaction id not yet begun then).
   */
  const marks: { last: number; xmax: bigint }[] = [];
  let settled = 0;

  /**
   * The highest audit id below which no entry can still appear: a cursor at it skips nothing.
   *
   * SQLite runs one write transaction at a time, so ids are taken in commit order and the newest
   * is settled. PostgreSQL's ids come from a sequence when a row is inserted, not when its
   * transaction commits: a transaction that took id 100 may commit after another took 101 and
   * committed, and a renderer that had read 101 would never ask for 100. So each call notes the
   * sequence's last id and then the snapshot's running transactions; once every transaction
   * that was running at a note has ended (the oldest running now is not older than the note's
   * xmax), all ids up to the note's are committed or rolled back for good. A long transaction
   * holds the feed back while it runs and loses nothing. (An id is taken and its row written in
   * the same INSERT; only a transaction whose first write is that very row has no transaction id
   * in between, and every content change writes its record before its audit entry.)
   */
  async function settledBound(): Promise<number> {
    if (dialect === 'sqlite') {
      const row = await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    }
    // First the ids handed out, then the snapshot: a transaction holding one of them is running in that snapshot, or done.
    const sequence = await sql<{ last: string | null }>`select pg_sequence_last_value(pg_get_serial_sequence('audit_log', 'id')::regclass)::text as last`.execute(db);
    const snapshot = await sql<{ xmin: string; xmax: string }>`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() as s`.execute(db);
    const { xmin, xmax } = snapshot.rows[0]!;
    const mark = { last: Number(sequence.rows[0]?.last ?? 0), xmax: BigInt(xmax) };
    // A later note in place of the newest only settles later: nothing is lost by dropping it.
    if (marks.length < MARKS_KEPT) marks.push(mark);
    else marks[marks.length - 1] = mark;
    while (marks[0] && marks[0].xmax <= BigInt(xmin)) settled = Math.max(settled, marks.shift()!.last);
    return settled;
  }

  return {
    settledBound,

    /** Exactly the schools and addresses GET /Site answers: active schools (tenancy.ts), at their school_hosts. */
    async schools(): Promise<ServedSchool[]> {
      const rows = await publicSchools(db)
        .innerJoin('school_hosts', 'school_hosts.school_id', 'schools.id')
        .select(['schools.id', 'schools.school_code', 'schools.demo', 'school_hosts.host_name'])
        .orderBy('schools.id')
        .orderBy('school_hosts.position')
        .execute();
      const schools = new Map<number, ServedSchool>();
      for (const row of rows) {
        const school = schools.get(row.id) ?? { id: row.id, code: row.school_code, hosts: [], demo: row.demo === 1 };
        school.hosts.push(row.host_name);
        schools.set(row.id, school);
      }
      return [...schools.values()];
    },

    /**
     * Entries of a school after `after` up to `bound`, oldest first, at most `limit`. A login
     * changes nothing on a site; the provider's own entries (no school) are no site's.
     */
    async changes(after: number, bound: number, limit: number): Promise<Change[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['id', 'school_id', 'entity', 'entity_id', 'action', 'at'])
        .where('id', '>', after)
        .where('id', '<=', bound)
        .where('school_id', 'is not', null)
        .where('action', '!=', 'login')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, schoolId: row.school_id!, entity: row.entity, entityId: row.entity_id, action: row.action, at: row.at }));
    },
  };
}
