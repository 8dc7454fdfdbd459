import type { Picture } from '@school/shared/contracts/page-fields';
import { homeBannerSizes } from '@school/shared/contracts/picture-widths';
import { Carousel } from '../../../ui/carousel/carousel';
import { useCarouselWords } from '../../../ui/carousel/carousel-controls';
import { SchoolPicture } from '../../../ui/school-picture';
import { BANNER } from '../banner-content';

/**
 * The school's banner pictures, looping every three seconds. The first is the page's largest
 * paint: it renders at once, with priority, in the box of the host's placeholder; the others
 * load lazily. The controls show while the pointer is over the banner, or when they have the
 * keyboard focus. Users who ask for reduced motion get a still banner they can start.
 */
export function BannerSlider({ slides }: { slides: readonly Picture[] }) {
  return (
    <Carousel
      className="home-banner-slider"
      {...useCarouselWords(BANNER)}
      intervalMs={BANNER.intervalMs}
      transitionMs={BANNER.transitionMs}
    >
      {slides.map((slide, index) => (
        <SchoolPicture key={slide.path} picture={slide} sizes={homeBannerSizes(slide)} priority={index === 0} />
      ))}
    </Carousel>
  );
}
