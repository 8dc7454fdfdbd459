import { formatMoment } from '@school/shared/dates';
import { alertState, type Alert } from '@school/shared/contracts/alerts';
import type { RowEditor } from '../../hooks/use-record-editor';
import type { AlertsLook } from './alerts-setup';

const when = (iso: string) => formatMoment(iso);

const GROUPS = [
  { state: 'current', title: 'Showing now', empty: 'No alert is showing now.' },
  { state: 'scheduled', title: 'Scheduled', empty: 'No alert is scheduled.' },
  { state: 'ended', title: 'Ended', empty: 'No alert has ended yet.' },
] as const;

interface AlertGroupsProps {
  alerts: readonly Alert[];
  /** When the list was loaded: the moment its alerts are grouped by. */
  at: number;
  loading: boolean;
  /** The screen's editor: Edit and Delete, and each alert's call in flight. */
  editor: RowEditor;
  onEnd(alert: Alert): void;
  look: Pick<AlertsLook, 'headingLevel' | 'rowButton' | 'rowButtonDanger' | 'icons'>;
}

/** The alerts as showing now, scheduled and ended, each with its times, Edit and End now (until it has ended) and Delete. */
export function AlertGroups({ alerts, at, loading, editor, onEnd, look }: AlertGroupsProps) {
  const Heading = look.headingLevel === 2 ? 'h2' : 'h3';
  return GROUPS.map(({ state, title, empty }) => {
    const items = alerts.filter((alert) => alertState(alert, at) === state);
    return (
      <section key={state} aria-labelledby={`alert-group-${state}`}>
        <Heading id={`alert-group-${state}`} className="alerts-heading">
          {title} ({items.length})
        </Heading>
        {items.length === 0 ? (
          <p className="alerts-empty">{empty}</p>
        ) : (
          <ul className="alerts-list" aria-busy={loading || undefined}>
            {items.map((alert) => {
              // A call in flight for the alert: its buttons say so, and the editor ignores another click.
              const busy = editor.pending(alert.id) !== undefined || undefined;
              return (
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
                        <button type="button" className={look.rowButton} aria-label={`Edit “${alert.message.en}”`} aria-busy={busy} onClick={() => void editor.edit(alert.id)}>
                          {look.icons?.edit}
                          Edit
                        </button>
                        <button type="button" className={look.rowButton} aria-label={`End now: “${alert.message.en}”`} aria-busy={busy} onClick={() => onEnd(alert)}>
                          End now
                        </button>
                      </>
                    )}
                    <button type="button" className={look.rowButtonDanger} aria-label={`Delete “${alert.message.en}”`} aria-busy={busy} onClick={() => void editor.remove(alert.id)}>
                      {look.icons?.delete}
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
  });
}
