import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/migrations.js';
import type { Database } from '../../db/schema.js';
import type { ContentChange, PrerenderContent, ServedSchool } from '@school/shared/contracts/prerender';
import { publicSchools } from '../../plugins/tenancy.js';


/** On PostgreSQL, the notes the settled bound is reasoned from (settledBound); more are not kept. */
const MARKS_KEPT = 1000;
/** How long an answer waits for the writes running when it was asked, at most (10 × 50 ms), before it answers what is settled. */
const SETTLE_WAITS = 10;
const SETTLE_WAIT_MS = 50;

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
   * holds the feed back while it runs and loses nothing; transaction ids are the server's, so a
   * transaction of another database on it counts too. (A transaction is seen running once it has
   * written. The content changes write their record before its audit entry (audited-change.ts,
   * school-records.ts); one whose first write were the entry would be unseen only between the
   * id's draw and the row's write inside that one INSERT.) PostgreSQL 13 or later.
   */
  async function settledBound(): Promise<number> {
    if (dialect === 'sqlite') {
      const row = await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    }
    // First the ids handed out, then the snapshot: a transaction holding one of them is running in that snapshot, or done.
    const sequence = await sql<{ last: string | null }>`select pg_sequence_last_value(pg_get_serial_sequence('audit_log', 'id')::regclass)::text as last`.execute(db);
    const first = await snapshot();
    let xmin = first.xmin;
    const mark = { last: Number(sequence.rows[0]?.last ?? 0), xmax: first.xmax };
    // A later note in place of the newest only settles later: nothing is lost by dropping it.
    if (marks.length < MARKS_KEPT) marks.push(mark);
    else marks[marks.length - 1] = mark;
    // Writes are short: waiting a moment for those running now mostly settles this very note.
    for (let wait = 0; ; wait++) {
      while (marks[0] && marks[0].xmax <= xmin) settled = Math.max(settled, marks.shift()!.last);
      if (!marks.includes(mark) || wait === SETTLE_WAITS) return settled;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS));
      ({ xmin } = await snapshot());
    }
  }

  async function snapshot(): Promise<{ xmin: bigint; xmax: bigint }> {
    const { rows } = await sql<{ xmin: string; xmax: string }>`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() as s`.execute(db);
    return { xmin: BigInt(rows[0]!.xmin), xmax: BigInt(rows[0]!.xmax) };
  }

  return {
    settledBound,

    /** Exactly the schools and addresses GET /Site answers: active schools (plugins/tenancy.ts), at their school_hosts. */
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
     * The content remote's stable version and its pins (modules/releases' tables), as the renderer
     * follows them, and the sum of every channel's revision (a pin raises its remote's too).
     */
    async content(): Promise<PrerenderContent> {
      const [channels, pins] = await Promise.all([
        db.selectFrom('remote_channels').select(['remote', 'stable', 'revision']).execute(),
        db.selectFrom('remote_pins').select(['school_id as schoolId', 'version']).where('remote', '=', 'content').orderBy('school_id').execute(),
      ]);
      const releases = channels.reduce((sum, channel) => sum + Number(channel.revision), 0);
      return { stable: channels.find((channel) => channel.remote === 'content')?.stable ?? null, pins, releases };
    },

    /**
     * Entries of a school after `after` up to `bound`, oldest first, at most `limit`. A login
     * changes nothing on a site; the provider's own entries (no school) are no site's, but its
     * alerts, which are every school's.
     */
    async changes(after: number, bound: number, limit: number): Promise<ContentChange[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['id', 'school_id', 'entity', 'entity_id', 'action', 'at'])
        .where('id', '>', after)
        .where('id', '<=', bound)
        .where((eb) => eb.or([eb('school_id', 'is not', null), eb('entity', '=', 'alert')]))
        .where('action', '!=', 'login')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, schoolId: row.school_id, entity: row.entity, entityId: row.entity_id, action: row.action, at: row.at }));
    },
  };
}
