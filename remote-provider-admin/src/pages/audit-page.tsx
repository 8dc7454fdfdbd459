import { AuditLogScreen, type AuditLogCalls, type AuditLogLook } from '@school/shared/ui/audit-log/audit-log-screen';
import { exportProviderAudit } from '../features/audit/api/export-provider-audit';
import { providerAuditPage } from '../features/audit/api/provider-audit-page';
import { getSchools } from '../features/schools/api/get-schools';
import { AdminScreen } from '../ui/screen-header';

/** Every school's log: a School column, and a school among the filters. */
const CALLS: AuditLogCalls = { page: providerAuditPage, exportCsv: exportProviderAudit, schools: getSchools };

const LOOK: AuditLogLook = {
  loadFailed: 'Failed to fetch the audit log. Please try again.',
  reloadFailed: 'Failed to fetch the audit log. Please try again.',
  retry: 'Try again',
  failureClassName: 'admin-error-banner',
  formActionsClassName: 'admin-form-buttons',
};

/** /sgi-admin/audit: every school's audit log. */
export function AuditPage() {
  return (
    <AdminScreen title="Audit log" titleId="audit-title">
      <p className="audit-intro">Every change made on every school’s site and in this area, and every login, newest first. Entries cannot be edited or removed.</p>
      <AuditLogScreen calls={CALLS} look={LOOK} />
    </AdminScreen>
  );
}
