import { useCatalog } from '@school/shared';
import type { Picture } from '@school/shared/contracts/page-fields';
import { homeBannerSizes } from '@school/shared/contracts/picture-widths';
import { Carousel } from '../../../ui/carousel/carousel';
import { SchoolPicture } from '../../../ui/school-picture';
import { contentCatalog } from '../../../i18n/content-strings';
import { BANNER } from '../banner-content';

/**
 * The school's banner pictures, looping every three seconds. The first is the page's largest
 * paint: it renders at once, with priority, in the box of the host's placeholder; the others
 * load lazily. The controls show while the pointer is over the banner, or when they have the
 * keyboard focus. Users who ask for reduced motion get a still banner they can start.
 */
export function BannerSlider({ slides }: { slides: readonly Picture[] }) {
  const { t } = useCatalog(contentCatalog);
  const { labels } = BANNER;
  return (
    <Carousel
      className="home-banner-slider"
      label={t(BANNER.label)}
      intervalMs={BANNER.intervalMs}
      transitionMs={BANNER.transitionMs}
      labels={{ previous: t(labels.previous), next: t(labels.next), pause: t(labels.pause), play: t(labels.play) }}
    >
      {slides.map((slide, index) => (
        <SchoolPicture key={slide.path} picture={slide} sizes={homeBannerSizes(slide)} priority={index === 0} />
      ))}
    </Carousel>
  );
}
