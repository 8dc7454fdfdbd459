import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '@school/shared/use-hydrating';

interface WhenNearProps {
  /** What to render once the spot is near the viewport (typically a lazy component in Suspense). */
  children: ReactNode;
  /** Stands in until then; it should take the room the children will, so nothing shifts. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, as a CSS length. */
  margin?: string;
}

/**
 * Renders its children only when the user scrolls near them, so a below-the-fold section's
 * code and data are fetched when they are about to be seen, not with the page. A prerendered
 * page (decision 014) has them in its HTML, for readers without JavaScript.
 */
export function WhenNear({ children, placeholder, margin = '600px' }: WhenNearProps) {
  const spot = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for; a
  // prerendered page has its children already, and hydrating them keeps them.
  const hydrating = useHydrating();
  const [near, setNear] = useState(() => hydrating || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  // One wrapper, then and now: where the placeholder is the same component as the children (the
  // links carousel standing still), React updates it in place instead of drawing a new one.
  return <div ref={spot}>{near ? children : placeholder}</div>;
}
