import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { Alert, AlertInput } from '@school/shared/contracts/alerts';
import { listedRecord, useRecordEditor } from '../../hooks/use-record-editor';
import { LoadFailed } from '../load-failed';
import { RecordDialog } from '../record-dialog';
import { AlertForm } from './alert-form';
import { AlertGroups } from './alert-groups';
import type { AlertsCalls, AlertsLook, AlertsWords } from './alerts-setup';
import './alerts.css';

export type { AlertsCalls, AlertsLook, AlertsWords } from './alerts-setup';

/** The list, and when it was loaded: the moment its alerts are grouped by. */
const loaded = async (list: AlertsCalls['list'], signal: AbortSignal) => ({ ...(await list(signal)), at: Date.now() });

/**
 * Alerts, the school's or the provider's to every school, grouped as showing now, scheduled and
 * ended; Add and Edit open the form in a RecordDialog, End now and Delete act on one (Delete
 * asks first). After each, the list is loaded again and the line above it says what was done
 * (and takes the focus).
 */
export function AlertsScreen({ calls, words, look }: { calls: AlertsCalls; words: AlertsWords; look: AlertsLook }) {
  const { list } = calls;
  const [load] = useState(() => (signal: AbortSignal) => loaded(list, signal));
  const { data, loading, error, reload } = useLoad(load);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  const Heading = look.headingLevel === 2 ? 'h2' : 'h3';
  const said = (what: string) => {
    setDone(what);
    reload();
  };
  const failed = (action: string) => (cause: unknown) => {
    console.error(cause);
    const detail = errorMessage(cause, '');
    setFailure(`Failed to ${action} the alert. Please try again.${detail ? ` ${detail}` : ''}`);
  };
  // The list holds whole alerts: Edit opens on the one listed, and Delete names it.
  const listed = (id: number) => listedRecord(data?.items, id);
  const editor = useRecordEditor<Alert>({
    fetch: async (id) => listed(id),
    delete: (id) => {
      setFailure(null);
      return calls.remove(id);
    },
    confirmDelete: (id) => ({ question: words.confirmDelete(listed(id)), action: 'Delete' }),
    afterSave: reload,
    afterDelete: () => said(words.deleted),
    fetchFailed: console.error,
    deleteFailed: failed('delete'),
  });

  useEffect(() => {
    if (done) doneLine.current?.focus();
  }, [done]);

  const end = (alert: Alert) => {
    setFailure(null);
    void editor.act(alert.id, 'end', { run: () => calls.end(alert.id), done: () => said(words.ended), failed: failed('end') });
  };

  const add = (
    <button type="button" className="ui-button ui-button-primary" onClick={editor.add}>
      {look.icons?.add}
      {words.add}
    </button>
  );
  const box = (content: ReactNode) => <div className={look.failure}>{content}</div>;

  return (
    <div className="alerts-screen">
      {look.header ? look.header(add) : add}
      <RecordDialog
        editor={editor}
        titles={{ add: words.newTitle, edit: words.editTitle }}
        save={async (input: AlertInput, alert) => {
          await calls.save(input, alert?.id ?? null);
          setDone(alert ? words.saved : words.posted);
        }}
        failure={(cause) => {
          console.error(cause);
          return errorMessage(cause, 'Failed to save the alert. Please try again.');
        }}
      >
        {(form) => <AlertForm {...form} submitLabel={form.record ? words.update : words.post} classes={look.form} />}
      </RecordDialog>
      <p ref={doneLine} role="status" tabIndex={-1} className="alerts-done">
        {done}
      </p>
      {failure !== null && box(<LoadFailed message={failure} retry="Dismiss" onRetry={() => setFailure(null)} />)}
      {!data ? (
        loading ? (
          <p role="status">{words.loading}</p>
        ) : (
          box(<LoadFailed message={words.loadFailed} retry={words.retry} onRetry={reload} />)
        )
      ) : (
        <>
          {error ? box(<LoadFailed message={words.reloadFailed} retry={words.retry} onRetry={reload} />) : null}
          {data.items.length === 0 ? (
            <p className="alerts-empty">{words.empty}</p>
          ) : (
            <AlertGroups
              alerts={data.items}
              at={data.at}
              loading={loading}
              heading={Heading}
              pending={editor.pending}
              onEdit={(alert) => void editor.edit(alert.id)}
              onEnd={end}
              onDelete={(alert) => void editor.remove(alert.id)}
              look={look}
            />
          )}
        </>
      )}
    </div>
  );
}
