import { getSiteJson } from '@school/shared';
import { NOTICE_ROUTES, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { NoticePage } from '@school/shared/contracts/notices';
import { withPreviewedNotice } from './notice-preview';

export type Shelf = 'current' | 'archive';

export interface ShelfQuery {
  shelf: Shelf;
  category: NoticeCategory | null;
  page: number;
}

/** GET /Site/Notices or /Site/Notices/Archive: a page of the current notices (/notices) or of the expired ones (/notices/archive), with a notice's draft previewed in this tab in its place. */
export const getNoticePage = async (query: ShelfQuery, signal?: AbortSignal): Promise<NoticePage> => {
  const { shelf, category, page } = query;
  const answer = await getSiteJson<NoticePage>(shelf === 'current' ? NOTICE_ROUTES.current : NOTICE_ROUTES.archive, {
    query: { category: category ?? undefined, page: page > 1 ? String(page) : undefined },
    signal,
    failed: 'The notices could not be loaded',
  });
  return withPreviewedNotice(answer, query, Date.now());
};
