import { AuditLogScreen, type AuditLogCalls, type AuditLogLook } from '@school/shared/ui/audit-log/audit-log-screen';
import { auditPage } from '../features/audit/api/audit-page';
import { exportAudit } from '../features/audit/api/export-audit';
import '../ui/admin-form.css';

const CALLS: AuditLogCalls = { page: auditPage, exportCsv: exportAudit };

const LOOK: AuditLogLook = {
  loadFailed: 'The audit log cannot be loaded now.',
  reloadFailed: 'The latest entries cannot be loaded now.',
  retry: 'Retry',
  formActionsClassName: 'admin-form-actions',
};

/** /Manage-Audit: what was done on the school's site, by whom and when. */
export function AuditPage() {
  return (
    <div className="audit-page">
      <h1>Audit log</h1>
      <p className="audit-intro">
        Every change made to the school’s site and every login, newest first: who did it, when, and what it changed. Entries cannot be edited or removed.
      </p>
      <AuditLogScreen calls={CALLS} look={LOOK} />
    </div>
  );
}
