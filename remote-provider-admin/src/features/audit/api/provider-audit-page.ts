import { apiPost } from '@school/shared';
import type { AuditPage, ProviderAuditFilter } from '@school/shared/contracts/audit';

/** POST /Provider/Audit/GetAll: a page of every school's audit log (or one school's), newest first. */
export const providerAuditPage = (filter: ProviderAuditFilter, page: number, signal: AbortSignal) =>
  apiPost<AuditPage>('/Provider/Audit/GetAll', { ...filter, page }, { auth: 'provider', signal });
