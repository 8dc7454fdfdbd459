import { useEffect, useRef, type RefObject } from 'react';
import { getConfig, useCatalog, useLanguage, useLocation, useSite, type Language } from '@school/shared';
import type { Site } from '@school/shared/contracts/site';
import { hostCatalog } from '../i18n/host-strings';
import { findRoute } from '../routes/route-map';

/**
 * Each page's own title, `<page> | <school name>` (WCAG 2.4.2): the page is named by its main
 * heading, whichever remote draws it and whenever it arrives; the home page is "Home". Its own
 * `main`, not the document's #main: a page rendered afresh beside a prerendered one
 * (render-afresh.ts) is not the first #main until it takes the page's place.
 *
 * After the visitor moves to another public page (or language) in the browser, the rest of the
 * head follows too (keepHead).
 */
export function usePageTitle(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const site = useSite();
  const language = useLanguage();
  const home = useCatalog(hostCatalog).t('title.home');
  const schoolName = site.status === 'found' ? site.site.schoolName : null;
  // The page and language the document came with: its head is the file's (or the shell's) own.
  const first = useRef(`${pathname} ${language}`);
  const headOf = useRef('');

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const page = pathname === '/' ? home : heading;
      const title = [page, schoolName].filter(Boolean).join(' | ');
      if (title && document.title !== title) document.title = title;
      const key = `${pathname} ${language}`;
      if (page && site.status === 'found' && key !== first.current && headOf.current !== `${key} ${page}`) {
        headOf.current = `${key} ${page}`;
        keepHead(pathname, language, site.site, page);
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [mainRef, pathname, language, site, schoolName, home]);
}

/**
 * The head of a public page shown after a navigation in the browser: its description, addresses,
 * previews and schema.org data, from the same pageHead the renderer writes a file's with
 * (decision 014), but without the page's own data (a notice's picture and dates, which a shared
 * link's preview reads from the page's file). Loaded then: the first page needs none of it.
 */
function keepHead(pathname: string, language: Language, site: Site, heading: string): void {
  const route = findRoute(pathname);
  if (route?.remote !== 'content' || route.guard) return;
  const input = { pathname, language, origin: pagesOrigin(), site, heading, apiUrl: getConfig().API_URL };
  void import('@school/shared/page-head').then(
    ({ pageHead, replacePageHead }) => replacePageHead(pageHead(input)),
    (error: unknown) => console.error('The page’s head could not be updated', error),
  );
}

/**
 * The origin a school's pages name as theirs: the one the first page's file was written with
 * (its canonical address, which the renderer takes from the school's first host name), so a
 * page reached at another of its addresses names the same one after a navigation as its file
 * does; without one (the shell), this page's own.
 */
export function pagesOrigin(): string {
  // A link's href is its address resolved: an absolute URL, or '' without one.
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const origin = canonical ? new URL(canonical, window.location.href).origin : 'null';
  return origin === 'null' ? window.location.origin : origin;
}
