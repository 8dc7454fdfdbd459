import { NOTICE_CATEGORIES, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { Shelf, ShelfQuery } from '../api/get-notice-page';

const PATHS: Record<Shelf, string> = { current: '/notices', archive: '/notices/archive' };

const isCategory = (value: string | null): value is NoticeCategory => NOTICE_CATEGORIES.includes(value as NoticeCategory);

/**
 * The list's filter and page, from the address (`?category=circular&page=2`), so a filtered
 * page can be shared. What the API would refuse is read as the list's start: an unknown
 * category as all of them, a page that is not a whole number from 1 as the first.
 */
export function shelfQuery(shelf: Shelf, search: string): ShelfQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const page = params.get('page') ?? '';
  return { shelf, category: isCategory(category) ? category : null, page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1 };
}

/** The address of the list with a filter and a page (the first page and "all" are left out of it). */
export function shelfAddress({ shelf, category, page }: ShelfQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATHS[shelf]}?${query}` : PATHS[shelf];
}
