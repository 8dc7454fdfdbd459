import { useEffect, useRef, useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { formatMoment } from '@school/shared/dates';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { Modal } from '@school/shared/ui/modal';
import { circularReference, NOTICE_CATEGORY_NAMES, noticeState, type Notice, type NoticeInput } from '@school/shared/contracts/notices';
import { deleteNotice, listNotices, publishNotice, saveNotice } from '../api/notice-calls';
import { newNoticeValues, noticeValues, type NoticeFormValues } from '../notice-form-schema';
import { NoticeForm } from './notice-form';
import '../../../ui/toolbar-button.css';
import '../../../ui/item-actions.css';
import './notices.css';

const toasts = notifier('admin');

const when = (iso: string) => formatMoment(iso, { seconds: true });

/** The list, and when it was loaded: its states (scheduled, showing, archived) are as of then. */
const loadNotices = async (signal: AbortSignal) => ({ items: (await listNotices(signal)).items, at: Date.now() });

const STATE_NAMES = { draft: 'Draft', scheduled: 'Scheduled', current: 'Showing', expired: 'Archived' } as const;

/** What the confirmation of Publish says: when visitors see it and, for a circular, that its number is then fixed. */
export function publishQuestion(notice: Notice): string {
  const shown = Date.parse(notice.publishFrom) <= Date.now() ? 'Visitors see it at once' : `Visitors see it from ${when(notice.publishFrom)}`;
  const circular =
    notice.category === 'circular' ? ' As a circular it gets the next circular number of the year, which cannot be changed afterwards, and it stays a circular.' : '';
  return `Publish “${notice.title.en}”? ${shown}.${circular}`;
}

type Editing = { mode: 'closed' } | { mode: 'add'; opening: number; values: NoticeFormValues } | { mode: 'edit'; opening: number; notice: Notice };

/**
 * The school's notices, drafts and published, in the house table: its title, category, date,
 * state (draft, scheduled, showing, archived), circular number, with Edit, Publish (a draft)
 * and Delete. Add and Edit open the form in a dialog; after each change the list loads again
 * and the line above it says what was done.
 */
export function NoticeManager() {
  const { data, loading, error, reload } = useLoad(loadNotices);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [openings, setOpenings] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const doneLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneLine.current?.focus();
  }, [done]);

  const open = (notice: Notice | null) => {
    setOpenings((count) => count + 1);
    // A new notice is dated today and shown from now: the moment Add is pressed.
    setEditing(notice ? { mode: 'edit', opening: openings + 1, notice } : { mode: 'add', opening: openings + 1, values: newNoticeValues(Date.now()) });
  };

  const save = async (input: NoticeInput): Promise<string | null> => {
    const notice = editing.mode === 'edit' ? editing.notice : null;
    try {
      const saved = await saveNotice(input, notice?.id ?? null);
      setEditing({ mode: 'closed' });
      setDone(notice ? `“${saved.title.en}” is saved.` : `“${saved.title.en}” is saved as a draft. Publish it when it is ready.`);
      reload();
      return null;
    } catch (failure) {
      console.error(failure);
      return errorMessage(failure, 'The notice could not be saved. Please try again.');
    }
  };

  const act = async (notice: Notice, action: 'publish' | 'delete') => {
    const question = action === 'publish' ? publishQuestion(notice) : `Delete “${notice.title.en}” and its attachments? This cannot be undone.`;
    if (!window.confirm(question)) return;
    setBusy(notice.id);
    try {
      if (action === 'publish') {
        const published = await publishNotice(notice.id);
        const reference = circularReference(published);
        setDone(reference ? `“${published.title.en}” is published as Circular No. ${reference}.` : `“${published.title.en}” is published.`);
      } else {
        await deleteNotice(notice.id);
        setDone(`“${notice.title.en}” is deleted.`);
      }
      reload();
    } catch (failure) {
      console.error(failure);
      toasts.error(errorMessage(failure, `Failed to ${action} the notice. Please try again.`));
    } finally {
      setBusy(null);
    }
  };

  const now = data?.at ?? 0;
  const columns: DataTableColumn<Notice>[] = [
    { id: 'title', header: 'Title', rowHeader: true, cell: (notice) => notice.title.en, sortValue: (notice) => notice.title.en },
    { id: 'category', header: 'Category', cell: (notice) => NOTICE_CATEGORY_NAMES[notice.category].en, sortValue: (notice) => notice.category },
    { id: 'date', header: 'Date', cell: (notice) => <time dateTime={notice.date}>{notice.date.split('-').reverse().join('-')}</time>, sortValue: (notice) => notice.date },
    {
      id: 'state',
      header: 'Status',
      cell: (notice) => {
        const state = noticeState(notice, now);
        return (
          <>
            {STATE_NAMES[state]}
            {state === 'scheduled' && <span className="notice-admin-when"> from {when(notice.publishFrom)}</span>}
            {state === 'current' && notice.expireOn && <span className="notice-admin-when"> until {when(notice.expireOn)}</span>}
          </>
        );
      },
      sortValue: (notice) => noticeState(notice, now),
    },
    { id: 'number', header: 'Circular No.', cell: (notice) => circularReference(notice) ?? '', sortValue: (notice) => (notice.circularYear ?? 0) * 100_000 + (notice.circularNumber ?? 0) || null },
    {
      id: 'actions',
      header: 'Actions',
      className: 'notice-admin-actions',
      cell: (notice) => (
        <div className="notice-admin-buttons">
          <button type="button" className="ui-button" aria-disabled={busy === notice.id || undefined} onClick={() => busy === null && open(notice)}>
            Edit<span className="ui-visually-hidden"> {notice.title.en}</span>
          </button>
          {notice.status === 'draft' && (
            <button type="button" className="ui-button ui-button-primary" aria-disabled={busy === notice.id || undefined} onClick={() => busy === null && void act(notice, 'publish')}>
              Publish<span className="ui-visually-hidden"> {notice.title.en}</span>
            </button>
          )}
          <button type="button" className="ui-button item-action-danger" aria-disabled={busy === notice.id || undefined} onClick={() => busy === null && void act(notice, 'delete')}>
            Delete<span className="ui-visually-hidden"> {notice.title.en}</span>
          </button>
        </div>
      ),
    },
  ];

  const notice = editing.mode === 'edit' ? editing.notice : null;
  return (
    <div className="notice-manager">
      <button type="button" className="ui-button ui-button-primary toolbar-button" onClick={() => open(null)}>
        Add notice
      </button>
      <p ref={doneLine} role="status" tabIndex={-1} className="notice-admin-done">
        {done}
      </p>
      {!data ? (
        loading ? (
          <p role="status">Loading the notices…</p>
        ) : (
          <LoadFailed what="The notices" onRetry={reload} />
        )
      ) : (
        <>
          {error ? <LoadFailed what="The latest notices" onRetry={reload} /> : null}
          <DataTable caption="Notices and circulars" captionHidden columns={columns} rows={data.items} rowKey={(row) => row.id} emptyText="No notices yet" />
        </>
      )}
      <Modal open={editing.mode !== 'closed'} title={notice ? 'Edit notice' : 'Add notice'} onClose={() => setEditing({ mode: 'closed' })}>
        {editing.mode !== 'closed' && (
          <NoticeForm
            key={editing.opening}
            notice={notice}
            values={editing.mode === 'edit' ? noticeValues(editing.notice) : editing.values}
            onSave={save}
            onCancel={() => setEditing({ mode: 'closed' })}
          />
        )}
      </Modal>
    </div>
  );
}
