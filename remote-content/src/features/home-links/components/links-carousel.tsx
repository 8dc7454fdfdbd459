import { contentCatalog } from '../../../i18n/content-strings';
import { Carousel } from '../../../ui/carousel/carousel';
import { useCarouselWords } from '../../../ui/carousel/carousel-controls';
import { usePerView } from '../../../ui/carousel/use-per-view';
import { LINKS_CAROUSEL } from '../external-links';
import { LinkTile, type UsefulLink } from './link-tile';

/**
 * The links, 2 to 5 side by side by the window's width, turning right to left every two
 * seconds. Links out of view cannot be tabbed to: the previous and next buttons bring them in.
 */
export function LinksCarousel({ links, autoplay = true }: { links: readonly UsefulLink[]; autoplay?: boolean }) {
  const perView = usePerView(LINKS_CAROUSEL.perView);
  return (
    <Carousel
      className="home-links-carousel"
      {...useCarouselWords(contentCatalog, LINKS_CAROUSEL)}
      perView={perView}
      intervalMs={LINKS_CAROUSEL.autoplayMs}
      transitionMs={LINKS_CAROUSEL.speedMs}
      step={LINKS_CAROUSEL.step}
      autoplay={autoplay}
    >
      {links.map((link, index) => (
        <LinkTile key={index} link={link} index={index} />
      ))}
    </Carousel>
  );
}
