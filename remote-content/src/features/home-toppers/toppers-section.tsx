import { lazy, Suspense } from 'react';
import { WhenNear } from '../../ui/when-near';
import { TOPPERS_INTRO, TOPPERS_TITLE } from './toppers-content';
import './toppers.css';

// The list and its data arrive only when the section is scrolled near (spec: loaded lazily).
const ToppersList = lazy(() => import('./toppers-list'));

const placeholder = <div className="home-toppers-placeholder" />;

export function ToppersSection() {
  return (
    <section className="home-toppers" aria-labelledby="home-toppers-title">
      <h2 id="home-toppers-title" className="home-section-title">
        {TOPPERS_TITLE}
      </h2>
      <p className="home-section-intro">{TOPPERS_INTRO}</p>
      <WhenNear placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <ToppersList />
        </Suspense>
      </WhenNear>
    </section>
  );
}
