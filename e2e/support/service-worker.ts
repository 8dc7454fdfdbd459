import type { Page } from '@playwright/test';

/** The note a remote's area shows when the service worker answered it from its kept copy (host/public/sw.js). */
export const SAVED_COPY_NOTE = 'You are seeing a saved copy of this part of the site: it could not be reached just now.';

/** Every cache of the page's origin and the addresses it holds, as the service worker filled them. */
export function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) found[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return found;
  });
}

/** Resolves once the page's origin has an active service worker (the host registers it once the page has settled). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
