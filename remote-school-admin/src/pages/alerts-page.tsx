import { AlertsScreen, type AlertsCalls, type AlertsLook, type AlertsWords } from '@school/shared/ui/alerts/alerts-screen';
import { deleteAlert, endAlert, listAlerts, saveAlert } from '../features/alerts/api/alert-calls';
import '../ui/admin-form.css';
import '../ui/hindi-gaps.css';

const CALLS: AlertsCalls = { list: listAlerts, save: saveAlert, end: endAlert, remove: deleteAlert };

const WORDS: AlertsWords = {
  loading: 'Loading the alerts…',
  loadFailed: 'The alerts cannot be loaded now.',
  reloadFailed: 'The latest alerts cannot be loaded now.',
  retry: 'Retry',
  empty: 'No alerts yet.',
  add: 'Post an alert',
  newTitle: 'Post an alert',
  editTitle: 'Edit the alert',
  post: 'Post alert',
  update: 'Save alert',
  posted: 'The alert is posted.',
  saved: 'The alert is saved.',
  ended: 'The alert has ended.',
  deleted: 'The alert is deleted.',
  confirmDelete: (alert) => `Delete the alert “${alert.message.en}”?`,
};

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
      <AlertsScreen calls={CALLS} words={WORDS} look={LOOK} />
    </div>
  );
}
