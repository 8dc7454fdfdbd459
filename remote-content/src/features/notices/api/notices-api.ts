import { getConfig } from '@school/shared';
import { NOTICE_ROUTES, type NoticeBoard, type NoticeCategory, type NoticePage, type PublicNotice } from '@school/shared/contracts/notices';

/** The API answered 404: the notice is not public (a draft, not yet published, deleted, another school's). */
export class NoticeNotFound extends Error {
  constructor() {
    super('Notice not found');
    this.name = 'NoticeNotFound';
  }
}

/**
 * GET {API_URL}<route>?school=<code>&…: a public answer about this site's school, through the
 * browser's cache (the API answers no-cache with an ETag, so a notice shows and leaves at its second).
 */
async function getNotices<T>(route: string, query: Record<string, string | undefined>, signal?: AbortSignal): Promise<T> {
  const { API_URL, SchoolCode } = getConfig();
  const params = new URLSearchParams({ school: SchoolCode });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const response = await fetch(`${API_URL}${route}?${params}`, { signal });
  if (response.status === 404) throw new NoticeNotFound();
  if (!response.ok) throw new Error(`The notices could not be loaded (${response.status})`);
  return (await response.json()) as T;
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
