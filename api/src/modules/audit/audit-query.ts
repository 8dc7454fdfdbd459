import { sql, type Kysely, type Selectable } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilter, type AuditPage } from '@school/shared/contracts/audit';
import type { ChangedList } from '@school/shared/contracts/list-changed';
import type { AuditLogTable, Database } from '../../db/schema.js';

/** Whose entries: one school's (a school admin's own, or the provider's filter), or every school's. */
export type AuditScope = { schoolId: number } | 'every school';

/** India's offset from UTC: a day of the filter is a day in India, where the schools are. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The first instant of a day in India, as the log's ISO text (they compare as text). */
export function startOfIndianDay(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - IST_OFFSET_MS).toISOString();
}

/** A LIKE pattern that matches `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Row = Selectable<AuditLogTable> & { school_name: string | null };

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at,
  schoolId: row.school_id,
  schoolName: row.school_name,
  userName: row.user_name,
  userRole: row.user_role,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  before: parsed(row.before),
  after: parsed(row.after),
});

/** The log's reads: a page of the filter's entries, newest first, and all of them in batches for the export. */
export function auditQuery(db: Kysely<Database>) {
  const filtered = (scope: AuditScope, filter: AuditFilter) =>
    db
      .selectFrom('audit_log')
      .$if(scope !== 'every school', (query) => query.where('audit_log.school_id', '=', (scope as { schoolId: number }).schoolId))
      .$if(filter.action !== undefined, (query) => query.where('audit_log.action', '=', filter.action!))
      // A kind and its sub-kinds: 'page' finds 'page:contact'. The contract allows only a-z and -, so no LIKE wildcard.
      .$if(!!filter.entity, (query) => query.where((eb) => eb.or([eb('audit_log.entity', '=', filter.entity!), eb('audit_log.entity', 'like', `${filter.entity}:%`)])))
      .$if(!!filter.userName, (query) => query.where(sql<boolean>`lower(audit_log.user_name) like ${containing(filter.userName!)} escape '\\'`))
      .$if(!!filter.from, (query) => query.where('audit_log.at', '>=', startOfIndianDay(filter.from!)))
      .$if(!!filter.to, (query) => query.where('audit_log.at', '<', startOfIndianDay(filter.to!, 1)));

  const rows = (scope: AuditScope, filter: AuditFilter) =>
    filtered(scope, filter)
      .leftJoin('schools', 'schools.id', 'audit_log.school_id')
      .selectAll('audit_log')
      .select('schools.school_name')
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc');

  return {
    /** When a school's records of a kind were last created, changed or deleted (null: never, since the log began). */
    async lastChanged(schoolId: number, entity: ChangedList): Promise<string | null> {
      const newest = await db
        .selectFrom('audit_log')
        .select('at')
        .where('school_id', '=', schoolId)
        .where('entity', '=', entity)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return newest?.at ?? null;
    },

    async page(scope: AuditScope, filter: AuditFilter, page: number): Promise<AuditPage> {
      const [found, counted] = await Promise.all([
        rows(scope, filter)
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE)
          .execute(),
        filtered(scope, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: found.map(toEntry), total: Number(counted.total), page, pageSize: AUDIT_PAGE_SIZE };
    },

    /**
     * The filter's entries, newest first, at most `limit`, read `batch` at a time (each batch
     * after the last one's (at, id)), so an export never holds more than one batch in memory.
     */
    async *all(scope: AuditScope, filter: AuditFilter, limit: number, batch = 500): AsyncGenerator<AuditEntry> {
      let last: { at: string; id: number } | null = null;
      let given = 0;
      while (given < limit) {
        const after: { at: string; id: number } | null = last;
        const want = Math.min(batch, limit - given);
        const found: Row[] = await rows(scope, filter)
          .$if(after !== null, (query) =>
            query.where((eb) => eb.or([eb('audit_log.at', '<', after!.at), eb.and([eb('audit_log.at', '=', after!.at), eb('audit_log.id', '<', after!.id)])])),
          )
          .limit(want)
          .execute();
        for (const row of found) yield toEntry(row);
        given += found.length;
        if (found.length < want) return;
        const end = found[found.length - 1]!;
        last = { at: end.at, id: end.id };
      }
    },
  };
}
