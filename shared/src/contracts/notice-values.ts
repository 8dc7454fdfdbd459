import type { Bilingual } from './page-values';
import type { Notice } from './notices';
import { schoolYear } from '../dates';

/**
 * What the public notice pages need of the notices' contract (notices.ts), without zod, so the
 * home page's board does not download a schema library: the categories and their names, the
 * limits, the routes and the helpers.
 */

export const NOTICE_CATEGORIES = ['notice', 'circular', 'tender', 'result', 'admission'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** Each category's name, as the admin's form and the public filter say it. */
export const NOTICE_CATEGORY_NAMES: Record<NoticeCategory, Bilingual> = {
  notice: { en: 'Notice', hi: 'सूचना' },
  circular: { en: 'Circular', hi: 'परिपत्र' },
  tender: { en: 'Tender', hi: 'निविदा' },
  result: { en: 'Result', hi: 'परिणाम' },
  admission: { en: 'Admission', hi: 'प्रवेश' },
};

export const NOTICE_STATUSES = ['draft', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The formats an attachment may have (the API tells it from the stored file; pictures are re-encoded as WebP on upload). */
export const ATTACHMENT_FORMATS = ['PDF', 'JPEG', 'PNG', 'WebP'] as const;
export type AttachmentFormat = (typeof ATTACHMENT_FORMATS)[number];

export const NOTICE_LIMITS = {
  title: 300,
  body: 10_000,
  attachmentTitle: 300,
  attachments: 10,
  /** A public list's page. */
  pageSize: 10,
  /** The home page's notice board: the latest current ones. */
  board: 8,
  /** A notice is marked "New" for this many days after its publishFrom. */
  newDays: 7,
  /** Notices (drafts included) a school may have at once; the admin's list answers them all. */
  perSchool: 2000,
} as const;

/**
 * GET /api/Site/Notices?school=<code>[&category=<category>][&page=<n>]: the current notices
 * (published, publishFrom passed, not expired), newest publishFrom first, 10 a page.
 * GET /api/Site/Notices/Archive?…: the same of the expired ones, newest expireOn first.
 * Answers are never cached beyond the request (Cache-Control: no-cache, ETag): a notice shows
 * and leaves at its second.
 */
export const NOTICE_ROUTES = {
  current: '/Site/Notices',
  archive: '/Site/Notices/Archive',
  /** GET ?school=: the latest NOTICE_LIMITS.board current notices, for the home page. Answers NoticeBoard. */
  board: '/Site/Notices/Board',
  /** GET /Site/Notice/<id>?school=: one published notice whose publishFrom passed, current or archived (404 otherwise). Answers PublicNotice. */
  one: '/Site/Notice',
  /** The RSS 2.0 feed of the site's current notices, at the site's root (`?lang=hi`: Hindi titles, English where there is none). */
  rss: '/notices.rss',
  admin: {
    list: '/School/Notice/GetAll',
    add: '/School/Notice/Add',
    update: '/School/Notice/Update',
    publish: '/School/Notice/Publish',
    delete: '/School/Notice/Delete',
  },
} as const;

/** The public route of one notice (the RSS feed's links, the board's and the list's). */
export const noticePath = (id: number): string => `/notices/${id}`;

/** The calendar year in India at an ISO time: a circular published on 1 January at 00:10 there is of the new year. */
export const circularYearOf = (iso: string): number => Number(schoolYear(iso));

/** A circular's reference as printed: "<number>/<year>", e.g. 3/2026; null for a notice without a number. */
export const circularReference = (notice: Pick<Notice, 'circularNumber' | 'circularYear'>): string | null =>
  notice.circularNumber === null || notice.circularYear === null ? null : `${notice.circularNumber}/${notice.circularYear}`;

/** Where a notice stands at `now` (ms): the admin's list groups them so. */
export function noticeState(notice: Pick<Notice, 'status' | 'publishFrom' | 'expireOn'>, now: number): 'draft' | 'scheduled' | 'current' | 'expired' {
  if (notice.status === 'draft') return 'draft';
  if (notice.expireOn !== null && Date.parse(notice.expireOn) <= now) return 'expired';
  return Date.parse(notice.publishFrom) > now ? 'scheduled' : 'current';
}

/** Whether the board marks it "New": published to the public within the last NOTICE_LIMITS.newDays days. */
export const isNewNotice = (notice: Pick<Notice, 'publishFrom'>, now: number): boolean =>
  now - Date.parse(notice.publishFrom) < NOTICE_LIMITS.newDays * 24 * 60 * 60 * 1000;
