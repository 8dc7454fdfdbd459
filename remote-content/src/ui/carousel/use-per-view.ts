import { useEffect, useMemo } from 'react';
import { createStore, useStore } from '@school/shared';

/** From each window width up (px), how many: `[[0, 1], [640, 2], [1024, 3]]`, widths ascending. */
export type PerViewSteps = readonly (readonly [minWidthPx: number, count: number])[];

const query = (minWidthPx: number) => `(min-width: ${minWidthPx}px)`;

/** The first step's count: where media queries are missing (jsdom), and in a prerendered page, which knows no width. */
const firstCount = (steps: PerViewSteps) => steps[0]?.[1] ?? 1;

/** Whether there are media queries to follow: none on the server (a prerendered page) or in jsdom. */
const mediaQueries = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The count of the widest step the window reaches. */
function countFor(steps: PerViewSteps): number {
  let count = firstCount(steps);
  if (!mediaQueries()) return count;
  for (const [minWidthPx, stepCount] of steps) {
    if (window.matchMedia(query(minWidthPx)).matches) count = stepCount;
  }
  return count;
}

/**
 * How many items the window's width allows, following it as it changes (a rotated phone, a
 * resized window). Media queries rather than a resize listener: they fire only when a step is
 * crossed. A prerendered page and its hydration draw the first step's count, then the window's
 * (decision 014). `steps` must keep its identity between renders (a module constant).
 */
export function usePerView(steps: PerViewSteps): number {
  const store = useMemo(() => createStore(countFor(steps)), [steps]);
  useEffect(() => {
    if (!mediaQueries()) return;
    const lists = steps.map(([minWidthPx]) => window.matchMedia(query(minWidthPx)));
    const changed = () => store.set(countFor(steps));
    lists.forEach((list) => list.addEventListener('change', changed));
    changed(); // a step crossed between the render and now
    return () => lists.forEach((list) => list.removeEventListener('change', changed));
  }, [steps, store]);
  return useStore(store, () => firstCount(steps));
}
