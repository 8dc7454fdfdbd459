import { lazy, Suspense } from 'react';
import { useCatalog } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import { contentCatalog } from '../../../i18n/content-strings';
import { HomeSection } from '../../../ui/home-section';
import { WhenNear } from '../../../ui/when-near';
import './toppers.css';

// The list's code arrives only when the section is scrolled near (spec: loaded lazily).
const ToppersList = lazy(() => import('./toppers-list').then((module) => ({ default: module.ToppersList })));

const placeholder = <div className="home-toppers-placeholder" />;

export function ToppersSection({ content }: { content: PageContent<'toppers'> }) {
  const { t } = useCatalog(contentCatalog);
  return (
    <HomeSection still className="home-toppers" title={t('toppers.title')} intro={t('toppers.intro')}>
      <WhenNear placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <ToppersList content={content} />
        </Suspense>
      </WhenNear>
    </HomeSection>
  );
}
