import { AlertsScreen, PROVIDER_ALERTS_WORDS, type AlertsCalls, type AlertsLook } from '@school/shared/ui/alerts/alerts-screen';
import { deleteAlert } from '../features/alerts/api/delete-alert';
import { endAlert } from '../features/alerts/api/end-alert';
import { listAlerts } from '../features/alerts/api/list-alerts';
import { saveAlert } from '../features/alerts/api/save-alert';
import { Icon } from '../ui/icons';
import { ScreenHeader } from '../ui/screen-header';
import '../ui/admin-screen.css';

const CALLS: AlertsCalls = { list: listAlerts, save: saveAlert, end: endAlert, remove: deleteAlert };

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
      <AlertsScreen calls={CALLS} words={PROVIDER_ALERTS_WORDS} look={LOOK} />
    </section>
  );
}
