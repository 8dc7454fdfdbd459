import { getSiteJson } from './api-client';
import { HOME_KINDS, type HomeKind, type PageKind } from '../contracts/page-kinds';
import type { HomeDocument, PageContent, PageDocument } from '../contracts/pages';
import { draftPreview } from '../draft-preview';
import type { Disclosure } from '../contracts/disclosure';

const PAGE_FAILED = 'The page could not be loaded';

/**
 * GET {API_URL}/Site/Page/<kind>?school=<code>: a page's content of this page's school. A GET
 * through the browser's cache: the API answers `no-cache` with an ETag, so an unchanged page
 * costs a 304, and a school admin's save shows on the next visit.
 */
export function loadPage<K extends PageKind>(kind: K, signal?: AbortSignal): Promise<PageDocument<K>> {
  // A draft previewed in this tab (draft-preview.ts) stands for the published page.
  const preview = draftPreview.get();
  if (preview?.type === 'page' && preview.kind === kind) return Promise.resolve({ kind, content: preview.content as PageContent<K>, updatedAt: null });
  return getSiteJson(`/Site/Page/${kind}`, { signal, failed: PAGE_FAILED });
}

/** GET {API_URL}/Site/Home?school=<code>: the home page's sections, in one answer, as loadPage's, and when the latest was saved. */
export async function loadHome(signal?: AbortSignal): Promise<HomeDocument> {
  const home = await getSiteJson<HomeDocument>('/Site/Home', { signal, failed: PAGE_FAILED });
  // A draft of one of its sections previewed in this tab stands for that section.
  const preview = draftPreview.get();
  return preview?.type === 'page' && HOME_KINDS.includes(preview.kind as HomeKind) ? { ...home, [preview.kind]: preview.content } : home;
}

/** GET {API_URL}/Site/Disclosure?school=<code>: the school's CBSE Mandatory Public Disclosure, sections A to E, revalidated as a page is. */
export function loadDisclosure(signal?: AbortSignal): Promise<Disclosure> {
  return getSiteJson('/Site/Disclosure', { signal, failed: PAGE_FAILED });
}
