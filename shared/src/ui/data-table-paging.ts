/** Page sizes of the admin tables (docs/product.md#provider-area): 10, 20 or 30 rows, 20 by default. */
export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** At most this many page-number buttons show at once (docs/product.md#provider-area). */
export const MAX_PAGE_BUTTONS = 5;

export type SortDirection = 'asc' | 'desc';

/** What a sortable column compares: text (by locale, numbers in it by value), a number, or nothing. */
export type SortValue = string | number | boolean | null | undefined;

/** Each click on a header moves it on: unsorted, ascending, descending, unsorted again. */
export function nextDirection(current: SortDirection | null): SortDirection | null {
  if (current === null) return 'asc';
  return current === 'asc' ? 'desc' : null;
}

/** Empty values sort last whichever the direction, so blanks never crowd the first page. */
export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order =
    typeof a === 'string' || typeof b === 'string'
      ? String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' })
      : Number(a) - Number(b);
  return direction === 'asc' ? order : -order;
}

/** An empty table still reads "Page 1 of 1", never "Page 1 of 0". */
export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/**
 * The page numbers to offer: up to MAX_PAGE_BUTTONS, the current one in the middle when it can
 * be, the window sliding as the current page moves and stopping at the first and last pages.
 */
export function pageWindow(current: number, total: number): number[] {
  const size = Math.min(MAX_PAGE_BUTTONS, total);
  const first = Math.min(Math.max(1, current - Math.floor(MAX_PAGE_BUTTONS / 2)), total - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
