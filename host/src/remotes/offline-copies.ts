import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/**
 * The remotes this page loaded, in part or whole, from the service worker's kept copy because
 * their server did not answer (service-worker.ts hears it from the worker). For the page's life:
 * a loaded remote is never swapped under an open page, so it stays the copy until a reload.
 */
const copies = new Set<RemoteName>();
const listeners = new Set<() => void>();

export function markOfflineCopy(remote: RemoteName): void {
  if (copies.has(remote)) return;
  copies.add(remote);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether `remote` is shown from a kept copy. False in a server render and while a prerendered
 * page hydrates (React then renders again with the page's own answer), so hydration matches.
 */
export function useOfflineCopy(remote: RemoteName): boolean {
  return useSyncExternalStore(
    subscribe,
    () => copies.has(remote),
    () => false,
  );
}
