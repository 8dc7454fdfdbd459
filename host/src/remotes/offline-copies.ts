import { createStore, useStore } from '@school/shared';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/**
 * The remotes this page loaded, in part or whole, from the service worker's kept copy because
 * their server did not answer (service-worker.ts hears it from the worker). For the page's life:
 * a loaded remote is never swapped under an open page, so it stays the copy until a reload.
 */
const copies = createStore<ReadonlySet<RemoteName>>(new Set());
const NONE: ReadonlySet<RemoteName> = new Set();

export function markOfflineCopy(remote: RemoteName): void {
  if (!copies.get().has(remote)) copies.set(new Set([...copies.get(), remote]));
}

/**
 * Whether `remote` is shown from a kept copy. False in a server render and while a prerendered
 * page hydrates (React then renders again with the page's own answer), so hydration matches.
 */
export function useOfflineCopy(remote: RemoteName): boolean {
  return useStore(copies, () => NONE).has(remote);
}
