import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, compareSortValues, nextDirection, pageCount } from './data-table-paging';
import { DataTableFooter } from './data-table-footer';
import { DataTableHead, type DataTableColumn, type SortState } from './data-table-head';
import './form-field.css';
import './data-table.css';

export { textColumn, type DataTableColumn, type SortState } from './data-table-head';

/** The rows in a sort's order (the column's sortValue), or as given without one: what the table shows, for a screen that exports it. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: SortState | null): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.id === sort.columnId);
  if (!sort || !column?.sortValue) return rows;
  const value = column.sortValue;
  // Array.prototype.sort is stable: equal rows keep the order the server gave them.
  return [...rows].sort((a, b) => compareSortValues(value(a), value(b), sort.direction));
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
  /**
   * The sort, for a screen that keeps it (a first order of its own, an export in the order
   * shown): with `onSort`, which hears each header's click. Without it the table keeps its own,
   * unsorted at first.
   */
  sort?: SortState | null;
  onSort?: (sort: SortState | null) => void;
}

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
  sort: keptSort,
  onSort,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const sort = keptSort === undefined ? ownSort : keptSort;
  const setSort = onSort ?? setOwnSort;
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(1);

  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);

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
          <DataTableHead columns={columns} serialHeader={serialHeader} sort={sort} onSort={sortBy} />
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
        <DataTableFooter
          caption={caption}
          page={page}
          total={total}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}
