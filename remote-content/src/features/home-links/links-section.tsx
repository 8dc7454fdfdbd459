import { lazy, Suspense } from 'react';
import { WhenNear } from '../../ui/when-near';
import { EXTERNAL_LINKS, LINKS_TITLE } from './external-links';
import { LinkTile } from './link-tile';
import './links-section.css';

// Swiper (shared with the banner's chunk) arrives only when the carousel is scrolled near.
const LinksCarousel = lazy(() => import('./links-carousel'));

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
    <section className="home-links" aria-labelledby="home-links-title">
      <h2 id="home-links-title" className="home-section-title">
        {LINKS_TITLE}
      </h2>
      <WhenNear placeholder={<StillRow />}>
        <Suspense fallback={<StillRow />}>
          <LinksCarousel />
        </Suspense>
      </WhenNear>
    </section>
  );
}
