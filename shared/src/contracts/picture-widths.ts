/**
 * The narrower copies of a school's picture. Besides the picture itself (a WebP of at most
 * 1600 px a side), the API stores a copy at each rung of PICTURE_WIDTHS narrower than it, beside
 * it under the same name with "-<width>w" before ".webp". A stored picture (`{ path, width }`)
 * is thus enough to know all its files, and the contract keeps its shape. Decision 005 says
 * why these rungs.
 */

/** The widths of the narrower copies, in pixels: a thumbnail or gallery tile (480), a phone's full width (960). */
export const PICTURE_WIDTHS = [480, 960] as const;

/** What a picture's files are derived from: where it is stored, and its width in pixels. */
export interface StoredPicture {
  path: string;
  width: number;
}

/** One file of a picture, and its width in pixels (a srcset candidate). */
export interface PictureFile {
  path: string;
  width: number;
}

/** The name of a picture's copy `width` pixels wide: "<name>-<width>w.webp" beside "<name>.webp". */
export const variantPath = (path: string, width: number) => path.replace(/\.webp$/, `-${width}w.webp`);

/** The widths of a picture's narrower copies: the rungs narrower than it (none for what is not a WebP). */
export const variantWidths = (picture: StoredPicture): number[] =>
  picture.path.endsWith('.webp') ? PICTURE_WIDTHS.filter((rung) => rung < picture.width) : [];

/** Every file of a stored picture, narrowest first: its narrower copies, then itself. None while it has no file. */
export function pictureFiles(picture: StoredPicture): PictureFile[] {
  if (!picture.path) return [];
  return [...variantWidths(picture).map((width) => ({ path: variantPath(picture.path, width), width })), { path: picture.path, width: picture.width }];
}

/**
 * A picture's srcset, `url` making each file's address ("…-480w.webp 480w, ….webp 1600w"). The
 * stored picture stays the img's src: a browser without srcset, or one needing more pixels
 * than any copy has, gets it.
 */
export const srcsetOf = (picture: StoredPicture, url: (path: string) => string): string =>
  pictureFiles(picture)
    .map((file) => `${url(file.path)} ${file.width}w`)
    .join(', ');

/**
 * The site's column (host's .site-main: at most 1200 px, 1rem padding each side), as a sizes
 * length. A rem in sizes is the browser's default 16 px, as the padding is at the usual text size.
 */
export const SITE_COLUMN = 'min(100vw - 2rem, 1168px)';

/**
 * How wide a picture is drawn when it covers (object-fit: cover) a box `boxWidth` wide and
 * `boxHeight` high (sizes lengths): the box's width, or more when the picture is wider than the
 * box's shape, as it is then scaled to the box's height and its sides cut off.
 */
export function coverWidth(picture: { width: number; height: number }, boxWidth: string, boxHeight: string): string {
  if (!picture.width || !picture.height) return boxWidth;
  const ratio = Math.round((picture.width / picture.height) * 1000) / 1000;
  return `max(${boxWidth}, ${boxHeight} * ${ratio})`;
}

/** The height of the home page's banner (remote-content's .home-banner, the host's landing placeholder). */
export const HOME_BANNER_HEIGHT_PX = 340;

/**
 * The sizes of a home banner picture: it covers the column's width at HOME_BANNER_HEIGHT_PX.
 * The banner, the host's placeholder and the head's preload (GET /Site/Head) all use it, so the
 * browser picks the same file for each and the preloaded one is the one shown.
 */
export const homeBannerSizes = (picture: { width: number; height: number }) => coverWidth(picture, SITE_COLUMN, `${HOME_BANNER_HEIGHT_PX}px`);
