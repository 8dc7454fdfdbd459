import { coverWidth, SITE_COLUMN } from '@school/shared/contracts/picture-widths';

/**
 * How wide each place draws a school's picture, as an img's sizes, read off its stylesheet
 * (named beside each). Too small a width makes a blurred picture, too large one a wasted
 * download; where the stylesheet changes, this changes with it. The home banner's is in
 * shared (homeBannerSizes), as the page's head preloads it with the same.
 */

interface Shape {
  width: number;
  height: number;
}

/** Less than the column by `less` (its box's padding, borders, gaps). */
const column = (less: string) => `(${SITE_COLUMN} - ${less})`;

/** A tile of a 4:3 grid cell `tile` wide, the picture covering it (photo-gallery.css, sports.css). */
const tileOf = (picture: Shape, tile: string) => coverWidth(picture, tile, `${tile} * 3 / 4`);

/** The whole column: a page's picture under its heading (school-history.css, classrooms.css on phones). */
export const COLUMN_SIZES = SITE_COLUMN;

/**
 * A page's banner (page-banner.css): on a phone `phoneRatio` wide to high, at most `maxHeight`,
 * the picture covering it; wider, the column's width.
 */
export const pageBannerSizes = (picture: Shape, { phoneRatio = 2, maxHeight = '22rem' }: { phoneRatio?: number; maxHeight?: string } = {}) =>
  `(max-width: 767px) ${coverWidth(picture, '100vw - 2rem', `min((100vw - 2rem) / ${phoneRatio}, ${maxHeight})`)}, ${SITE_COLUMN}`;

/** The home page's gallery (photo-gallery.css): two tiles a row, four from 768 px. */
export const homeGallerySizes = (picture: Shape) =>
  `(min-width: 768px) ${tileOf(picture, `(${column('3rem')} / 4)`)}, ${tileOf(picture, '((100vw - 2.75rem) / 2)')}`;

/** The sports page's pictures (sports.css): one a row, two from 640 px, three from 1024 px. */
export const sportsGallerySizes = (picture: Shape) =>
  `(min-width: 1024px) ${tileOf(picture, `(${column('2.5rem')} / 3)`)}, (min-width: 640px) ${tileOf(picture, '((100vw - 3rem) / 2)')}, ${tileOf(picture, '(100vw - 2rem)')}`;

/** A round portrait `side` square, the picture covering it (toppers.css, dignitary-cards.css). */
export const portraitSizes = (picture: Shape, side: string) => coverWidth(picture, side, side);

/** A topper's portrait (toppers.css): 64 px beside the words on a phone, 96 px above them from 600 px. */
export const topperSizes = (picture: Shape) => `(min-width: 600px) ${portraitSizes(picture, '96px')}, ${portraitSizes(picture, '64px')}`;

/** The principal's photo (principal-message.css): beside the letter from 1024 px, at most 15rem below it. */
export const PRINCIPAL_SIZES = '(min-width: 1024px) 17.5rem, min(100vw - 2rem, 15rem)';

/** The namesake's photo (namesake-biography.css): in the 22rem aside from 1024 px, at most 22rem in it below. */
export const NAMESAKE_SIZES = '(min-width: 1024px) 20rem, min(100vw - 4rem, 22rem)';

/** A picture beside words from 1024 px, half the column (classrooms.css), or the whole column alone. */
export const besideWordsSizes = (alone: boolean) => (alone ? SITE_COLUMN : `(min-width: 1024px) calc(${column('2.5rem')} / 2), ${SITE_COLUMN}`);

/** A laboratory's picture (science-labs.css): 30rem beside its words from 1024 px, its card's width (less 1rem padding) below. */
export const labSizes = (alone: boolean) => `(min-width: 1024px) ${alone ? `calc(${column('3rem')})` : '30rem'}, calc(100vw - 4rem)`;

/** The About tab's picture (about-section.css): half the column less the panel's padding from 1024 px, the panel's width below. */
export const ABOUT_SIZES = `(min-width: 1024px) calc(${SITE_COLUMN} / 2 - 1.75rem), calc(100vw - 4rem)`;

/** A logo drawn `heightPx` high at its own proportions (links-section.css). */
export const logoSizes = (picture: Shape, heightPx: number) => (picture.height ? `${Math.ceil((heightPx * picture.width) / picture.height)}px` : `${heightPx}px`);
