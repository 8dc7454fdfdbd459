/**
 * The home banner's first picture, which the host serves (public/landing/) and its HTML
 * preloads (src/index.html, for / only), so the largest element of the home page is fetched
 * at once and painted by the host while the content remote still loads. The banner in
 * remote-content shows the same files with the same sizes (its public-images/images.ts and
 * banner-content.ts), so the browser downloads the picture once.
 */
const WIDTHS = [480, 960, 1600] as const;

const srcSet = (format: 'avif' | 'webp') => WIDTHS.map((width) => `/landing/banner-1-${width}.${format} ${width}w`).join(', ');

export const LANDING_PICTURE = {
  avifSrcSet: srcSet('avif'),
  webpSrcSet: srcSet('webp'),
  fallbackSrc: '/landing/banner-1-1600.webp',
  /** The banner is as wide as the content column, and at least 1088 px to cover its 340 px height. */
  sizes: '(min-width: 1200px) 1168px, max(1088px, 100vw - 2rem)',
  width: 1600,
  height: 500,
};
