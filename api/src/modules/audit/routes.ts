import { Readable } from 'node:stream';
import * as z from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_EXPORT_LIMIT,
  AuditExportRequestSchema,
  AuditListRequestSchema,
  AuditPageSchema,
  entityLabel,
  ListChangedRequestSchema,
  ListChangedSchema,
  ProviderAuditExportRequestSchema,
  ProviderAuditListRequestSchema,
  type AuditEntry,
  type AuditFilter,
} from '@school/shared/contracts/audit';
import { formatCount, isoDay } from '@school/shared/dates';
import { LIST_CHANGED_ROUTE, type ChangedList } from '@school/shared/contracts/list-changed';
import { ownSchool } from '../../plugins/auth.js';
import { answers, schoolCodeOf } from '../common.js';
import { publicSchoolByCode } from '../tenancy.js';
import { newestWrite, type SchoolTable } from '../school-table.js';
import { sendRevalidated } from '../revalidated.js';
import { auditQuery, type AuditScope } from './audit-query.js';
import { BOM, csvLine } from './csv.js';

/** yyyy-MM-dd HH:mm:ss in India time, as the export's "When" says it (a spreadsheet reads it as a date). */
const indianTime = (iso: string) => new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000).toISOString().replace('T', ' ').slice(0, 19);

/** The table of each public list GET /Site/LastChanged dates. */
const LIST_TABLES: Record<ChangedList, SchoolTable> = { staff: 'staff', event: 'activities', alumnus: 'alumni' };

/** The later of two ISO 8601 times (they compare as text), either of which may be unknown. */
const later = (one: string | null, other: string | null) => (one === null || (other !== null && other > one) ? other : one);

/** A name a download may carry: letters, digits and hyphens only. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'school';

/**
 * The audit log's reads (the entries are written by recordAudit, in each change's transaction):
 * a page of entries and the CSV export, for a school admin (its own school's only) and for the
 * provider (every school's, or one's).
 */
export async function auditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const log = auditQuery(app.db);
  const tags = ['audit'];
  const csvAnswer = answers({ 200: z.string().describe('text/csv; charset=utf-8, with a BOM') });

  /** Sends the filter's entries (the newest AUDIT_EXPORT_LIMIT), streamed a batch at a time. */
  const sendCsv = (reply: FastifyReply, scope: AuditScope, filter: AuditFilter, withSchool: boolean, name: string) => {
    const header = ['When (India time)', ...(withSchool ? ['School'] : []), 'User', 'Action', 'Kind', 'Record', 'Before', 'After'];
    const line = (entry: AuditEntry) =>
      csvLine([
        indianTime(entry.at),
        ...(withSchool ? [entry.schoolName ?? (entry.schoolId === null ? 'Provider' : `School ${entry.schoolId}`)] : []),
        entry.userName,
        entry.action,
        entityLabel(entry.entity),
        entry.entityId ?? '',
        entry.before ?? '',
        entry.after ?? '',
      ]);
    async function* csv() {
      yield BOM + csvLine(header);
      for await (const entry of log.all(scope, filter, AUDIT_EXPORT_LIMIT)) yield line(entry);
    }
    const day = isoDay(Date.now()); // the school's day, as the admin reads the file's name
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Disposition', `attachment; filename="audit-log-${fileSafe(name)}-${day}.csv"`);
    reply.type('text/csv; charset=utf-8');
    return reply.send(Readable.from(csv()) as never);
  };

  routes.get(
    LIST_CHANGED_ROUTE,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'When a school’s staff, events or alumni last changed: its public list’s “Last updated” (public; 304 to a matching If-None-Match)',
        querystring: ListChangedRequestSchema,
        response: answers({ 200: ListChangedSchema, 304: z.null() }),
      },
    },
    async (request, reply) => {
      const { list } = request.query;
      const school = await publicSchoolByCode(app.db, request.query.school);
      // The newest of the rows' own last writes (so a list seeded or imported is dated from its
      // first day) and the log's entries (which also hold the deletions, gone from the table).
      const [logged, written] = await Promise.all([log.lastChanged(school.id, list), newestWrite(app.db, LIST_TABLES[list], school.id)]);
      // Only the date goes out: not who, nor what. No-cache with an ETag, as the lists it dates
      // are read fresh on each visit, so a change shows with the list at once.
      return sendRevalidated(request, reply, JSON.stringify({ at: later(logged, written) }));
    },
  );

  routes.post(
    '/School/Audit/GetAll',
    {
      config: { access: 'school' },
      schema: { tags, summary: 'A page of the caller’s school’s audit log, newest first, filtered', body: AuditListRequestSchema, response: answers({ 200: AuditPageSchema }) },
    },
    async (request, reply) => {
      const { page, ...filter } = request.body;
      reply.header('Cache-Control', 'no-store');
      return log.page({ schoolId: ownSchool(request) }, filter, page);
    },
  );

  routes.post(
    '/School/Audit/Export',
    {
      config: { access: 'school' },
      schema: {
        tags,
        summary: `The caller’s school’s audit log as CSV (the filter’s newest ${formatCount(AUDIT_EXPORT_LIMIT)} entries)`,
        body: AuditExportRequestSchema,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const schoolId = ownSchool(request);
      return sendCsv(reply, { schoolId }, request.body, false, await schoolCodeOf(app.db, schoolId));
    },
  );

  routes.post(
    '/Provider/Audit/GetAll',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'A page of every school’s audit log (or one school’s), newest first, filtered', body: ProviderAuditListRequestSchema, response: answers({ 200: AuditPageSchema }) },
    },
    async (request, reply) => {
      const { page, schoolId, ...filter } = request.body;
      reply.header('Cache-Control', 'no-store');
      return log.page(schoolId === undefined ? 'every school' : { schoolId }, filter, page);
    },
  );

  routes.post(
    '/Provider/Audit/Export',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: `Every school’s audit log (or one school’s) as CSV (the filter’s newest ${formatCount(AUDIT_EXPORT_LIMIT)} entries)`,
        body: ProviderAuditExportRequestSchema,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const { schoolId, ...filter } = request.body;
      // A school that is gone (or never was) has no code: its entries are still there to export.
      const code = schoolId === undefined ? 'all-schools' : ((await app.db.selectFrom('schools').select('school_code').where('id', '=', schoolId).executeTakeFirst())?.school_code ?? `school-${schoolId}`);
      return sendCsv(reply, schoolId === undefined ? 'every school' : { schoolId }, filter, true, code);
    },
  );
}
