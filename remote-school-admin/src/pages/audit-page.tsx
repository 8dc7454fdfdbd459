import { AuditLog } from '../features/audit/components/audit-log';
import '../features/audit/components/audit.css';

/** /Manage-Audit: what was done on the school's site, by whom and when. */
export function AuditPage() {
  return (
    <div className="audit-page">
      <h1>Audit log</h1>
      <p className="audit-intro">
        Every change made to the school’s site and every login, newest first: who did it, when, and what it changed. Entries cannot be edited or removed.
      </p>
      <AuditLog />
    </div>
  );
}
