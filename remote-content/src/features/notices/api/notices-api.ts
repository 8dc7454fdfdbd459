import { getSiteJson, SiteReadError } from '@school/shared';
import { NOTICE_ROUTES, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { NoticeBoard, NoticePage, PublicNotice } from '@school/shared/contracts/notices';

/** The API answered 404: the notice is not public (a draft, not yet published, deleted, another school's). */
export class NoticeNotFound extends Error {
  constructor() {
    super('Notice not found');
    this.name = 'NoticeNotFound';
  }
}

/** A public read of this site's school's notices; a 404 is NoticeNotFound. */
async function getNotices<T>(route: string, query: Record<string, string | undefined>, signal?: AbortSignal): Promise<T> {
  try {
    return await getSiteJson<T>(route, { query, signal, failed: 'The notices could not be loaded' });
  } catch (error) {
    throw error instanceof SiteReadError && error.status === 404 ? new NoticeNotFound() : error;
  }
}

/** The home page's board: the latest current notices. */
export const loadNoticeBoard = (signal?: AbortSignal) => getNotices<NoticeBoard>(NOTICE_ROUTES.board, {}, signal);

export type Shelf = 'current' | 'archive';

export interface ShelfQuery {
  shelf: Shelf;
  category: NoticeCategory | null;
  page: number;
}

/** A page of the current notices (/notices) or of the expired ones (/notices/archive). */
export const loadNoticePage = ({ shelf, category, page }: ShelfQuery, signal?: AbortSignal) =>
  getNotices<NoticePage>(shelf === 'current' ? NOTICE_ROUTES.current : NOTICE_ROUTES.archive, { category: category ?? undefined, page: page > 1 ? String(page) : undefined }, signal);

/** One public notice; NoticeNotFound when it is not (or no longer) public. */
export const loadNotice = (id: number, signal?: AbortSignal) => getNotices<PublicNotice>(`${NOTICE_ROUTES.one}/${id}`, {}, signal);
