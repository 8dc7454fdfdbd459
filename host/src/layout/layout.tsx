import { Link, Outlet, ToastHost } from '@school/shared';
import { DemoNotice } from './demo-notice';
import { SiteHeader } from './site-header';
import { SiteMenu } from './site-menu';
import { SiteFooter } from './site-footer';
import { useHashFocus } from './use-hash-focus';
import { usePageTitle } from './use-page-title';
import './layout.css';

export function Layout() {
  useHashFocus();
  usePageTitle();
  return (
    <>
      {/* Goes to the About section of the home page (spec section 2). */}
      <Link className="skip-link" to="/#AboutPmShri">
        Skip to content
      </Link>
      <DemoNotice />
      <SiteHeader />
      <SiteMenu />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastHost />
    </>
  );
}
