import { useCatalog } from '@school/shared';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { alumniCatalog } from '../alumni-strings';
import { Carousel } from '../../../ui/carousel/carousel';
import { useCarouselWords } from '../../../ui/carousel/carousel-controls';
import { usePerView } from '../../../ui/carousel/use-per-view';
import { AlumniCard } from './alumni-card';
import { ALUMNI_CAROUSEL } from '../alumni-carousel-settings';
import './alumni.css';

interface AlumniCarouselProps {
  alumni: AlumnusRecord[];
  reload: () => void;
}

/** The alumni in pages of `size`, the last one possibly shorter. */
function pagesOf(alumni: AlumnusRecord[], size: number): AlumnusRecord[][] {
  return Array.from({ length: Math.ceil(alumni.length / size) }, (_, page) => alumni.slice(page * size, (page + 1) * size));
}

/**
 * Pages of 1, 2 or 3 alumni cards by the window's width, with previous/next buttons and page
 * dots, advancing every five seconds and wrapping. A change of the cards per page goes back to
 * the first page.
 */
export function AlumniCarousel({ alumni, reload }: AlumniCarouselProps) {
  const { t } = useCatalog(alumniCatalog);
  const perPage = usePerView(ALUMNI_CAROUSEL.cardsPerPage);
  const words = useCarouselWords(alumniCatalog, ALUMNI_CAROUSEL);
  if (alumni.length === 0) return <p className="ui-empty">{t('alumni.empty')}</p>;

  return (
    <Carousel
      className="alumni-carousel"
      {...words}
      intervalMs={ALUMNI_CAROUSEL.intervalMs}
      transitionMs={ALUMNI_CAROUSEL.transitionMs}
      slideLabel={(page, pages) => t('alumni.page', { page, pages })}
      pickerLabel={(page) => t('alumni.dot', { page })}
      resetKey={perPage}
    >
      {pagesOf(alumni, perPage).map((page, index) => (
        <div key={index} className="alumni-page" style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
          {page.map((alumnus) => (
            <AlumniCard key={alumnus.alumniId} alumnus={alumnus} reload={reload} />
          ))}
        </div>
      ))}
    </Carousel>
  );
}
