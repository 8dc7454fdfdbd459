import type { ContentStringId } from '../../i18n/content-strings';
import type { CarouselWordIds } from '../../ui/carousel/carousel-controls';

/** The banner of the home page (docs/product.md#home-page): the slides are the school's (its profile's banner pictures). */
export const BANNER = {
  intervalMs: 3000,
  transitionMs: 1000,
  /** The carousel's name, inside the banner's region that the welcome line names. */
  label: 'banner.label',
  labels: {
    previous: 'banner.previous',
    next: 'banner.next',
    pause: 'banner.pause',
    play: 'banner.play',
  },
} as const satisfies CarouselWordIds<ContentStringId> & Record<string, unknown>;
