import { AlertsScreen, type AlertsCalls, type AlertsLook, type AlertsWords } from '@school/shared/ui/alerts/alerts-screen';
import { deleteAlert, endAlert, listAlerts, saveAlert } from '../features/alerts/api/alert-calls';
import { Icon } from '../ui/icons';
import { ScreenHeader } from '../ui/screen-header';
import '../ui/admin-screen.css';

const CALLS: AlertsCalls = { list: listAlerts, save: saveAlert, end: endAlert, remove: deleteAlert };

const WORDS: AlertsWords = {
  loading: 'Loading alerts...',
  loadFailed: 'Failed to fetch alerts. Please try again.',
  reloadFailed: 'Failed to fetch alerts. Please try again.',
  retry: 'Try again',
  empty: 'No alerts to every school yet.',
  add: 'Add Alert',
  newTitle: 'Add Alert',
  editTitle: 'Edit Alert',
  post: 'Save',
  update: 'Update',
  posted: 'Alert posted to every school',
  saved: 'Alert updated',
  ended: 'Alert ended',
  deleted: 'Alert deleted successfully',
  confirmDelete: () => 'Are you sure you want to delete this alert?',
};

/** The provider screens' pattern (docs/product.md#provider-area): Add Alert in the header opens the add/edit dialog. */
const LOOK: AlertsLook = {
  headingLevel: 3,
  header: (actions) => (
    <>
      <ScreenHeader title="Alerts to every school" titleId="alerts-title">
        {actions}
      </ScreenHeader>
      <p className="alerts-intro">An alert shows at the top of every page of every school’s site, from its start until its end.</p>
    </>
  ),
  form: { fields: 'admin-form-fields', buttons: 'admin-form-buttons' },
  rowButton: 'admin-row-button',
  rowButtonDanger: 'admin-row-button admin-row-button-danger',
  failure: 'admin-error-banner',
  icons: { add: <Icon name="add" />, edit: <Icon name="edit" />, delete: <Icon name="delete" /> },
};

/** /sgi-admin/alerts: the provider's alerts to every school, shown on every school's site beside each school's own. */
export function AlertsPage() {
  return (
    <section className="admin-screen" aria-labelledby="alerts-title">
      <AlertsScreen calls={CALLS} words={WORDS} look={LOOK} />
    </section>
  );
}
