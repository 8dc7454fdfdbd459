import { apiDownload } from '@school/shared';
import { isoDay } from '@school/shared/dates';
import type { AuditFilter } from '@school/shared/contracts/audit';

/** POST /School/Audit/Export: the filter's entries as a CSV file, saved by the browser. */
export const exportAudit = (filter: AuditFilter) =>
  apiDownload('/School/Audit/Export', filter, `audit-log-${isoDay(Date.now())}.csv`, { auth: 'school' });
