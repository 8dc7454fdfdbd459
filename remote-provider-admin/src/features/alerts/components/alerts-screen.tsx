import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { alertState, alertValues, newAlertValues, type Alert, type AlertInput } from '@school/shared/contracts/alerts';
import { ErrorBanner } from '../../../ui/error-banner';
import { Icon } from '../../../ui/icons';
import { ScreenHeader } from '../../../ui/screen-header';
import { deleteAlert, endAlert, listAlerts, saveAlert } from '../api/alert-calls';
import { AlertForm } from './alert-form';
import '../../../ui/admin-screen.css';
import './alerts-screen.css';

const toasts = notifier('admin');

const loadAlerts = async (signal: AbortSignal) => ({ ...(await listAlerts(signal)), at: Date.now() });

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

const STATES = { current: 'Showing now', scheduled: 'Scheduled', ended: 'Ended' } as const;

type FormState = { mode: 'closed' } | { mode: 'add'; opening: number } | { mode: 'edit'; alert: Alert };

/**
 * Alerts to every school: what the provider posts shows on every school's site at once (beside
 * each school's own), e.g. a planned outage. Add, Edit, End now and Delete, as the Schools and
 * Users screens do theirs.
 */
export function AlertsScreen() {
  const alerts = useLoad(loadAlerts);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [failure, setFailure] = useState<{ message: string; detail: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const save = async (input: AlertInput) => {
    const editing = form.mode === 'edit' ? form.alert.id : null;
    await saveAlert(input, editing);
    toasts.success(editing === null ? 'Alert posted to every school' : 'Alert updated');
    setForm({ mode: 'closed' });
    alerts.reload();
  };

  const act = async (alert: Alert, action: 'end' | 'delete') => {
    if (action === 'delete' && !window.confirm('Are you sure you want to delete this alert?')) return;
    setBusy(alert.id);
    setFailure(null);
    try {
      if (action === 'end') await endAlert(alert.id);
      else await deleteAlert(alert.id);
      toasts.success(action === 'end' ? 'Alert ended' : 'Alert deleted successfully');
      if (form.mode === 'edit' && form.alert.id === alert.id) setForm({ mode: 'closed' });
      alerts.reload();
    } catch (error) {
      console.error(error);
      setFailure({ message: `Failed to ${action} the alert. Please try again.`, detail: errorMessage(error, '') });
    } finally {
      setBusy(null);
    }
  };

  const items = alerts.data?.items ?? [];
  return (
    <section className="admin-screen" aria-labelledby="alerts-title">
      <ScreenHeader title="Alerts to every school" titleId="alerts-title">
        <button type="button" className="ui-button ui-button-primary" onClick={() => setForm({ mode: 'add', opening: Date.now() })}>
          <Icon name="add" />
          Add Alert
        </button>
      </ScreenHeader>
      <p className="provider-alerts-intro">An alert shows at the top of every page of every school’s site, from its start until its end.</p>

      {Boolean(alerts.error) && (
        <ErrorBanner
          message="Failed to fetch alerts. Please try again."
          action={
            <button type="button" className="ui-button" onClick={alerts.reload}>
              Try again
            </button>
          }
        />
      )}
      {failure && (
        <ErrorBanner
          message={failure.message}
          detail={failure.detail}
          action={
            <button type="button" className="ui-button" onClick={() => setFailure(null)}>
              Dismiss
            </button>
          }
        />
      )}

      {form.mode !== 'closed' && (
        <AlertForm
          key={form.mode === 'edit' ? `edit-${form.alert.id}` : `add-${form.opening}`}
          editing={form.mode === 'edit'}
          values={() => (form.mode === 'edit' ? alertValues(form.alert) : newAlertValues(Date.now()))}
          save={save}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}

      <p className="admin-loading" role="status">
        {alerts.loading ? 'Loading alerts...' : ''}
      </p>
      {alerts.data && items.length === 0 && <p className="provider-alerts-empty">No alerts to every school yet.</p>}
      {items.length > 0 && (
        <ul className="provider-alerts-list">
          {items.map((alert) => {
            const state = alertState(alert, alerts.data!.at);
            return (
              <li key={alert.id} className={`provider-alert provider-alert-${state}`}>
                <p className="provider-alert-state">{STATES[state]}</p>
                <p className="provider-alert-message">{alert.message.en}</p>
                {alert.message.hi && (
                  <p className="provider-alert-message" lang="hi">
                    {alert.message.hi}
                  </p>
                )}
                <p className="provider-alert-when">
                  <time dateTime={alert.startsAt}>{when(alert.startsAt)}</time> to <time dateTime={alert.endsAt}>{when(alert.endsAt)}</time>
                </p>
                <div className="admin-row-actions">
                  {state !== 'ended' && (
                    <>
                      <button type="button" className="admin-row-button" aria-label={`Edit “${alert.message.en}”`} onClick={() => setForm({ mode: 'edit', alert })}>
                        <Icon name="edit" />
                        Edit
                      </button>
                      <button
                        type="button"
                        className="admin-row-button"
                        aria-label={`End now: “${alert.message.en}”`}
                        disabled={busy === alert.id}
                        onClick={() => void act(alert, 'end')}
                      >
                        End now
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="admin-row-button admin-row-button-danger"
                    aria-label={`Delete “${alert.message.en}”`}
                    disabled={busy === alert.id}
                    onClick={() => void act(alert, 'delete')}
                  >
                    <Icon name="delete" />
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
