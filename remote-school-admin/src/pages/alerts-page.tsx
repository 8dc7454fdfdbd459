import { AlertBoard } from '../features/alerts/components/alert-board';

/** /Manage-Alerts: the urgent alerts shown at the top of every page of the school's site. */
export function AlertsPage() {
  return (
    <div className="alerts-page">
      <h1>Alerts</h1>
      <p>
        An alert shows at the top of every page of the site, from its start until its end, for example “School closed tomorrow”. Visitors can dismiss it for
        their visit. A new alert, or one ended now, shows or goes within a minute.
      </p>
      <AlertBoard />
    </div>
  );
}
