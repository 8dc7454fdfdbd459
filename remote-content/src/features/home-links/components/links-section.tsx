import { useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import { HomeSection } from '../../../ui/home-section';
import { WhenNear } from '../../../ui/when-near';
import { LinksCarousel } from './links-carousel';
import type { UsefulLink } from './link-tile';
import './links-section.css';

/**
 * The school's useful links (docs/product.md#home-page). The carousel starts turning only when
 * it is scrolled near; until then the same carousel stands still in its place, so nothing
 * shifts when it starts.
 */
export function LinksSection({ links }: { links: readonly UsefulLink[] }) {
  const { t } = useCatalog(contentCatalog);
  return (
    <HomeSection className="home-links" title={t('links.title')}>
      <WhenNear placeholder={<LinksCarousel links={links} autoplay={false} />}>
        <LinksCarousel links={links} />
      </WhenNear>
    </HomeSection>
  );
}
