import { AlertsScreen } from '../features/alerts/components/alerts-screen';

/** /sgi-admin/alerts: the provider's alerts to every school. */
export function AlertsPage() {
  return <AlertsScreen />;
}
