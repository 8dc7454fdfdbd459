import { getConfig } from '../config/runtime-config';
import type { PageDocument, PageKind } from '../contracts/pages';

/**
 * GET {API_URL}/Site/Page/<kind>?school=<code>: a page's content of this page's school. A GET
 * through the browser's cache: the API answers `no-cache` with an ETag, so an unchanged page
 * costs a 304, and a school admin's save shows on the next visit.
 */
export async function loadPage<K extends PageKind>(kind: K, signal?: AbortSignal): Promise<PageDocument<K>> {
  const { API_URL, SchoolCode } = getConfig();
  const response = await fetch(`${API_URL}/Site/Page/${kind}?school=${encodeURIComponent(SchoolCode)}`, { signal });
  if (!response.ok) throw new Error(`The page could not be loaded (${response.status})`);
  return (await response.json()) as PageDocument<K>;
}
