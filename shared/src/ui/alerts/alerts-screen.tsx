import { useState, type ReactNode } from 'react';
import { errorMessage } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { Alert, AlertInput } from '@school/shared/contracts/alerts';
import { listedRecord, useRecordEditor } from '../../hooks/use-record-editor';
import { DoneLine, LoadedList } from '../list-status';
import { LoadFailed } from '../load-failed';
import { RecordDialog } from '../record-dialog';
import { AlertForm } from './alert-form';
import { AlertGroups } from './alert-groups';
import type { AlertsCalls, AlertsLook, AlertsWords } from './alerts-setup';
import './alerts.css';

export type { AlertsCalls, AlertsLook, AlertsWords } from './alerts-setup';
export { PROVIDER_ALERTS_WORDS, SCHOOL_ALERTS_WORDS } from './alerts-words';

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
  const alerts = useLoad(load);
  const { data, loading, reload } = alerts;
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
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
      <DoneLine text={done} />
      {failure !== null && box(<LoadFailed message={failure} retry="Dismiss" onRetry={() => setFailure(null)} />)}
      <LoadedList
        load={alerts}
        loadingText={words.loading}
        failed={(latest) => box(<LoadFailed message={latest ? words.reloadFailed : words.loadFailed} retry={words.retry} onRetry={reload} />)}
      >
        {({ items, at }) =>
          items.length === 0 ? (
            <p className="alerts-empty">{words.empty}</p>
          ) : (
            <AlertGroups alerts={items} at={at} loading={loading} editor={editor} onEnd={end} look={look} />
          )
        }
      </LoadedList>
    </div>
  );
}
