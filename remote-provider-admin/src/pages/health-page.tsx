import { HealthOverview } from '../features/health/components/health-overview';

/** /sgi-admin/health: every school's site health (issue 50). */
export function HealthPage() {
  return <HealthOverview />;
}
