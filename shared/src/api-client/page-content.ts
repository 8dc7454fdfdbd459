import { getConfig } from '../config/runtime-config';
import type { HomeDocument, PageDocument, PageKind } from '../contracts/pages';
import type { Disclosure } from '../contracts/disclosure';

/**
 * GET {API_URL}/Site/Page/<kind>?school=<code>: a page's content of this page's school. A GET
 * through the browser's cache: the API answers `no-cache` with an ETag, so an unchanged page
 * costs a 304, and a school admin's save shows on the next visit.
 */
export function loadPage<K extends PageKind>(kind: K, signal?: AbortSignal): Promise<PageDocument<K>> {
  return getSiteJson(`Page/${kind}`, signal);
}

/** GET {API_URL}/Site/Home?school=<code>: the home page's sections, in one answer, as loadPage's, and when the latest was saved. */
export function loadHome(signal?: AbortSignal): Promise<HomeDocument> {
  return getSiteJson('Home', signal);
}

/** GET {API_URL}/Site/Disclosure?school=<code>: the school's CBSE Mandatory Public Disclosure, sections A to E, revalidated as a page is. */
export function loadDisclosure(signal?: AbortSignal): Promise<Disclosure> {
  return getSiteJson('Disclosure', signal);
}

async function getSiteJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const { API_URL, SchoolCode } = getConfig();
  const response = await fetch(`${API_URL}/Site/${path}?school=${encodeURIComponent(SchoolCode)}`, { signal });
  if (!response.ok) throw new Error(`The page could not be loaded (${response.status})`);
  return (await response.json()) as T;
}
