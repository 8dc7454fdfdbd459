import { expect, type Page } from '@playwright/test';

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

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: Record<'js' | 'css', Record<'sync' | 'async', string[]>> }[];
}

/**
 * Waits until the service worker has kept the whole version `manifestUrl` names (its entry and
 * every file of its exposed modules), as it does in the background once a version renders.
 */
export async function expectVersionKept(page: Page, manifestUrl: string): Promise<void> {
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  const files = [manifest.metaData.remoteEntry.name, ...manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async])];
  const wanted = files.map((file) => new URL(file, manifestUrl).href);
  await expect
    .poll(async () => {
      const kept = new Set(Object.values(await cachedAddresses(page)).flat());
      return wanted.filter((url) => !kept.has(url));
    }, { timeout: 30_000 })
    .toEqual([]);
}
