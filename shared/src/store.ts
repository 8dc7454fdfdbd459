import { useSyncExternalStore } from 'react';

/** A value that code outside React changes and components show: read it, set it, hear of each change. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

/** The shared parts' one small store: which school the page is, the session, the language, the question being asked, an editor's state. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The store's value; the component renders again when it changes. `onServer`: what a server
 * render and the hydration of its page read instead (decision 014), where the browser's own
 * value may differ (the window's width); left out, the store's.
 */
export function useStore<T>(store: Store<T>, onServer: () => T = store.get): T {
  return useSyncExternalStore(store.subscribe, store.get, onServer);
}

/** A store that never changes: in a browser's own render false, on the server and while hydrating true. */
const browserRender = createStore(false);
const onTheServer = () => true;

/**
 * True while the component renders on the server or hydrates a prerendered page (decision 014),
 * false in a browser's own render. What a component shows first from the browser alone (a
 * stored choice, the viewport) must wait until after hydration: the first render has to draw what
 * the server drew.
 */
export function useHydrating(): boolean {
  return useStore(browserRender, onTheServer);
}
