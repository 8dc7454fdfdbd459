import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AUDIT_EXPORT_LIMIT, auditRoleLabel, entityLabel, type AuditEntry, type AuditFilter } from '@school/shared/contracts/audit';
import { formatClock, isoDay } from '@school/shared/dates';
import type { AuditScope, auditQuery } from './audit-query.js';
import { BOM, csvLine } from './csv.js';

/** yyyy-MM-dd HH:mm:ss on the school's clock, as the export's "When" says it (a spreadsheet reads it as a date). */
const schoolTime = (iso: string) => `${isoDay(iso)} ${formatClock(iso)}`;

/** A name a download may carry: letters, digits and hyphens only. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'school';

/**
 * Sends the filter's entries (the newest AUDIT_EXPORT_LIMIT) as a CSV download named after
 * `name` and the day, streamed a batch at a time; `withSchool` adds whose each entry is.
 */
export function sendAuditCsv(reply: FastifyReply, log: ReturnType<typeof auditQuery>, scope: AuditScope, filter: AuditFilter, withSchool: boolean, name: string) {
  const header = ['When (India time)', ...(withSchool ? ['School'] : []), 'User', 'Role', 'Action', 'Kind', 'Record', 'Before', 'After'];
  const line = (entry: AuditEntry) =>
    csvLine([
      schoolTime(entry.at),
      ...(withSchool ? [entry.schoolName ?? (entry.schoolId === null ? 'Provider' : `School ${entry.schoolId}`)] : []),
      entry.userName,
      auditRoleLabel(entry.userRole),
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
}
