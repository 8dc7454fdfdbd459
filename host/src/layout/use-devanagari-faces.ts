import { useEffect } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * Adds the Devanagari faces (devanagari-faces.css) once the layout's first render is painted:
 * the fonts are then fetched after the page's first paint and its banner picture, not beside
 * them. An English page fetches the sheet (a few hundred bytes) but no font.
 */
export function useDevanagariFaces(): void {
  useEffect(() => {
    void afterNextPaint().then(() => import('@school/shared/devanagari-faces.css'));
  }, []);
}
