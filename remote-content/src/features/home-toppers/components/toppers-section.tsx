import { lazy, Suspense } from 'react';
import { HomeSection } from '../../../ui/home-section';
import { WhenNear } from '../../../ui/when-near';
import { TOPPERS_INTRO, TOPPERS_TITLE } from '../toppers-content';
import './toppers.css';

// The list and its data arrive only when the section is scrolled near (spec: loaded lazily).
const ToppersList = lazy(() => import('./toppers-list').then((module) => ({ default: module.ToppersList })));

const placeholder = <div className="home-toppers-placeholder" />;

export function ToppersSection() {
  return (
    <HomeSection className="home-toppers" title={TOPPERS_TITLE} intro={TOPPERS_INTRO}>
      <WhenNear placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <ToppersList />
        </Suspense>
      </WhenNear>
    </HomeSection>
  );
}
