/** A stored picture's name as the API gives it (tests only): uploads/<school>/pages/<uuid>, without .webp. */
export const PICTURE_NAME = 'uploads/83181/pages/00000000-0000-4000-8000-000000000001';

/**
 * The srcset SchoolPicture offers for a picture `width` wide at `${name}.webp`, at the page's own
 * address (mediaUrl): its 480 and 960 px copies, then itself. GET
 * /Site/Head preloads the banner's first picture with the same list (api site.test.ts).
 */
export const copiesOf = (name: string, width: number): string =>
  `/${name}-480w.webp 480w, /${name}-960w.webp 960w, /${name}.webp ${width}w`;
