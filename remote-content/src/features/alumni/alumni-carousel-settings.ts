import type { CarouselWordIds } from '../../ui/carousel/carousel-controls';
import type { AlumniStringId } from './alumni-strings';
import type { PerViewSteps } from '../../ui/carousel/use-per-view';

/** docs/product.md#public-lists: 1 card per page under 640 px, 2 under 1024 px, else 3; every 5000 ms, wrapping. */
export const ALUMNI_CAROUSEL = {
  cardsPerPage: [
    [0, 1],
    [640, 2],
    [1024, 3],
  ] satisfies PerViewSteps,
  intervalMs: 5000,
  /** The spec names none; quicker than the banner's, a page of cards being more to follow. */
  transitionMs: 600,
  /** The carousel's name and its buttons', by their strings; its pages are "Page 2 of 3" ('alumni.page'), its dots "Page 2". */
  label: 'alumni.label',
  labels: {
    previous: 'alumni.previous',
    next: 'alumni.next',
    pause: 'alumni.pause',
    play: 'alumni.play',
  },
} as const satisfies CarouselWordIds<AlumniStringId> & Record<string, unknown>;
