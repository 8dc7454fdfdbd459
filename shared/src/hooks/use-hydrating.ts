import { useSyncExternalStore } from 'react';

const unfollowed = () => () => undefined;
const no = () => false;
const yes = () => true;

/**
 * True while the component renders on the server or hydrates a prerendered page (decision 014),
 * false in a browser's own render. What a component shows first from the browser alone (a
 * stored choice, the viewport) must wait until after hydration: the first render has to draw what
 * the server drew.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(unfollowed, no, yes);
}
