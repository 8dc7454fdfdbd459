/**
 * The external-links carousel of the home page (spec section 2, home item 7; section 3 "Link").
 * No portal's real logo is reproduced: each tile shows a short mark in the site's colours.
 */
export interface ExternalLink {
  id: number;
  url: string;
  /** What the link leads to, as the tile and screen readers say it. */
  text: string;
  /** The short mark printed large on the tile. */
  mark: string;
  tone: 'deep' | 'wave' | 'deeper';
}

export const LINKS_TITLE = 'Useful Links';
/** Said after each link's name, for screen-reader users. */
export const NEW_TAB_NOTE = ' (opens in a new tab)';

export const EXTERNAL_LINKS: readonly ExternalLink[] = [
  { id: 1, url: 'https://pmshri.education.gov.in/', text: 'PM SHRI Schools portal', mark: 'PM SHRI', tone: 'deep' },
  { id: 2, url: 'https://swayam.gov.in/', text: 'SWAYAM online courses', mark: 'SWAYAM', tone: 'wave' },
  { id: 3, url: 'https://diksha.gov.in/', text: 'DIKSHA e-learning', mark: 'DIKSHA', tone: 'deeper' },
  { id: 4, url: 'https://uk.gov.in/', text: 'Government of Uttarakhand', mark: 'UK.GOV', tone: 'deep' },
  { id: 5, url: 'https://www.ncs.gov.in/', text: 'National Career Service job fairs', mark: 'NCS', tone: 'wave' },
  { id: 6, url: 'https://ncert.nic.in/', text: 'NCERT textbooks and curriculum', mark: 'NCERT', tone: 'deeper' },
];

/** Spec section 9: autoplay 2000 ms, speed 1000 ms, looping, right to left. */
export const LINKS_CAROUSEL = {
  autoplayMs: 2000,
  speedMs: 1000,
  /** Slides per view from each width up (px): 2, 2, 3, 4, 5. */
  breakpoints: {
    320: { slidesPerView: 2 },
    480: { slidesPerView: 2 },
    768: { slidesPerView: 3 },
    1024: { slidesPerView: 4 },
    1280: { slidesPerView: 5 },
  },
} as const;
