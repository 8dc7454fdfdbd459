import { getConfig } from '@school/shared';
import type { SearchAnswer } from '@school/shared/contracts/search';

/**
 * GET {API_URL}/Site/Search?school=<code>&q=<words>: this site's pages, staff and events that
 * hold the words. A refusal's message (a search the API cannot take) is the error's, to show.
 */
export async function searchSite(q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const { API_URL, SchoolCode } = getConfig();
  const query = new URLSearchParams({ school: SchoolCode, q });
  const response = await fetch(`${API_URL}/Site/Search?${query}`, { signal });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(response.status < 500 && typeof refusal?.message === 'string' ? refusal.message : `The search could not be done (${response.status})`);
  }
  return (await response.json()) as SearchAnswer;
}
