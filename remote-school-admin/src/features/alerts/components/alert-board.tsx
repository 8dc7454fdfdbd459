import { useEffect, useRef, useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { alertState, alertValues, newAlertValues, type Alert, type AlertInput } from '@school/shared/contracts/alerts';
import { deleteAlert, endAlert, listAlerts, saveAlert } from '../api/alert-calls';
import { AlertForm } from './alert-form';
import './alerts.css';

const toasts = notifier('admin');

/** The list, and when it was loaded: the moment its alerts are grouped by. */
const loadAlerts = async (signal: AbortSignal) => ({ ...(await listAlerts(signal)), at: Date.now() });

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

const GROUPS = [
  { state: 'current', title: 'Showing now', empty: 'No alert is showing now.' },
  { state: 'scheduled', title: 'Scheduled', empty: 'No alert is scheduled.' },
  { state: 'ended', title: 'Ended', empty: 'No alert has ended yet.' },
] as const;

/**
 * The school's alerts, grouped as showing now, scheduled and ended, with the form to post one
 * (or edit one: the form then holds it, in place of the new one), End now and Delete. After
 * each, the list is loaded again and the line under the form says what was done.
 */
export function AlertBoard() {
  const { data, loading, error, reload } = useLoad(loadAlerts);
  const [editing, setEditing] = useState<Alert | null>(null);
  // A new form after each save: a fresh "now until tomorrow".
  const [opening, setOpening] = useState(0);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneLine.current?.focus();
  }, [done]);

  const save = async (input: AlertInput) => {
    try {
      await saveAlert(input, editing?.id ?? null);
      setDone(editing ? 'The alert is saved.' : 'The alert is posted.');
      setEditing(null);
      setOpening((count) => count + 1);
      reload();
    } catch (failure) {
      console.error(failure);
      toasts.error(errorMessage(failure, 'Failed to save the alert. Please try again.'));
    }
  };

  const act = async (alert: Alert, action: 'end' | 'delete') => {
    if (action === 'delete' && !window.confirm(`Delete the alert “${alert.message.en}”?`)) return;
    setBusy(alert.id);
    try {
      if (action === 'end') await endAlert(alert.id);
      else await deleteAlert(alert.id);
      if (editing?.id === alert.id) setEditing(null);
      setDone(action === 'end' ? 'The alert has ended.' : 'The alert is deleted.');
      reload();
    } catch (failure) {
      console.error(failure);
      toasts.error(errorMessage(failure, `Failed to ${action === 'end' ? 'end' : 'delete'} the alert. Please try again.`));
    } finally {
      setBusy(null);
    }
  };

  const edit = (alert: Alert) => {
    setEditing(alert);
    setDone('');
    formHeading.current?.focus();
  };

  return (
    <div className="alert-board">
      <section className="alert-board-form" aria-labelledby="alert-form-title">
        <h2 id="alert-form-title" ref={formHeading} tabIndex={-1}>
          {editing ? 'Edit the alert' : 'Post an alert'}
        </h2>
        <AlertForm
          key={editing ? `edit-${editing.id}` : `new-${opening}`}
          values={() => (editing ? alertValues(editing) : newAlertValues(Date.now()))}
          submitLabel={editing ? 'Save alert' : 'Post alert'}
          onSave={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>
      <p ref={doneLine} role="status" tabIndex={-1} className="alert-board-done">
        {done}
      </p>
      {!data ? (
        loading ? (
          <p role="status">Loading the alerts…</p>
        ) : (
          <LoadFailed what="The alerts" onRetry={reload} />
        )
      ) : (
        <>
          {error ? <LoadFailed what="The latest alerts" onRetry={reload} /> : null}
          {data.items.length === 0 ? <p className="alert-board-empty">No alerts yet.</p> : null}
          {data.items.length > 0 &&
            GROUPS.map(({ state, title, empty }) => {
              const items = data.items.filter((alert) => alertState(alert, data.at) === state);
              return (
                <section key={state} className="alert-board-group" aria-labelledby={`alert-group-${state}`}>
                  <h2 id={`alert-group-${state}`}>
                    {title} ({items.length})
                  </h2>
                  {items.length === 0 ? (
                    <p className="alert-board-empty">{empty}</p>
                  ) : (
                    <ul className="alert-board-list" aria-busy={loading || undefined}>
                      {items.map((alert) => (
                        <li key={alert.id} className={`alert-board-item alert-board-${state}`}>
                          <p className="alert-board-message">{alert.message.en}</p>
                          {alert.message.hi ? (
                            <p className="alert-board-message" lang="hi">
                              {alert.message.hi}
                            </p>
                          ) : (
                            <p className="alert-board-note">No Hindi yet: Hindi pages show the English.</p>
                          )}
                          <p className="alert-board-when">
                            <time dateTime={alert.startsAt}>{when(alert.startsAt)}</time> to <time dateTime={alert.endsAt}>{when(alert.endsAt)}</time>
                          </p>
                          <div className="alert-board-actions">
                            {state !== 'ended' && (
                              <>
                                <button type="button" className="ui-button" aria-label={`Edit “${alert.message.en}”`} onClick={() => edit(alert)}>
                                  Edit
                                </button>
                                <button
                                  type="button"
                                  className="ui-button"
                                  aria-label={`End now: “${alert.message.en}”`}
                                  aria-busy={busy === alert.id || undefined}
                                  onClick={() => busy === null && void act(alert, 'end')}
                                >
                                  End now
                                </button>
                              </>
                            )}
                            <button
                              type="button"
                              className="ui-button"
                              aria-label={`Delete “${alert.message.en}”`}
                              aria-busy={busy === alert.id || undefined}
                              onClick={() => busy === null && void act(alert, 'delete')}
                            >
                              Delete
                            </button>
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
        </>
      )}
    </div>
  );
}
