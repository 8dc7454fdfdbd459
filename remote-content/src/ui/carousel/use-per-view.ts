import { useEffect, useState } from 'react';

/** From each window width up (px), how many: `[[0, 1], [640, 2], [1024, 3]]`, widths ascending. */
export type PerViewSteps = readonly (readonly [minWidthPx: number, count: number])[];

const query = (minWidthPx: number) => `(min-width: ${minWidthPx}px)`;

/** The count of the widest step the window reaches; the first step's where media queries are missing (jsdom). */
function countFor(steps: PerViewSteps): number {
  let count = steps[0]?.[1] ?? 1;
  if (typeof window.matchMedia !== 'function') return count;
  for (const [minWidthPx, stepCount] of steps) {
    if (window.matchMedia(query(minWidthPx)).matches) count = stepCount;
  }
  return count;
}

/**
 * How many items the window's width allows, following it as it changes (a rotated phone, a
 * resized window). Media queries rather than a resize listener: they fire only when a step is
 * crossed. `steps` must keep its identity between renders (a module constant).
 */
export function usePerView(steps: PerViewSteps): number {
  const [count, setCount] = useState(() => countFor(steps));

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const lists = steps.map(([minWidthPx]) => window.matchMedia(query(minWidthPx)));
    const update = () => setCount(countFor(steps));
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, [steps]);

  return count;
}
