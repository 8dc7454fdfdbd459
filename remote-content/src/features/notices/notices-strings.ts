import { defineCatalog } from '@school/shared';

/**
 * The interface strings of the notices that the home page shows: its board, and one notice
 * wherever it shows (notice-parts.tsx). English here, Hindi in notices.hi.json, fetched only when
 * Hindi is shown. The notices' pages (/notices, /notices/archive, /notices/:id) have theirs in
 * notice-pages-strings.ts, so that they come with those pages' chunks rather than in the home
 * page's. The notices' own words are the school's ({ en, hi }, shown with say()); the category
 * names are the contract's (NOTICE_CATEGORY_NAMES).
 */
export const NOTICES_STRINGS = {
  // The home page's board
  'board.title': 'Notice Board',
  'board.all': 'All notices',
  'board.empty': 'There are no current notices.',
  'board.loading': 'Loading the notices…',
  'board.failed': 'The notices cannot be loaded now.',
  'board.retry': 'Retry',

  // One notice, wherever it shows
  'notice.new': 'New',
  'notice.circular': 'Circular No. {reference}',
  'notice.expiredOn': 'Archived on {date}',
  'notice.attachments': 'Attachments',
  'notice.details': '({format}, {amount})',
  'notice.kilobytes': '{amount} KB',
  'notice.megabytes': '{amount} MB',
  'notice.newTab': '(opens in a new tab)',
} as const;

export type NoticesStringId = keyof typeof NOTICES_STRINGS;

export const noticesCatalog = defineCatalog('content-notices', NOTICES_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-notices-hi" */ './notices.hi.json'),
});
