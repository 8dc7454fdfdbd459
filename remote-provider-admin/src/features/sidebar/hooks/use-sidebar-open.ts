import { useEffect, useState } from 'react';

/** The sidebar opens wide at 1024 px or more and collapses below (docs/product.md#provider-area). */
export const WIDE_SCREEN = '(min-width: 1024px)';

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;

/**
 * Whether the sidebar is open: the screen width decides at first and whenever it crosses
 * 1024 px; in between, the toggle button does.
 */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(isWide);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN);
    let wide = query.matches;
    // Only a real crossing of 1024 px overrides what the person chose with the button.
    const follow = () => {
      if (query.matches === wide) return;
      wide = query.matches;
      setOpen(wide);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  return [open, setOpen];
}
