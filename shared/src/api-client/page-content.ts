import { getSiteJson } from './api-client';
import type { HomeDocument, PageDocument, PageKind } from '../contracts/pages';
import type { Disclosure } from '../contracts/disclosure';

const PAGE_FAILED = 'The page could not be loaded';

/**
 * GET {API_URL}/Site/Page/<kind>?school=<code>: a page's content of this page's school. A GET
 * through the browser's cache: the API answers `no-cache` with an ETag, so an unchanged page
 * costs a 304, and a school admin's save shows on the next visit.
 */
export function loadPage<K extends PageKind>(kind: K, signal?: AbortSignal): Promise<PageDocument<K>> {
  return getSiteJson(`/Site/Page/${kind}`, { signal, failed: PAGE_FAILED });
}

/** GET {API_URL}/Site/Home?school=<code>: the home page's sections, in one answer, as loadPage's, and when the latest was saved. */
export function loadHome(signal?: AbortSignal): Promise<HomeDocument> {
  return getSiteJson('/Site/Home', { signal, failed: PAGE_FAILED });
}

/** GET {API_URL}/Site/Disclosure?school=<code>: the school's CBSE Mandatory Public Disclosure, sections A to E, revalidated as a page is. */
export function loadDisclosure(signal?: AbortSignal): Promise<Disclosure> {
  return getSiteJson('/Site/Disclosure', { signal, failed: PAGE_FAILED });
}
