import { useId } from 'react';
import { PAGE_SIZES, pageWindow } from './data-table-paging';
import { Options } from './form-field';

interface DataTableFooterProps {
  /** The table's caption, naming its pager. */
  caption: string;
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
  /** A new page size starts again at the first page. */
  onPageSize(size: number): void;
}

/** Below a paged table: how many rows a page, "Page X of Y", and the pager. */
export function DataTableFooter({ caption, page, total, pageSize, onPage, onPageSize }: DataTableFooterProps) {
  const pageSizeId = useId();
  return (
    <div className="ui-data-table-footer">
      <div className="ui-data-table-size">
        <label htmlFor={pageSizeId}>
          Show<span className="ui-visually-hidden"> rows per page</span>
        </label>
        <select id={pageSizeId} className="ui-input" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          <Options values={PAGE_SIZES} />
        </select>
        <span aria-hidden="true">per page</span>
      </div>
      <p className="ui-data-table-status" aria-live="polite">
        Page {page} of {total}
      </p>
      <Pager caption={caption} page={page} total={total} onPage={onPage} />
    </div>
  );
}

/** First, previous, a sliding window of page numbers, next and last. */
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
