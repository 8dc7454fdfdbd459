import { apiDownload, apiPost } from '@school/shared';
import { isoDay } from '@school/shared/dates';
import type { AuditPage, ProviderAuditFilter } from '@school/shared/contracts/audit';

/** POST /Provider/Audit/GetAll: a page of every school's audit log (or one school's), newest first. */
export const providerAuditPage = (filter: ProviderAuditFilter, page: number, signal: AbortSignal) =>
  apiPost<AuditPage>('/Provider/Audit/GetAll', { ...filter, page }, { auth: 'provider', signal });

/** POST /Provider/Audit/Export: the filter's entries as a CSV file, saved by the browser. */
export const exportProviderAudit = (filter: ProviderAuditFilter) =>
  apiDownload('/Provider/Audit/Export', filter, `audit-log-${isoDay(Date.now())}.csv`, { auth: 'provider' });
