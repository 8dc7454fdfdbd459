import { getSiteJson } from '@school/shared';
import { NOTICE_ROUTES } from '@school/shared/contracts/notice-values';
import type { NoticePage } from '@school/shared/contracts/notices';
import { PUBLIC_ROUTES } from '@school/shared/contracts/site-map';

/** The most notice pages followed per list: a school's notices beyond are left to the browser. */
const MAX_LIST_PAGES = 50;

/** The ids of a notice list's notices, every page of it (the configuration in place names the school). */
async function noticeIds(route: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const answer = await getSiteJson<NoticePage>(route, { query: { page: page > 1 ? String(page) : undefined }, failed: 'The notices could not be listed' });
    ids.push(...answer.items.map((notice) => notice.id));
    if (page * answer.pageSize >= answer.total || answer.items.length === 0) break;
  }
  return ids;
}

/**
 * Every public page of the school the configuration names: the site map's, the search page,
 * and each notice's own page, current or archived. Admin areas never.
 */
export async function schoolPages(): Promise<string[]> {
  const notices = [...(await noticeIds(NOTICE_ROUTES.current)), ...(await noticeIds(NOTICE_ROUTES.archive))];
  // Every public route, and for the one with a parameter (`/notices/:id`) each notice's.
  return [...PUBLIC_ROUTES.filter((route) => !route.includes(':')), ...notices.map((id) => `/notices/${id}`)];
}
