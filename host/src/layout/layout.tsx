import { useRef } from 'react';
import { Link, Outlet, ToastHost, useCatalog } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { AlertBanner } from './alert-banner';
import { DemoNotice } from './demo-notice';
import { DraftPreviewBanner } from './draft-preview-banner';
import { ReleaseOverrideBanner } from './release-override-banner';
import { SiteHeader } from './site-header';
import { SiteMenu } from './site-menu';
import { SiteFooter } from './site-footer';
import { SupportBanner } from './support-banner';
import { useDevanagariFaces } from './use-devanagari-faces';
import { useHashFocus } from './use-hash-focus';
import { useLanguageAddress } from './use-language-address';
import { usePageTitle } from './use-page-title';
import './layout.css';

export function Layout() {
  const { t } = useCatalog(hostCatalog);
  useHashFocus();
  const main = useRef<HTMLElement>(null);
  usePageTitle(main);
  useLanguageAddress();
  useDevanagariFaces();
  return (
    <>
      {/* Goes to the About section of the home page (docs/product.md#site-shell). */}
      <Link className="skip-link" to="/#AboutPmShri">
        {t('layout.skip')}
      </Link>
      <DraftPreviewBanner />
      <ReleaseOverrideBanner />
      <SupportBanner />
      <DemoNotice />
      <SiteHeader />
      <AlertBanner />
      <SiteMenu />
      <main ref={main} id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastHost />
    </>
  );
}
