import { defineCatalog } from '@school/shared';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from '@school/shared/contracts/search-words';
import type { ContractMessages, Said } from '../../i18n/contract-messages';

/**
 * The interface strings of the site search (/search), and what contracts/search-words.ts says of a
 * search it cannot take, in the language shown (SEARCH_CONTRACT_MESSAGES): English here, Hindi in
 * search.hi.json, fetched only when Hindi is shown. A catalog of its own, not the content one
 * (i18n/content-strings.ts), so that its strings come with its page's chunk rather than in the
 * home page's.
 */
export const SEARCH_STRINGS = {
  'search.title': 'Search',
  'search.form': 'Search this site',
  'search.button': 'Search',
  'search.noScript': 'Search works only with JavaScript, which is off in this browser. The menu above reaches every page.',
  'search.searching': 'Searching…',
  'search.failed': 'The search could not be done.',
  'search.retry': 'Retry',
  'search.none': 'No results for “{q}”.',
  'search.count': '{count, plural, one {# result} other {# results}} for “{q}”.',
  'search.countMore': '{count}+ results for “{q}”: the first {count} are shown; add a word to find fewer.',
  'search.kind.page': 'Page',
  'search.kind.staff': 'Staff',
  'search.kind.event': 'Event',
  'search.kind.notice': 'Notice',
  // What contracts/search-words.ts says of a search it cannot take
  'search.empty': 'Type a word to search for.',
  'search.tooLong': 'Search for at most {limit} characters.',
  'search.noWord': 'Search for a word: letters or digits.',
  'search.tooManyWords': 'Search for at most {limit} words.',
} as const;

export type SearchStringId = keyof typeof SEARCH_STRINGS;

export const searchCatalog = defineCatalog('content-search', SEARCH_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-search-hi" */ './search.hi.json'),
});

/** What contracts/search-words.ts says, by its strings here (i18n/contract-messages.ts). */
export const SEARCH_CONTRACT_MESSAGES: ContractMessages<SearchStringId> = new Map<string, Said<SearchStringId>>([
  ['Type a word to search for.', ['search.empty']],
  [`Search for at most ${SEARCH_MAX_LENGTH} characters.`, ['search.tooLong', { limit: SEARCH_MAX_LENGTH }]],
  ['Search for a word: letters or digits.', ['search.noWord']],
  [`Search for at most ${SEARCH_MAX_WORDS} words.`, ['search.tooManyWords', { limit: SEARCH_MAX_WORDS }]],
]);
