import { useEffect } from 'react';
import { useLanguage } from '@school/shared';
import { cacheDevanagariFaces } from '@school/shared/devanagari-faces';
import { afterNextPaint } from './after-next-paint';

/**
 * While Hindi is shown, fetches the Devanagari faces once the layout's render is painted, for the
 * pages that come next (devanagari-faces.ts): after the page's first paint and its banner
 * picture, not beside them. An English page fetches no font.
 */
export function useDevanagariFaces(): void {
  const language = useLanguage();
  useEffect(() => {
    if (language === 'hi') void afterNextPaint().then(cacheDevanagariFaces);
  }, [language]);
}
