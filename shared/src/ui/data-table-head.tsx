import type { ReactNode } from 'react';
import type { SortDirection, SortValue } from './data-table-paging';

export interface DataTableColumn<Row> {
  /** Stable key of the column (React key, sort state). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names its row (a person, a document): its cells are row headers. */
  rowHeader?: boolean;
  /** Makes the header a sort button; returns what the rows are ordered by. */
  sortValue?: (row: Row) => SortValue;
  /** Extra class for the column's cells (e.g. a narrow action column). */
  className?: string;
}

/** A column that shows a text and sorts by it: a name, a code, a label. */
export function textColumn<Row>(id: string, header: string, text: (row: Row) => string, { rowHeader = false } = {}): DataTableColumn<Row> {
  return { id, header, rowHeader, cell: text, sortValue: text };
}

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The running number's header; null: no such column. */
  serialHeader: string | null;
  sort: SortState | null;
  onSort(columnId: string): void;
}

/** The header row: a sortable column's header is a button that says how the rows are sorted now. */
export function DataTableHead<Row>({ columns, serialHeader, sort, onSort }: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {serialHeader !== null && (
          <th scope="col" className="ui-data-table-sno">
            {serialHeader}
          </th>
        )}
        {columns.map((column) => {
          const direction = sort?.columnId === column.id ? sort.direction : null;
          return (
            <th key={column.id} scope="col" className={column.className} aria-sort={column.sortValue ? (direction ? ARIA_SORT[direction] : 'none') : undefined}>
              {column.sortValue ? (
                <button type="button" className="ui-data-table-sort" onClick={() => onSort(column.id)}>
                  {column.header}
                  <SortIcon direction={direction} />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** Up and down arrows for unsorted, one filled arrow for the active direction. */
function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 16" width="12" height="16" className="ui-data-table-sort-icon" data-direction={direction ?? 'none'}>
      {direction !== 'desc' && <path d="M6 1 L11 7 H1 Z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.4} />}
      {direction !== 'asc' && <path d="M6 15 L11 9 H1 Z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.4} />}
    </svg>
  );
}
