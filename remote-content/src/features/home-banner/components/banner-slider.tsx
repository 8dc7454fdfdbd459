import type { Picture } from '@school/shared/contracts/page-fields';
import { homeBannerSizes } from '@school/shared/contracts/picture-widths';
import { useHydrating } from '@school/shared/use-hydrating';
import { contentCatalog } from '../../../i18n/content-strings';
import { Carousel } from '../../../ui/carousel/carousel';
import { useCarouselWords } from '../../../ui/carousel/carousel-controls';
import { SchoolPicture } from '../../../ui/school-picture';
import { BANNER } from '../banner-content';

/**
 * The school's banner pictures, looping every three seconds. The first is the page's largest
 * paint: it renders at once, with priority, in the box of the host's placeholder; the others
 * load lazily. The controls show while the pointer is over the banner, or when they have the
 * keyboard focus. Users who ask for reduced motion get a still banner they can start.
 *
 * A prerendered page (decision 014) holds the first picture only, and the others come once the
 * page is hydrated: they share the first one's box, so the browser would fetch them beside it,
 * at its priority, and on a slow link the page's largest paint would wait for all of them.
 * Without JavaScript the banner cannot turn, so nobody misses them.
 */
export function BannerSlider({ slides }: { slides: readonly Picture[] }) {
  const hydrating = useHydrating();
  return (
    <Carousel
      className="home-banner-slider"
      {...useCarouselWords(contentCatalog, BANNER)}
      intervalMs={BANNER.intervalMs}
      transitionMs={BANNER.transitionMs}
    >
      {slides.map((slide, index) =>
        index === 0 || !hydrating ? (
          <SchoolPicture key={slide.path} picture={slide} sizes={homeBannerSizes(slide)} priority={index === 0} />
        ) : (
          <span key={slide.path} />
        ),
      )}
    </Carousel>
  );
}
