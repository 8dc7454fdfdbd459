import { getSiteJson } from '@school/shared';
import { NOTICE_ROUTES, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { NoticePage } from '@school/shared/contracts/notices';

export type Shelf = 'current' | 'archive';

export interface ShelfQuery {
  shelf: Shelf;
  category: NoticeCategory | null;
  page: number;
}

/** GET /Site/Notices or /Site/Notices/Archive: a page of the current notices (/notices) or of the expired ones (/notices/archive). */
export const getNoticePage = ({ shelf, category, page }: ShelfQuery, signal?: AbortSignal) =>
  getSiteJson<NoticePage>(shelf === 'current' ? NOTICE_ROUTES.current : NOTICE_ROUTES.archive, {
    query: { category: category ?? undefined, page: page > 1 ? String(page) : undefined },
    signal,
    failed: 'The notices could not be loaded',
  });
