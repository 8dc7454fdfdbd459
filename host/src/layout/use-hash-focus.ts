import { useEffect } from 'react';
import { useLocation } from '@school/shared';

/** How long to wait for a remote to render the element a hash names (docs/product.md#site-shell). */
export const HASH_FOCUS_TIMEOUT_MS = 10_000;

function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Moves focus to the element named by the URL's hash, smoothly scrolled into view. The
 * element usually belongs to a remote that renders after the route changes, so it is awaited
 * for up to ten seconds.
 */
export function useHashFocus(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const found = document.getElementById(id);
    if (found) {
      focusTarget(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      focusTarget(target);
    });
    const timer = setTimeout(() => stop(), HASH_FOCUS_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);
}
