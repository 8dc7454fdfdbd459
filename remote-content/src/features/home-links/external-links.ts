import type { ContentStringId } from '../../i18n/content-strings';
import type { CarouselWordIds } from '../../ui/carousel/carousel-controls';
import type { PerViewSteps } from '../../ui/carousel/use-per-view';

/** docs/product.md#home-page: autoplay 2000 ms, speed 1000 ms, looping, right to left. */
export const LINKS_CAROUSEL = {
  autoplayMs: 2000,
  speedMs: 1000,
  /**
   * The spec's "right to left" is the original site's reversed autoplay: each move brings in the
   * link before the first one, so the list passes by backwards.
   */
  step: -1,
  /** Slides per view from each window width up (px): 1 below 320, then 2, 2, 3, 4, 5. */
  perView: [
    [0, 1],
    [320, 2],
    [480, 2],
    [768, 3],
    [1024, 4],
    [1280, 5],
  ] satisfies PerViewSteps,
  /** Names the carousel, inside the section that 'Useful Links' names. */
  label: 'links.label',
  labels: {
    previous: 'links.previous',
    next: 'links.next',
    pause: 'links.pause',
    play: 'links.play',
  },
} as const satisfies CarouselWordIds<ContentStringId> & Record<string, unknown>;

/** The tiles' colours, in turn. */
export const TONES = ['deep', 'wave', 'deeper'] as const;
