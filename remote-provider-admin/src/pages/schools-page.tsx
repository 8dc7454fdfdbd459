import { SchoolsScreen } from '../features/schools/components/schools-screen';

/** /sgi-admin and /sgi-admin/schools. */
export function SchoolsPage() {
  return <SchoolsScreen />;
}
