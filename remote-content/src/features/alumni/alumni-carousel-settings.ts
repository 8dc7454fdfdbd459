import type { PerViewSteps } from '../../ui/carousel/use-per-view';

/** Spec section 2 and 9: 1 card per page under 640 px, 2 under 1024 px, else 3; every 5000 ms, wrapping. */
export const ALUMNI_CAROUSEL = {
  cardsPerPage: [
    [0, 1],
    [640, 2],
    [1024, 3],
  ] satisfies PerViewSteps,
  intervalMs: 5000,
  /** The spec names none; quicker than the banner's, a page of cards being more to follow. */
  transitionMs: 600,
  label: 'Alumni',
  labels: {
    previous: 'Previous alumni',
    next: 'Next alumni',
    pause: 'Pause the alumni carousel',
    play: 'Play the alumni carousel',
  },
  pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
  dotLabel: (page: number) => `Page ${page}`,
} as const;
