import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';

/** The family devanagari.css gives text marked Hindi: Noto Sans Devanagari, self-hosted, its Devanagari subset only. */
const FAMILY = 'Site Devanagari';
const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';
const FACES = [
  { url: regular, weight: '400' },
  { url: bold, weight: '700' },
] as const;

let added = false;

/**
 * Adds the faces of 'Site Devanagari' to the document, once. On a Hindi page both are loaded
 * first and then added together: added as CSS, each face that arrived laid the whole page out
 * again (two layouts of 40 to 47 ms on a slow phone), together they cost one. Elsewhere they are
 * added as they are, and the browser fetches one only when some text uses it (a Hindi message in
 * an admin screen). A face that cannot load leaves the text in the device's own face.
 */
export async function addDevanagariFaces(hindiPage: boolean, fonts: FontFaceSet = document.fonts): Promise<void> {
  if (added) return;
  added = true;
  const faces = FACES.map(({ url, weight }) => new FontFace(FAMILY, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap', unicodeRange: UNICODE_RANGE }));
  if (hindiPage) await Promise.all(faces.map((face) => face.load())).catch(() => undefined);
  for (const face of faces) fonts.add(face);
}
