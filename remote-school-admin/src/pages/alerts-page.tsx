import { AlertsScreen, SCHOOL_ALERTS_WORDS, type AlertsCalls, type AlertsLook } from '@school/shared/ui/alerts/alerts-screen';
import { deleteAlert } from '../features/alerts/api/delete-alert';
import { endAlert } from '../features/alerts/api/end-alert';
import { listAlerts } from '../features/alerts/api/list-alerts';
import { saveAlert } from '../features/alerts/api/save-alert';
import '../ui/admin-form.css';
import '../ui/hindi-gaps.css';

const CALLS: AlertsCalls = { list: listAlerts, save: saveAlert, end: endAlert, remove: deleteAlert };

/** Under the page's h1, in the school admin's form look. */
const LOOK: AlertsLook = {
  headingLevel: 2,
  form: { fields: 'admin-form-grid', buttons: 'admin-form-actions' },
  rowButton: 'ui-button',
  rowButtonDanger: 'ui-button',
};

/** /Manage-Alerts: the urgent alerts shown at the top of every page of the school's site. */
export function AlertsPage() {
  return (
    <div className="alerts-page">
      <h1>Alerts</h1>
      <p>
        An alert shows at the top of every page of the site, from its start until its end, for example “School closed tomorrow”. Visitors can dismiss it for
        their visit. A new alert, or one ended now, shows or goes within a minute.
      </p>
      <AlertsScreen calls={CALLS} words={SCHOOL_ALERTS_WORDS} look={LOOK} />
    </div>
  );
}
