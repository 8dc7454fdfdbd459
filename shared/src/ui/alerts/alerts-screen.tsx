import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { formatMoment } from '@school/shared/dates';
import { alertState, alertValues, newAlertValues, type Alert, type AlertInput, type AlertList } from '@school/shared/contracts/alerts';
import { LoadFailed } from '../load-failed';
import { AlertForm, type AlertFormClasses } from './alert-form';
import './alerts.css';

/** The area's calls (contracts/alerts.ts): the school's /School/Alert/* or the provider's /Provider/Alert/*. */
export interface AlertsCalls {
  /** Module-level: a new function loads again. */
  list(signal: AbortSignal): Promise<AlertList>;
  /** Add when id is null, else Update. */
  save(input: AlertInput, id: number | null): Promise<unknown>;
  end(id: number): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/** What the screen says, in the area's words ("this school" or "every school"). */
export interface AlertsWords {
  loading: string;
  /** No list could be loaded; a reload failed with the last list still shown. */
  loadFailed: string;
  reloadFailed: string;
  /** The button that loads again. */
  retry: string;
  empty: string;
  /** The form's title, new and edited, and its submit button's text. */
  newTitle: string;
  editTitle: string;
  post: string;
  update: string;
  /** The line that says what was done. */
  posted: string;
  saved: string;
  ended: string;
  deleted: string;
  confirmDelete(alert: Alert): string;
}

/** The area's look: its heading level, class hooks and icons; and whether the form waits for a button. */
export interface AlertsLook {
  /** Of the form's title and the groups' headings: under the page's h1 (2) or the screen's h2 (3). */
  headingLevel: 2 | 3;
  /** The text of the button that opens the form (the provider's inline form pattern); without it the form is always there. */
  addButton?: string;
  /** Where the Add button goes: the area's screen header around it. */
  header?: (actions: ReactNode) => ReactNode;
  formPanel: string;
  form: AlertFormClasses;
  rowButton: string;
  rowButtonDanger: string;
  /** The class of a failure's box (the provider's error banner); none for a plain line. */
  failure?: string;
  icons?: { add?: ReactNode; edit?: ReactNode; delete?: ReactNode };
}

/** The list, and when it was loaded: the moment its alerts are grouped by. */
const loaded = async (list: AlertsCalls['list'], signal: AbortSignal) => ({ ...(await list(signal)), at: Date.now() });

const when = (iso: string) => formatMoment(iso);

const GROUPS = [
  { state: 'current', title: 'Showing now', empty: 'No alert is showing now.' },
  { state: 'scheduled', title: 'Scheduled', empty: 'No alert is scheduled.' },
  { state: 'ended', title: 'Ended', empty: 'No alert has ended yet.' },
] as const;

/** The form: closed (until Add), a new alert (a fresh "now until tomorrow" each opening), or one being edited. */
type FormState = { mode: 'closed' } | { mode: 'new'; opening: number } | { mode: 'edit'; alert: Alert };

/**
 * Alerts, the school's or the provider's to every school, grouped as showing now, scheduled and
 * ended, with the form to post one or edit one, End now and Delete. After each, the list is
 * loaded again and the line under the form says what was done (and takes the focus).
 */
export function AlertsScreen({ calls, words, look }: { calls: AlertsCalls; words: AlertsWords; look: AlertsLook }) {
  const { list } = calls;
  const [load] = useState(() => (signal: AbortSignal) => loaded(list, signal));
  const { data, loading, error, reload } = useLoad(load);
  const closed: FormState = look.addButton ? { mode: 'closed' } : { mode: 'new', opening: 0 };
  const [form, setForm] = useState<FormState>(closed);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Set by Add and Edit: the form's title takes the focus once it is there.
  const focusForm = useRef(false);
  const Heading = look.headingLevel === 2 ? 'h2' : 'h3';
  const formKey = form.mode === 'edit' ? `edit-${form.alert.id}` : form.mode === 'new' ? `new-${form.opening}` : 'closed';

  useEffect(() => {
    if (done) doneLine.current?.focus();
  }, [done]);
  useEffect(() => {
    if (!focusForm.current) return;
    focusForm.current = false;
    formHeading.current?.focus();
    formHeading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [formKey]);

  const open = (next: FormState) => {
    focusForm.current = true;
    setDone('');
    setForm(next);
  };
  // After a save, a new form (a fresh "now until tomorrow"), or none until Add.
  const reset = () => setForm(look.addButton ? { mode: 'closed' } : { mode: 'new', opening: Date.now() });
  const cancel = () => {
    reset();
    addButton.current?.focus();
  };

  const save = async (input: AlertInput) => {
    const editing = form.mode === 'edit' ? form.alert.id : null;
    await calls.save(input, editing);
    setDone(editing === null ? words.posted : words.saved);
    reset();
    reload();
  };

  const act = async (alert: Alert, action: 'end' | 'delete') => {
    if (action === 'delete' && !window.confirm(words.confirmDelete(alert))) return;
    setBusy(alert.id);
    setFailure(null);
    try {
      if (action === 'end') await calls.end(alert.id);
      else await calls.remove(alert.id);
      if (form.mode === 'edit' && form.alert.id === alert.id) reset();
      setDone(action === 'end' ? words.ended : words.deleted);
      reload();
    } catch (failed) {
      console.error(failed);
      const detail = errorMessage(failed, '');
      setFailure(`Failed to ${action} the alert. Please try again.${detail ? ` ${detail}` : ''}`);
    } finally {
      setBusy(null);
    }
  };

  const add = look.addButton ? (
    <button ref={addButton} type="button" className="ui-button ui-button-primary" onClick={() => open({ mode: 'new', opening: Date.now() })}>
      {look.icons?.add}
      {look.addButton}
    </button>
  ) : null;

  return (
    <div className="alerts-screen">
      {add && (look.header ? look.header(add) : add)}
      {form.mode !== 'closed' && (
        <section className={look.formPanel} aria-labelledby="alert-form-title">
          <Heading id="alert-form-title" ref={formHeading} tabIndex={-1} className="alerts-heading">
            {form.mode === 'edit' ? words.editTitle : words.newTitle}
          </Heading>
          <AlertForm
            key={formKey}
            values={() => (form.mode === 'edit' ? alertValues(form.alert) : newAlertValues(Date.now()))}
            submitLabel={form.mode === 'edit' ? words.update : words.post}
            onSave={save}
            onCancel={form.mode === 'edit' || look.addButton ? cancel : undefined}
            classes={look.form}
          />
        </section>
      )}
      <p ref={doneLine} role="status" tabIndex={-1} className="alerts-done">
        {done}
      </p>
      {failure !== null && (
        <div className={look.failure}>
          <LoadFailed message={failure} retry="Dismiss" onRetry={() => setFailure(null)} />
        </div>
      )}
      {!data ? (
        loading ? (
          <p role="status">{words.loading}</p>
        ) : (
          <div className={look.failure}>
            <LoadFailed message={words.loadFailed} retry={words.retry} onRetry={reload} />
          </div>
        )
      ) : (
        <>
          {error ? (
            <div className={look.failure}>
              <LoadFailed message={words.reloadFailed} retry={words.retry} onRetry={reload} />
            </div>
          ) : null}
          {data.items.length === 0 ? <p className="alerts-empty">{words.empty}</p> : null}
          {data.items.length > 0 &&
            GROUPS.map(({ state, title, empty }) => {
              const items = data.items.filter((alert) => alertState(alert, data.at) === state);
              return (
                <section key={state} aria-labelledby={`alert-group-${state}`}>
                  <Heading id={`alert-group-${state}`} className="alerts-heading">
                    {title} ({items.length})
                  </Heading>
                  {items.length === 0 ? (
                    <p className="alerts-empty">{empty}</p>
                  ) : (
                    <ul className="alerts-list" aria-busy={loading || undefined}>
                      {items.map((alert) => (
                        <li key={alert.id} className={`alerts-item alerts-${state}`}>
                          <p className="alerts-message">{alert.message.en}</p>
                          {alert.message.hi ? (
                            <p className="alerts-message" lang="hi">
                              {alert.message.hi}
                            </p>
                          ) : (
                            <p className="alerts-note">No Hindi yet: Hindi pages show the English.</p>
                          )}
                          <p className="alerts-when">
                            <time dateTime={alert.startsAt}>{when(alert.startsAt)}</time> to <time dateTime={alert.endsAt}>{when(alert.endsAt)}</time>
                          </p>
                          <div className="alerts-actions">
                            {state !== 'ended' && (
                              <>
                                <button type="button" className={look.rowButton} aria-label={`Edit “${alert.message.en}”`} onClick={() => open({ mode: 'edit', alert })}>
                                  {look.icons?.edit}
                                  Edit
                                </button>
                                <button
                                  type="button"
                                  className={look.rowButton}
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
                              className={look.rowButtonDanger}
                              aria-label={`Delete “${alert.message.en}”`}
                              aria-busy={busy === alert.id || undefined}
                              onClick={() => busy === null && void act(alert, 'delete')}
                            >
                              {look.icons?.delete}
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
