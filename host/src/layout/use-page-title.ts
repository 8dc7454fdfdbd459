import { useEffect, type RefObject } from 'react';
import { useCatalog, useLocation, useSite } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';

/**
 * Each page's own title, `<page> | <school name>` (WCAG 2.4.2): the page is named by its main
 * heading, whichever remote draws it and whenever it arrives; the home page is "Home". Its own
 * `main`, not the document's #main: a page rendered afresh beside a prerendered one
 * (render-afresh.ts) is not the first #main until it takes the page's place.
 */
export function usePageTitle(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const site = useSite();
  const home = useCatalog(hostCatalog).t('title.home');
  const schoolName = site.status === 'found' ? site.site.schoolName : null;

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const page = pathname === '/' ? home : heading;
      const title = [page, schoolName].filter(Boolean).join(' | ');
      if (title && document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [mainRef, pathname, schoolName, home]);
}
