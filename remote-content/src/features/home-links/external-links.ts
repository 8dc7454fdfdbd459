/** Said after each link's name, for screen-reader users. */
export const NEW_TAB_NOTE = ' (opens in a new tab)';

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

/** The tiles' colours, in turn. */
export const TONES = ['deep', 'wave', 'deeper'] as const;
