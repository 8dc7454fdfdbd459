import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { HEALTH_CHECK_NAMES, HEALTH_CHECKS, HEALTH_SEVERITIES, healthScore, type HealthCheck, type HealthFinding, type ProviderHealthRow, type SchoolHealth } from '@school/shared/contracts/health';
import type { Database, HealthFindingsTable } from '../../db/schema.js';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { Found } from './found.js';

type FindingRow = Selectable<HealthFindingsTable>;

/** Who opens and closes findings in the audit log: the checks, no user. */
const CHECKS: Actor = { userId: null, userName: 'Site health', userRole: null };

const keyOf = (found: Found) => `${found.check}:${found.subject}`;
const severityOf = (check: string) => HEALTH_CHECKS[check as HealthCheck] ?? 'low';
const rank = (row: { severity: string }) => HEALTH_SEVERITIES.indexOf(row.severity as never);

const answerOf = (row: FindingRow): HealthFinding => ({
  id: row.id,
  check: row.check_name as HealthCheck,
  severity: severityOf(row.check_name),
  where: row.place,
  detail: row.detail,
  fix: row.fix,
  status: row.status === 'accepted' ? 'accepted' : 'open',
  reason: row.reason,
  openedAt: row.opened_at,
});

/** What the log says of a finding. */
const entryOf = (row: Pick<FindingRow, 'check_name' | 'place' | 'detail'> & { reason?: string | null }) => ({ check: row.check_name, where: row.place, detail: row.detail, ...(row.reason ? { reason: row.reason } : {}) });

/**
 * Site-health findings and each school's check (migration 025). A check's result replaces the
 * school's findings as one transaction: a finding found again stays as it is (open, or accepted
 * while its cause is the same), a new one opens, one no longer found closes; each opening,
 * closing and acceptance is an audit entry.
 */
export function healthRepository(db: Kysely<Database>) {
  /** Stores a check's findings; `now` is when the check read the school's data. */
  async function store(schoolId: number, found: readonly Found[], now: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('health_findings').selectAll().where('school_id', '=', schoolId).execute();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const seen = new Set<string>();
      // A school's first check opens what it finds with one entry that counts them, not one a
      // finding: a platform's first night would otherwise write dozens for each of its schools.
      const first = !(await trx.selectFrom('health_schools').select('school_id').where('school_id', '=', schoolId).where('checked_at', 'is not', null).executeTakeFirst());
      if (first && found.length > 0) {
        const counts = Object.fromEntries(HEALTH_CHECK_NAMES.map((check) => [check, new Set(found.filter((finding) => finding.check === check).map(keyOf)).size]).filter(([, count]) => count));
        await recordAudit(trx, CHECKS, { action: 'open', entity: 'finding', schoolId, after: { firstCheck: counts } });
      }
      for (const finding of found) {
        const key = keyOf(finding);
        if (seen.has(key)) continue;
        seen.add(key);
        const values = { check_name: finding.check, severity: severityOf(finding.check), place: finding.where, detail: finding.detail, fix: finding.fix, cause: finding.cause };
        const row = byKey.get(key);
        const stays = row && (row.status === 'open' || (row.status === 'accepted' && row.cause === finding.cause));
        if (row && stays) {
          // Found again as it was: nothing to write (most findings, most checks).
          const changed = (Object.keys(values) as (keyof typeof values)[]).some((column) => row[column] !== values[column]);
          if (changed) await trx.updateTable('health_findings').set(values).where('id', '=', row.id).execute();
          continue;
        }
        const opened = { ...values, status: 'open' as const, reason: null, opened_at: now, closed_at: null };
        const id = row
          ? (await trx.updateTable('health_findings').set(opened).where('id', '=', row.id).execute(), row.id)
          : (await trx.insertInto('health_findings').values({ ...opened, school_id: schoolId, key }).returning('id').executeTakeFirstOrThrow()).id;
        if (!first) await recordAudit(trx, CHECKS, { action: 'open', entity: 'finding', entityId: id, schoolId, after: entryOf(values) });
      }
      for (const row of rows) {
        if (seen.has(row.key) || row.status === 'closed') continue;
        await trx.updateTable('health_findings').set({ status: 'closed', closed_at: now }).where('id', '=', row.id).execute();
        await recordAudit(trx, CHECKS, { action: 'close', entity: 'finding', entityId: row.id, schoolId, before: entryOf(row) });
      }
      const score = healthScore(found.filter((finding) => byKey.get(keyOf(finding))?.status !== 'accepted' || byKey.get(keyOf(finding))?.cause !== finding.cause));
      await trx
        .insertInto('health_schools')
        .values({ school_id: schoolId, checked_at: now, asked_at: null, claimed_until: null, score })
        .onConflict((conflict) => conflict.column('school_id').doUpdateSet({ checked_at: now, claimed_until: null, score }))
        .execute();
    });
  }

  async function health(schoolId: number): Promise<SchoolHealth> {
    const [state, rows] = await Promise.all([
      db.selectFrom('health_schools').selectAll().where('school_id', '=', schoolId).executeTakeFirst(),
      db.selectFrom('health_findings').selectAll().where('school_id', '=', schoolId).where('status', '!=', 'closed').orderBy('id').execute(),
    ]);
    const checkedAt = state?.checked_at ?? null;
    const pending = Boolean(state?.asked_at && (!checkedAt || state.asked_at > checkedAt));
    const findings = rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id).map(answerOf);
    return { checkedAt, pending, score: checkedAt ? healthScore(findings.filter((finding) => finding.status === 'open')) : null, findings };
  }

  return {
    store,
    health,
    /** The school accepts an open finding: it stays closed, with the reason, until its cause changes. False when there is no such open finding. */
    async accept(request: FastifyRequest, schoolId: number, id: number, reason: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('health_findings').selectAll().where('id', '=', id).where('school_id', '=', schoolId).where('status', '=', 'open').executeTakeFirst();
        if (!row) return false;
        await trx.updateTable('health_findings').set({ status: 'accepted', reason }).where('id', '=', id).where('status', '=', 'open').execute();
        await recordAudit(trx, request, { action: 'accept', entity: 'finding', entityId: id, schoolId, before: entryOf(row), after: entryOf({ ...row, reason }) });
        const open = await trx.selectFrom('health_findings').select('check_name as check').where('school_id', '=', schoolId).where('status', '=', 'open').execute();
        await trx.updateTable('health_schools').set({ score: healthScore(open as { check: HealthCheck }[]) }).where('school_id', '=', schoolId).execute();
        return true;
      });
    },
    /** Asks for the schools' checks (a publish, "Check now", the night): the runner takes them in the order asked. */
    async ask(schoolIds: readonly number[], now: string): Promise<void> {
      for (const schoolId of new Set(schoolIds)) {
        await db
          .insertInto('health_schools')
          .values({ school_id: schoolId, checked_at: null, asked_at: now, claimed_until: null, score: null })
          .onConflict((conflict) => conflict.column('school_id').doUpdateSet({ asked_at: now }))
          .execute();
      }
    },
    /**
     * Takes the school asked for longest ago whose check no node holds, for `holdMs`: the claim is
     * an update that only one node's can win (reserve, then check), so two nodes never check one
     * school at once. Null when none waits.
     */
    async claim(now: number, holdMs: number): Promise<number | null> {
      const at = new Date(now).toISOString();
      const free = (eb: ExpressionBuilder<Database, 'health_schools'>) =>
        eb.and([eb('asked_at', 'is not', null), eb.or([eb('checked_at', 'is', null), eb('asked_at', '>', eb.ref('checked_at'))]), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)])]);
      for (;;) {
        const next = await db.selectFrom('health_schools').select('school_id').where(free).orderBy('asked_at').limit(1).executeTakeFirst();
        if (!next) return null;
        const taken = await db
          .updateTable('health_schools')
          .set({ claimed_until: new Date(now + holdMs).toISOString() })
          .where('school_id', '=', next.school_id)
          .where(free)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return next.school_id;
      }
    },
    /** Every school for the provider's overview: its score and open findings by severity, the worst first. */
    async overview(): Promise<ProviderHealthRow[]> {
      const [schools, open] = await Promise.all([
        db
          .selectFrom('schools')
          .leftJoin('health_schools', 'health_schools.school_id', 'schools.id')
          .select(['schools.id', 'schools.school_name', 'schools.school_code', 'health_schools.checked_at', 'health_schools.score'])
          .orderBy('schools.school_name')
          .execute(),
        db.selectFrom('health_findings').select(['school_id', 'check_name', 'severity']).where('status', '=', 'open').execute(),
      ]);
      // Grouped once: a filter for each school would read every finding once a school.
      const bySchool = new Map<number, typeof open>();
      for (const finding of open) {
        const list = bySchool.get(finding.school_id);
        if (list) list.push(finding);
        else bySchool.set(finding.school_id, [finding]);
      }
      return schools.map((school) => {
        const mine = (bySchool.get(school.id) ?? []).sort((a, b) => rank(a) - rank(b));
        const count = (severity: string) => mine.filter((finding) => finding.severity === severity).length;
        return {
          schoolId: school.id,
          schoolName: school.school_name,
          schoolCode: school.school_code,
          checkedAt: school.checked_at ?? null,
          score: school.checked_at ? (school.score ?? null) : null,
          high: count('high'),
          medium: count('medium'),
          low: count('low'),
          worst: [...new Set(mine.map((finding) => finding.check_name as HealthCheck))].slice(0, 3),
        };
      });
    },
  };
}

export type HealthRepository = ReturnType<typeof healthRepository>;
