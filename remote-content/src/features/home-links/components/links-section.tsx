import { lazy, Suspense } from 'react';
import { HomeSection } from '../../../ui/home-section';
import { WhenNear } from '../../../ui/when-near';
import { EXTERNAL_LINKS, LINKS_TITLE } from '../external-links';
import { LinkTile } from './link-tile';
import './links-section.css';

// Swiper (shared with the banner's chunk) arrives only when the carousel is scrolled near.
const LinksCarousel = lazy(() => import('./links-carousel').then((module) => ({ default: module.LinksCarousel })));

/** The links as a still row, laid out as the carousel lays them out, until it has loaded. */
function StillRow() {
  return (
    <ul className="home-links-still">
      {EXTERNAL_LINKS.map((link) => (
        <li key={link.id}>
          <LinkTile link={link} />
        </li>
      ))}
    </ul>
  );
}

export function LinksSection() {
  return (
    <HomeSection className="home-links" title={LINKS_TITLE}>
      <WhenNear placeholder={<StillRow />}>
        <Suspense fallback={<StillRow />}>
          <LinksCarousel />
        </Suspense>
      </WhenNear>
    </HomeSection>
  );
}
