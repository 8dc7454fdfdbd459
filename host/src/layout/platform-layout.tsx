import { useRef, type ReactNode } from 'react';
import { ToastHost } from '@school/shared';
import { ReleaseOverrideBanner } from './release-override-banner';
import { usePageTitle } from './use-page-title';

/**
 * The frame of the provider's area at an address no school has (the platform's own): no school
 * header, menu or footer, since the page belongs to no school; titled by its heading.
 */
export function PlatformLayout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageTitle(main);
  return (
    <>
      <ReleaseOverrideBanner />
      <main ref={main} id="main" className="site-main">
        {children}
      </main>
      <ToastHost />
    </>
  );
}
