import { apiDownload, apiPost } from '@school/shared';
import { isoDay } from '@school/shared/dates';
import type { AuditFilter, AuditPage } from '@school/shared/contracts/audit';

/** POST /School/Audit/GetAll: a page of the admin's school's audit log, newest first. */
export const auditPage = (filter: AuditFilter, page: number, signal: AbortSignal) =>
  apiPost<AuditPage>('/School/Audit/GetAll', { ...filter, page }, { auth: 'school', signal });

/** POST /School/Audit/Export: the filter's entries as a CSV file, saved by the browser. */
export const exportAudit = (filter: AuditFilter) =>
  apiDownload('/School/Audit/Export', filter, `audit-log-${isoDay(Date.now())}.csv`, { auth: 'school' });
