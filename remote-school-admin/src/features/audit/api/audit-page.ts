import { apiPost } from '@school/shared';
import type { AuditFilter, AuditPage } from '@school/shared/contracts/audit';

/** POST /School/Audit/GetAll: a page of the admin's school's audit log, newest first. */
export const auditPage = (filter: AuditFilter, page: number, signal: AbortSignal) =>
  apiPost<AuditPage>('/School/Audit/GetAll', { ...filter, page }, { auth: 'school', signal });
