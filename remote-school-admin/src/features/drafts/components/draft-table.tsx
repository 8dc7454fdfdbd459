import { Link } from '@school/shared';
import { formatMoment } from '@school/shared/dates';
import { DRAFT_STATE_LABELS, type DraftSummary } from '@school/shared/contracts/drafts';
import { SCHOOL_ROLE_LABELS } from '@school/shared/contracts/roles';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';

const KIND_NAMES = { page: 'Page', notice: 'Notice', event: 'Event', staff: 'Staff member', alumni: 'Alumnus' } as const;
/** How a draft of something new is named: a page is never new. */
const NEW_NAMES = { notice: 'New notice', event: 'New event', staff: 'New staff member', alumni: 'New alumnus' } as const;

/** Drafts in the house table: what each changes (opening its review), its kind, state, author and last change. */
export function DraftTable({ drafts, showAuthor }: { drafts: readonly DraftSummary[]; showAuthor: boolean }) {
  const columns: DataTableColumn<DraftSummary>[] = [
    {
      id: 'title',
      header: 'What it changes',
      rowHeader: true,
      cell: (draft) => <Link to={`/Manage-Drafts/${draft.id}`}>{draft.target === null && draft.type !== 'page' ? `${NEW_NAMES[draft.type]}: ${draft.title}` : draft.title}</Link>,
      sortValue: (draft) => draft.title,
    },
    { id: 'kind', header: 'Kind', cell: (draft) => KIND_NAMES[draft.type], sortValue: (draft) => draft.type },
    { id: 'state', header: 'State', cell: (draft) => DRAFT_STATE_LABELS[draft.state], sortValue: (draft) => draft.state },
    ...(showAuthor
      ? [
          {
            id: 'author',
            header: 'Author',
            cell: (draft: DraftSummary) => `${draft.authorName ?? 'A former user'}${draft.authorRole ? ` (${SCHOOL_ROLE_LABELS[draft.authorRole]})` : ''}`,
            sortValue: (draft: DraftSummary) => draft.authorName ?? '',
          },
        ]
      : []),
    { id: 'updated', header: 'Last saved', cell: (draft) => formatMoment(draft.updatedAt), sortValue: (draft) => draft.updatedAt },
  ];
  return <DataTable caption="Drafts" captionHidden columns={columns} rows={drafts} rowKey={(row) => row.id} emptyText="No drafts" />;
}
