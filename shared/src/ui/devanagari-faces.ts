import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import { browserStorage } from '../browser-storage';

/*
 * The site's Devanagari faces (Noto Sans Devanagari, devanagari.css) show from a page's first
 * paint or not at all on that page: never swapped in afterwards, which lays every line of Hindi
 * text out again (on a slow phone, a long task of 50 to 150 ms after the page has shown). So a
 * page uses them only when this browser already holds them (FACES_CACHED_KEY): a Hindi page
 * fetches them after its first paint, for the next page, and reads in the device's own face
 * meanwhile (every phone and computer has one for Hindi).
 */

/** In localStorage once both faces are in this browser's cache. host/public/after-paint.js reads it too, before a prerendered page's first paint. */
export const FACES_CACHED_KEY = 'devanagariFacesCached';

/** On <html> while the page's Hindi text takes the faces (devanagari.css). */
export const FACES_ATTRIBUTE = 'data-devanagari-faces';

const FACES = [regular, bold];

let fetching: Promise<void> | null = null;

const facesCached = () => browserStorage('localStorage')?.getItem(FACES_CACHED_KEY) === '1';

/** At a page's start, before its first render: its Hindi text takes the faces if this browser holds them. */
export function showCachedFaces(root: HTMLElement = document.documentElement): void {
  if (facesCached()) root.setAttribute(FACES_ATTRIBUTE, '');
}

/**
 * Fetches both faces into the browser's cache, once, and then says so for the next page. Loaded
 * as faces of a family no text uses, they lay nothing out again. A face that cannot be fetched
 * leaves it for the next Hindi page to try.
 */
export function cacheDevanagariFaces(): Promise<void> {
  if (facesCached()) return Promise.resolve();
  fetching ??= Promise.all(FACES.map((url) => new FontFace('Site Devanagari in the cache', `url(${url}) format('woff2')`).load())).then(
    () => browserStorage('localStorage')?.setItem(FACES_CACHED_KEY, '1'),
    (error: unknown) => {
      fetching = null;
      console.warn('The Devanagari faces could not be fetched: Hindi text stays in the device’s face', error);
    },
  );
  return fetching;
}
