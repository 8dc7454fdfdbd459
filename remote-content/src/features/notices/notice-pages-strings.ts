import { defineCatalog } from '@school/shared';

/**
 * The interface strings of the notices' pages (/notices, /notices/archive and /notices/:id),
 * beside those of notices-strings.ts that the home page shows too: English here, Hindi in
 * notice-pages.hi.json, fetched only when Hindi is shown.
 */
export const NOTICE_PAGES_STRINGS = {
  // /notices and /notices/archive
  'list.title': 'Notices',
  'list.intro': 'The school’s current notices and circulars, newest first.',
  'list.archiveTitle': 'Notices archive',
  'list.archiveIntro': 'Notices whose time has passed, latest first.',
  'list.toArchive': 'Notices archive',
  'list.toCurrent': 'Current notices',
  'list.rss': 'RSS feed of the notices',
  'list.filter': 'Show',
  'list.all': 'All',
  'list.empty': 'There are no current notices.',
  'list.emptyCategory': 'There are no current notices of this category.',
  'list.archiveEmpty': 'The archive has no notices yet.',
  'list.archiveEmptyCategory': 'The archive has no notices of this category.',
  'list.pageEmpty': 'This page has no notices.',
  'list.firstPage': 'Go to the first page',
  'list.count': '{count, plural, one {# notice} other {# notices}}',
  'list.pages': 'Pages of notices',
  'list.previous': 'Previous page',
  'list.next': 'Next page',
  'list.pageOf': 'Page {page} of {pages}',
  'list.loading': 'Loading the notices…',
  'list.failed': 'The notices cannot be loaded now.',
  'list.retry': 'Retry',

  // One notice's page
  'notice.expired': 'This notice has expired; it is kept in the archive.',
  'notice.allNotices': 'All notices',
  'notice.archive': 'Notices archive',
  'notice.loading': 'Loading the notice…',
  'notice.failed': 'This notice cannot be loaded now.',

  // A notice that is not (or no longer, or not yet) public: the site's "not found" page, in its words
  'notFound.title': '404 - Page Not Found',
  'notFound.text': 'Sorry, the page you are looking for does not exist.',
  'notFound.home': 'Go to Home',
} as const;

export type NoticePagesStringId = keyof typeof NOTICE_PAGES_STRINGS;

export const noticePagesCatalog = defineCatalog('content-notice-pages', NOTICE_PAGES_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-notice-pages-hi" */ './notice-pages.hi.json'),
});
