import { getSiteJson } from '@school/shared';
import type { SearchAnswer } from '@school/shared/contracts/search';

/**
 * GET {API_URL}/Site/Search?school=<code>&q=<words>: this site's pages, staff and events that
 * hold the words. A refusal's message (a search the API cannot take) is the error's, to show.
 */
export function searchSite(q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return getSiteJson('/Site/Search', { query: { q }, signal, failed: 'The search could not be done' });
}
