import { AuditScreen } from '../features/audit/components/audit-screen';

/** /sgi-admin/audit: every school's audit log. */
export function AuditPage() {
  return <AuditScreen />;
}
