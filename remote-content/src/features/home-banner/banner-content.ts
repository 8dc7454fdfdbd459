/** The banner slider of the home page (spec section 2, home item 1; section 9). */
export const BANNER = {
  /** Followed by the school's name. */
  welcome: 'Welcome to',
  tagline: 'Empowering Students , Shaping Future',
  /** The five pictures, in the order they show. */
  slides: ['banner1', 'banner2', 'banner3', 'banner4', 'banner5'],
  intervalMs: 3000,
  transitionMs: 1000,
  /** Also in home-banner.css, which reserves the room before any picture arrives. */
  heightPx: 340,
  /**
   * The banner is as wide as the content column (at most 1168 px), and its 16:5 pictures cover
   * a box 340 px high, so they are drawn at least 1088 px wide even on a phone.
   */
  sizes: '(min-width: 1200px) 1168px, max(1088px, 100vw - 2rem)',
  labels: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
  },
} as const;
