import { useCallback, useSyncExternalStore } from 'react';

/** From each window width up (px), how many: `[[0, 1], [640, 2], [1024, 3]]`, widths ascending. */
export type PerViewSteps = readonly (readonly [minWidthPx: number, count: number])[];

const query = (minWidthPx: number) => `(min-width: ${minWidthPx}px)`;

/** The first step's count: where media queries are missing (jsdom), and in a prerendered page, which knows no width. */
const firstCount = (steps: PerViewSteps) => steps[0]?.[1] ?? 1;

/** The count of the widest step the window reaches. */
function countFor(steps: PerViewSteps): number {
  let count = firstCount(steps);
  if (typeof window.matchMedia !== 'function') return count;
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
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const lists = steps.map(([minWidthPx]) => window.matchMedia(query(minWidthPx)));
      lists.forEach((list) => list.addEventListener('change', changed));
      return () => lists.forEach((list) => list.removeEventListener('change', changed));
    },
    [steps],
  );
  return useSyncExternalStore(
    subscribe,
    () => countFor(steps),
    () => firstCount(steps),
  );
}
