/** The banner of the home page (spec section 2, home item 1; section 9): the slides are the school's (its profile's banner pictures). */
export const BANNER = {
  /** Followed by the school's name. */
  welcome: 'Welcome to',
  tagline: 'Empowering Students , Shaping Future',
  intervalMs: 3000,
  transitionMs: 1000,
  /** The carousel's name, inside the banner's region that the welcome line names. */
  label: 'Banner pictures',
  labels: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
  },
} as const;
