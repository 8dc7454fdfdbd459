import { useEffect } from 'react';
import { getLanguage } from '@school/shared';
import { addDevanagariFaces } from '@school/shared/devanagari-faces';
import { afterNextPaint } from './after-next-paint';

/**
 * Adds the Devanagari faces (devanagari-faces.ts) once the layout's first render is painted:
 * the fonts are then fetched after the page's first paint and its banner picture, not beside
 * them. An English page adds them but fetches no font.
 */
export function useDevanagariFaces(): void {
  useEffect(() => {
    void afterNextPaint().then(() => addDevanagariFaces(getLanguage() === 'hi'));
  }, []);
}
