import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_EXPORT_LIMIT,
  AuditExportRequestSchema,
  AuditListRequestSchema,
  AuditPageSchema,
  ListChangedRequestSchema,
  ListChangedSchema,
  ProviderAuditExportRequestSchema,
  ProviderAuditListRequestSchema,
} from '@school/shared/contracts/audit';
import { formatCount } from '@school/shared/dates';
import { LIST_CHANGED_ROUTE, type ChangedList } from '@school/shared/contracts/list-changed';
import { ownSchool } from '../../plugins/auth.js';
import { schoolCodeIfAny, schoolCodeOf } from '../common.js';
import { publicSchoolByCode } from '../../plugins/tenancy.js';
import { newestWrite, type SchoolTable } from '../school-table.js';
import { revalidatedAnswers, sendRevalidated } from '../../plugins/revalidated.js';
import { moduleRoutes } from '../route-options.js';
import { auditQuery } from './audit-query.js';
import { sendAuditCsv } from './csv-export.js';

/** The table of each public list GET /Site/LastChanged dates. */
const LIST_TABLES: Record<ChangedList, SchoolTable> = { staff: 'staff', event: 'activities', alumnus: 'alumni' };

/** The later of two ISO 8601 times (they compare as text), either of which may be unknown. */
const later = (one: string | null, other: string | null) => (one === null || (other !== null && other > one) ? other : one);

/**
 * The audit log's reads (the entries are written by recordAudit, in each change's transaction):
 * a page of entries and the CSV export (csv-export.ts), for a school admin (its own school's
 * only) and for the provider (every school's, or one's); and the date of a public list's last
 * change.
 */
export async function auditRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'audit');
  const log = auditQuery(app.db);
  const csv = { 200: z.string().describe('text/csv; charset=utf-8, with a BOM') };
  const exported = `(the filter’s newest ${formatCount(AUDIT_EXPORT_LIMIT)} entries)`;

  routes.get(
    LIST_CHANGED_ROUTE,
    route('public', {
      summary: 'When a school’s staff, events or alumni last changed: its public list’s “Last updated” (public; 304 to a matching If-None-Match)',
      querystring: ListChangedRequestSchema,
      answers: revalidatedAnswers(ListChangedSchema),
    }),
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
    route('school-admin', { summary: 'A page of the caller’s school’s audit log, newest first, filtered', body: AuditListRequestSchema, answers: { 200: AuditPageSchema } }),
    async (request, reply) => {
      const { page, ...filter } = request.body;
      reply.header('Cache-Control', 'no-store');
      return log.page({ schoolId: ownSchool(request) }, filter, page);
    },
  );

  routes.post('/School/Audit/Export', route('school-admin', { summary: `The caller’s school’s audit log as CSV ${exported}`, body: AuditExportRequestSchema, answers: csv }), async (request, reply) => {
    const schoolId = ownSchool(request);
    return sendAuditCsv(reply, log, { schoolId }, request.body, false, await schoolCodeOf(app.db, schoolId));
  });

  routes.post(
    '/Provider/Audit/GetAll',
    route('provider', { summary: 'A page of every school’s audit log (or one school’s), newest first, filtered', body: ProviderAuditListRequestSchema, answers: { 200: AuditPageSchema } }),
    async (request, reply) => {
      const { page, schoolId, ...filter } = request.body;
      reply.header('Cache-Control', 'no-store');
      return log.page(schoolId === undefined ? 'every school' : { schoolId }, filter, page);
    },
  );

  routes.post(
    '/Provider/Audit/Export',
    route('provider', { summary: `Every school’s audit log (or one school’s) as CSV ${exported}`, body: ProviderAuditExportRequestSchema, answers: csv }),
    async (request, reply) => {
      const { schoolId, ...filter } = request.body;
      // A school that is gone (or never was) has no code: its entries are still there to export.
      const code = schoolId === undefined ? 'all-schools' : ((await schoolCodeIfAny(app.db, schoolId)) ?? `school-${schoolId}`);
      return sendAuditCsv(reply, log, schoolId === undefined ? 'every school' : { schoolId }, filter, true, code);
    },
  );
}
