import { formatMoment } from '@school/shared/dates';
import type { RowEditor } from '@school/shared/record-editor';
import { DataTable, textColumn, type DataTableColumn } from '@school/shared/ui/data-table';
import { circularReference, NOTICE_CATEGORY_NAMES, noticeState, type Notice } from '@school/shared/contracts/notices';

export const when = (iso: string) => formatMoment(iso, { seconds: true });

const STATE_NAMES = { draft: 'Draft', scheduled: 'Scheduled', current: 'Showing', expired: 'Archived' } as const;

interface NoticeTableProps {
  notices: readonly Notice[];
  /** When the list was loaded: its states (scheduled, showing, archived) are as of then. */
  at: number;
  /** The screen's editor: Edit and Delete, and each row's call in flight. */
  editor: RowEditor;
  onPublish(notice: Notice): void;
  /** A publisher or an admin publishes and deletes; an editor's Edit writes a draft (decision 013). */
  publishes: boolean;
}

/**
 * The notices in the house table: title, category, date, state (draft, scheduled, showing,
 * archived), circular number, with Edit, Publish (a draft) and Delete (Edit alone for an editor).
 */
export function NoticeTable({ notices, at, editor, onPublish, publishes }: NoticeTableProps) {
  const columns: DataTableColumn<Notice>[] = [
    textColumn('title', 'Title', (notice) => notice.title.en, { rowHeader: true }),
    { id: 'category', header: 'Category', cell: (notice) => NOTICE_CATEGORY_NAMES[notice.category].en, sortValue: (notice) => notice.category },
    { id: 'date', header: 'Date', cell: (notice) => <time dateTime={notice.date}>{notice.date.split('-').reverse().join('-')}</time>, sortValue: (notice) => notice.date },
    {
      id: 'state',
      header: 'Status',
      cell: (notice) => {
        const state = noticeState(notice, at);
        return (
          <>
            {STATE_NAMES[state]}
            {state === 'scheduled' && <span className="notice-admin-when"> from {when(notice.publishFrom)}</span>}
            {state === 'current' && notice.expireOn && <span className="notice-admin-when"> until {when(notice.expireOn)}</span>}
          </>
        );
      },
      sortValue: (notice) => noticeState(notice, at),
    },
    { id: 'number', header: 'Circular No.', cell: (notice) => circularReference(notice) ?? '', sortValue: (notice) => (notice.circularYear ?? 0) * 100_000 + (notice.circularNumber ?? 0) || null },
    {
      id: 'actions',
      header: 'Actions',
      className: 'notice-admin-actions',
      cell: (notice) => {
        // A call in flight for the notice: its buttons say so, and the editor ignores another click.
        const busy = editor.pending(notice.id) !== undefined || undefined;
        return (
          <div className="notice-admin-buttons">
            <button type="button" className="ui-button" aria-disabled={busy} onClick={() => void editor.edit(notice.id)}>
              Edit<span className="ui-visually-hidden"> {notice.title.en}</span>
            </button>
            {publishes && notice.status === 'draft' && (
              <button type="button" className="ui-button ui-button-primary" aria-disabled={busy} onClick={() => onPublish(notice)}>
                Publish<span className="ui-visually-hidden"> {notice.title.en}</span>
              </button>
            )}
            {publishes && (
              <button type="button" className="ui-button item-action-danger" aria-disabled={busy} onClick={() => void editor.remove(notice.id)}>
                Delete<span className="ui-visually-hidden"> {notice.title.en}</span>
              </button>
            )}
          </div>
        );
      },
    },
  ];
  return <DataTable caption="Notices and circulars" captionHidden columns={columns} rows={notices} rowKey={(row) => row.id} emptyText="No notices yet" />;
}
