import { NEW_NOTICE_ID, previewedNotice } from '@school/shared';
import { NOTICE_LIMITS, noticeState, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { NoticeBoard, NoticePage, PublicNotice } from '@school/shared/contracts/notices';
import type { Shelf, ShelfQuery } from './get-notice-page';

/*
 * A notice's draft previewed in this tab (shared/src/draft-preview.ts) stands for the notice it
 * changes, or joins the notices if it is new, wherever a visitor meets it: its own page, the
 * current list or the archive (by its dates, as the API files a notice), and the home page's
 * board. Nothing here asks the API anything the public pages do not ask already.
 */

/** The previewed notice, when it is the one asked for (a new notice's page is NEW_NOTICE_ID's). */
export function previewedNoticeOf(id: number): PublicNotice | null {
  const notice = previewedNotice()?.notice;
  return notice && notice.id === id ? notice : null;
}

/** The API's order: newest publishFrom first on the current shelf, newest expiry first in the archive; then newest id (a new notice would be the newest). */
function newerFirst(shelf: Shelf) {
  const rank = (notice: PublicNotice) => (notice.id === NEW_NOTICE_ID ? Number.MAX_SAFE_INTEGER : notice.id);
  return (one: PublicNotice, other: PublicNotice): number => {
    const key = (notice: PublicNotice) => (shelf === 'current' ? notice.publishFrom : (notice.expireOn ?? ''));
    return key(other).localeCompare(key(one)) || rank(other) - rank(one);
  };
}

/** Whether a notice is on a shelf (and under its category filter) at `now`, as the API would list it. */
function onShelf(notice: PublicNotice, shelf: Shelf, category: NoticeCategory | null, now: number): boolean {
  return noticeState(notice, now) === (shelf === 'current' ? 'current' : 'expired') && (category === null || notice.category === category);
}

/**
 * A page of a shelf as it would be with the previewed notice published: the notice it changes
 * leaves the page, and the draft's shows in its place by the shelf's order if it falls within
 * this page (a full page then holds one more, rather than lose one to the next page, which the
 * API filled without it). The count follows.
 */
export function withPreviewedNotice(answer: NoticePage, { shelf, category, page }: ShelfQuery, now: number): NoticePage {
  const preview = previewedNotice();
  if (!preview) return answer;
  const { notice, current } = preview;
  const items = answer.items.filter((item) => item.id !== notice.id);
  const was = current !== null && onShelf(current, shelf, category, now);
  const is = onShelf(notice, shelf, category, now);
  const total = answer.total - Number(was) + Number(is);
  if (!is) return { ...answer, items, total };
  const order = newerFirst(shelf);
  const lastPage = page >= Math.ceil(total / answer.pageSize);
  const first = items[0];
  const last = items.at(-1);
  const fits = (page === 1 || (first !== undefined && order(first, notice) <= 0)) && (lastPage || (last !== undefined && order(notice, last) <= 0));
  return { ...answer, items: fits ? [...items, notice].sort(order) : items, total };
}

/** The home page's board with the previewed notice published: the latest current ones, as many as ever. */
export function boardWithPreviewedNotice(board: NoticeBoard, now: number): NoticeBoard {
  const notice = previewedNotice()?.notice;
  if (!notice) return board;
  const items = board.items.filter((item) => item.id !== notice.id);
  if (onShelf(notice, 'current', null, now)) items.push(notice);
  return { items: items.sort(newerFirst('current')).slice(0, NOTICE_LIMITS.board) };
}
