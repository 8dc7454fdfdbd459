import { useCallback } from 'react';

/**
 * After a save or a delete the staff list reloads and draws its rows anew, so the button that
 * had focus is gone and focus would fall back to the page's start. A control names the button
 * that should have focus instead; it gets it now if it is on the page, and again when it is
 * drawn anew, within a few seconds (a later reload must not steal focus).
 */
const WAIT_MS = 5000;
const shown = new Map<string, HTMLElement>();
let wanted: { key: string; until: number } | null = null;

export function moveFocusTo(key: string): void {
  shown.get(key)?.focus();
  wanted = { key, until: Date.now() + WAIT_MS };
}

/** A ref for the button `key` names. */
export function useFocusTarget(key: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      shown.set(key, element);
      if (wanted?.key === key && Date.now() < wanted.until) {
        wanted = null;
        element.focus();
      }
      return () => {
        if (shown.get(key) === element) shown.delete(key);
      };
    },
    [key],
  );
}
