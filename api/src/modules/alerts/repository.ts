import type { Kysely, Selectable } from 'kysely';
import { ALERT_LIMITS, type Alert, type AlertInput, type BannerAlert } from '@school/shared/contracts/alerts';
import type { AlertsTable, Database } from '../../db/schema.js';

/** Whose alerts: a school's own (its id), or the provider's to every school (null). */
export type AlertScope = number | null;

/** Ended alerts the admin screens still list, newest first: enough to see what was said lately. */
const ENDED_LISTED = 30;

export const toAlert = (row: Selectable<AlertsTable>): Alert => ({
  id: row.id,
  message: { en: row.message_en, hi: row.message_hi },
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  scope: row.school_id === null ? 'all' : 'school',
  updatedAt: row.updated_at,
});

const columns = ({ message, startsAt, endsAt }: AlertInput) => ({ message_en: message.en, message_hi: message.hi, starts_at: startsAt, ends_at: endsAt });

/**
 * The alerts of one scope. Every call names the scope, and every query is limited to it: a
 * school admin's id never reaches another school's alert, nor the provider's (found: undefined).
 */
export function alertRepository(db: Kysely<Database>) {
  const inScope = (scope: AlertScope) => db.selectFrom('alerts').where('school_id', scope === null ? 'is' : '=', scope);

  return {
    /** Current and scheduled alerts (all of them: at most ALERT_LIMITS.pending), then the latest ended ones. */
    async list(scope: AlertScope, now: string): Promise<Alert[]> {
      const [pending, ended] = await Promise.all([
        inScope(scope).selectAll().where('ends_at', '>', now).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute(),
        inScope(scope).selectAll().where('ends_at', '<=', now).orderBy('ends_at', 'desc').orderBy('id', 'desc').limit(ENDED_LISTED).execute(),
      ]);
      return [...pending, ...ended].map(toAlert);
    },

    async get(trx: Kysely<Database>, scope: AlertScope, id: number): Promise<Alert | undefined> {
      const row = await trx.selectFrom('alerts').selectAll().where('school_id', scope === null ? 'is' : '=', scope).where('id', '=', id).executeTakeFirst();
      return row && toAlert(row);
    },

    /** How many alerts of the scope have not ended yet (the limit counts these). */
    async pending(trx: Kysely<Database>, scope: AlertScope, now: string): Promise<number> {
      const { count } = await trx
        .selectFrom('alerts')
        .where('school_id', scope === null ? 'is' : '=', scope)
        .where('ends_at', '>', now)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async add(trx: Kysely<Database>, scope: AlertScope, input: AlertInput, now: string): Promise<Alert> {
      const row = await trx
        .insertInto('alerts')
        .values({ school_id: scope, ...columns(input), updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAlert(row);
    },

    async update(trx: Kysely<Database>, scope: AlertScope, id: number, input: AlertInput, now: string): Promise<Alert | undefined> {
      const row = await trx
        .updateTable('alerts')
        .set({ ...columns(input), updated_at: now })
        .where('school_id', scope === null ? 'is' : '=', scope)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toAlert(row);
    },

    /**
     * Ends an alert at `now`: a scheduled one never shows (it starts and ends now). One that has
     * ended already keeps its end.
     */
    async end(trx: Kysely<Database>, scope: AlertScope, alert: Alert, now: string): Promise<Alert> {
      if (alert.endsAt <= now) return alert;
      const row = await trx
        .updateTable('alerts')
        .set({ ends_at: now, starts_at: alert.startsAt < now ? alert.startsAt : now, updated_at: now })
        .where('school_id', scope === null ? 'is' : '=', scope)
        .where('id', '=', alert.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAlert(row);
    },

    async remove(trx: Kysely<Database>, scope: AlertScope, id: number): Promise<void> {
      await trx.deleteFrom('alerts').where('school_id', scope === null ? 'is' : '=', scope).where('id', '=', id).execute();
    },

    /** What the banner of a school's site shows now: its alerts and every school's, showing at `now`, newest first. */
    async showing(schoolId: number, now: string): Promise<BannerAlert[]> {
      const rows = await bannerRows()
        .where((eb) => eb.or([eb('school_id', '=', schoolId), eb('school_id', 'is', null)]))
        .where('ends_at', '>', now)
        .where('starts_at', '<=', now)
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ALERT_LIMITS.banner)
        .execute();
      return rows.map(toBannerAlert);
    },

    /**
     * The alerts not ended at `now` (current and scheduled), newest start first: every school's
     * (the provider's) and each school's own, of every school or of `schoolId` only. At most
     * ALERT_LIMITS.pending a scope, so a few per school.
     */
    async notEnded(now: string, schoolId?: number): Promise<{ everySchool: BannerAlert[]; bySchool: Map<number, BannerAlert[]> }> {
      const rows = await bannerRows()
        .select('school_id')
        .where('ends_at', '>', now)
        .$if(schoolId !== undefined, (query) => query.where((eb) => eb.or([eb('school_id', '=', schoolId!), eb('school_id', 'is', null)])))
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const everySchool: BannerAlert[] = [];
      const bySchool = new Map<number, BannerAlert[]>();
      for (const row of rows) {
        if (row.school_id === null) everySchool.push(toBannerAlert(row));
        else if (bySchool.has(row.school_id)) bySchool.get(row.school_id)!.push(toBannerAlert(row));
        else bySchool.set(row.school_id, [toBannerAlert(row)]);
      }
      return { everySchool, bySchool };
    },
  };

  function bannerRows() {
    return db.selectFrom('alerts').select(['id', 'message_en', 'message_hi', 'starts_at', 'ends_at', 'updated_at']);
  }
}

const toBannerAlert = (row: Pick<Selectable<AlertsTable>, 'id' | 'message_en' | 'message_hi' | 'starts_at' | 'ends_at' | 'updated_at'>): BannerAlert => ({
  id: row.id,
  message: { en: row.message_en, hi: row.message_hi },
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  updatedAt: row.updated_at,
});
