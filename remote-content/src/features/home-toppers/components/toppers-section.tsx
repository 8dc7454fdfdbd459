import { lazy, Suspense } from 'react';
import type { PageContent } from '@school/shared/contracts/pages';
import { HomeSection } from '../../../ui/home-section';
import { WhenNear } from '../../../ui/when-near';
import './toppers.css';

// The list's code arrives only when the section is scrolled near (spec: loaded lazily).
const ToppersList = lazy(() => import('./toppers-list').then((module) => ({ default: module.ToppersList })));

const placeholder = <div className="home-toppers-placeholder" />;

export function ToppersSection({ content }: { content: PageContent<'toppers'> }) {
  return (
    <HomeSection className="home-toppers" title="Our Top Performers" intro="Students who led the school in the last board examinations.">
      <WhenNear placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <ToppersList content={content} />
        </Suspense>
      </WhenNear>
    </HomeSection>
  );
}
