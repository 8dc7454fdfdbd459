import { lazy, Suspense } from 'react';
import { HomeSection } from '../../../ui/home-section';
import { WhenNear } from '../../../ui/when-near';
import { LinkTile, type UsefulLink } from './link-tile';
import './links-section.css';

// Swiper (shared with the banner's chunk) arrives only when the carousel is scrolled near.
const LinksCarousel = lazy(() => import('./links-carousel').then((module) => ({ default: module.LinksCarousel })));

/** The links as a still row, laid out as the carousel lays them out, until it has loaded. */
function StillRow({ links }: { links: readonly UsefulLink[] }) {
  return (
    <ul className="home-links-still">
      {links.map((link, index) => (
        <li key={index}>
          <LinkTile link={link} index={index} />
        </li>
      ))}
    </ul>
  );
}

/** Fewer links than this fill a row at every width: they stand still. */
const CAROUSEL_FROM = 6;

/** The school's useful links (spec section 2, home item 7). */
export function LinksSection({ links }: { links: readonly UsefulLink[] }) {
  const still = <StillRow links={links} />;
  return (
    <HomeSection className="home-links" title="Useful Links">
      {links.length < CAROUSEL_FROM ? still : <WhenNear placeholder={still}>
        <Suspense fallback={still}>
          <LinksCarousel links={links} />
        </Suspense>
      </WhenNear>}
    </HomeSection>
  );
}
