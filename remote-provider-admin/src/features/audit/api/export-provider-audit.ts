import { apiDownload } from '@school/shared';
import { isoDay } from '@school/shared/dates';
import type { ProviderAuditFilter } from '@school/shared/contracts/audit';

/** POST /Provider/Audit/Export: the filter's entries as a CSV file, saved by the browser. */
export const exportProviderAudit = (filter: ProviderAuditFilter) =>
  apiDownload('/Provider/Audit/Export', filter, `audit-log-${isoDay(Date.now())}.csv`, { auth: 'provider' });
