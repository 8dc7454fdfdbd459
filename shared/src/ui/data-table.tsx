import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  compareSortValues,
  nextDirection,
  pageCount,
  pageWindow,
  type SortDirection,
  type SortValue,
} from './data-table-paging';
import './data-table.css';

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

interface DataTableProps<Row> {
  /** The table's caption: its accessible name, also naming its scroll region and pager. */
  caption: string;
  /** Hides the caption visually when a heading right above already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  emptyText?: string;
  /** Header of the running row number, first column; null leaves the column out. */
  serialHeader?: string | null;
  /**
   * Pages of 10, 20 or 30 rows with a pager (the admin screens); false shows every row with
   * no pager, as the public pages' short lists do.
   */
  paged?: boolean;
  /** Extra class on the table's wrapper, for what one table adds (e.g. a minimum width). */
  className?: string;
}

interface SortState {
  columnId: string;
  direction: SortDirection;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The site's one table. By default the admin screens' table (docs/product.md#provider-area, "Reusable
 * table"): a running S No, headers that sort on click (ascending, descending, unsorted), 'No
 * record found' when empty, 10/20/30 rows a page, 'Page X of Y', first/previous/next/last and a
 * sliding window of page numbers. The public pages' lists use it unpaged, with their own
 * serial header or none.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText = 'No record found',
  serialHeader = 'S No',
  paged = true,
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(1);
  const pageSizeId = useId();

  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.id === sort.columnId);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    // Array.prototype.sort is stable: equal rows keep the order the server gave them.
    return [...rows].sort((a, b) => compareSortValues(value(a), value(b), sort.direction));
  }, [rows, columns, sort]);

  const total = paged ? pageCount(sorted.length, pageSize) : 1;
  // A reload with fewer rows may leave the page past the end: show the last page instead.
  const page = Math.min(requestedPage, total);
  const firstIndex = paged ? (page - 1) * pageSize : 0;
  const pageRows = paged ? sorted.slice(firstIndex, firstIndex + pageSize) : sorted;
  const serial = serialHeader !== null;

  const sortBy = (columnId: string) => {
    const direction = nextDirection(sort?.columnId === columnId ? sort.direction : null);
    setSort(direction ? { columnId, direction } : null);
    setPage(1);
  };

  return (
    <div className={className ? `ui-data-table ${className}` : 'ui-data-table'}>
      {/* Narrow screens scroll the table sideways; the region can take focus to scroll by keyboard. */}
      <div className="ui-data-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className={captionHidden ? 'ui-visually-hidden' : undefined}>{caption}</caption>
          <thead>
            <tr>
              {serial && (
                <th scope="col" className="ui-data-table-sno">
                  {serialHeader}
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={column.className}
                    aria-sort={column.sortValue ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <button type="button" className="ui-data-table-sort" onClick={() => sortBy(column.id)}>
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
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (serial ? 1 : 0)} className="ui-data-table-empty">
                  {emptyText}
                </td>
              </tr>
            ) : (
              pageRows.map((row, index) => (
                <tr key={rowKey(row)}>
                  {serial && <td className="ui-data-table-sno">{firstIndex + index + 1}</td>}
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={column.className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={column.className}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {paged && (
        <div className="ui-data-table-footer">
          <div className="ui-data-table-size">
            <label htmlFor={pageSizeId}>
              Show<span className="ui-visually-hidden"> rows per page</span>
            </label>
            <select
              id={pageSizeId}
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <span aria-hidden="true">per page</span>
          </div>
          <p className="ui-data-table-status" aria-live="polite">
            Page {page} of {total}
          </p>
          <Pager caption={caption} page={page} total={total} onPage={setPage} />
        </div>
      )}
    </div>
  );
}

function Pager({ caption, page, total, onPage }: { caption: string; page: number; total: number; onPage: (page: number) => void }) {
  const atStart = page === 1;
  const atEnd = page === total;
  return (
    <nav className="ui-data-table-pager" aria-label={`${caption} pages`}>
      <button type="button" aria-label="First page" disabled={atStart} onClick={() => onPage(1)}>
        <PagerIcon path="M11 17l-5-5 5-5M18 17l-5-5 5-5" />
      </button>
      <button type="button" aria-label="Previous page" disabled={atStart} onClick={() => onPage(page - 1)}>
        <PagerIcon path="M15 18l-6-6 6-6" />
      </button>
      {pageWindow(page, total).map((number) => (
        <button
          key={number}
          type="button"
          className="ui-data-table-page"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" aria-label="Next page" disabled={atEnd} onClick={() => onPage(page + 1)}>
        <PagerIcon path="M9 18l6-6-6-6" />
      </button>
      <button type="button" aria-label="Last page" disabled={atEnd} onClick={() => onPage(total)}>
        <PagerIcon path="M13 17l5-5-5-5M6 17l5-5-5-5" />
      </button>
    </nav>
  );
}

function PagerIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
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
