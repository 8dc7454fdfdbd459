import type { PageKind } from './pages';

/** A public page of every school's site. Its name, in both languages, is in the site map's catalog (i18n/site-map-strings.ts), by its path. */
export interface SiteMapPage {
  path: string;
  /**
   * The page documents its content is made of: it last changed when the latest of them was
   * saved (none for the lists of staff, events and alumni, whose records say when they changed).
   */
  kinds: readonly PageKind[];
}

/** A group of pages, named in the site map's catalog as `siteGroup.<group>`. */
export type SiteMapGroup = 'about' | 'gallery' | 'disclosure' | 'more' | 'website';

/** A group of pages under a heading, or a page of its own, as the menu shows them. */
export type SiteMapEntry = SiteMapPage | { group: SiteMapGroup; pages: readonly SiteMapPage[] };

const page = (path: string, ...kinds: PageKind[]): SiteMapPage => ({ path, kinds });

/**
 * The pages GIGW asks every site for, in the order the footer of every page links them.
 */
export const WEBSITE_PAGES: readonly SiteMapPage[] = [
  page('/copyright-policy', 'copyright'),
  page('/hyperlinking-policy', 'hyperlinking'),
  page('/privacy-policy', 'privacy'),
  page('/terms-and-conditions', 'terms'),
  page('/content-moderation-policy', 'moderation'),
  page('/accessibility-statement', 'accessibility'),
  page('/help', 'help'),
  page('/contact', 'contact'),
  page('/feedback'),
  page('/sitemap'),
];

/**
 * The navigation menu's entries, in its order (docs/product.md#site-shell): the host's menu is
 * made of them (host/src/layout/menu-items.ts).
 */
export const MENU_ENTRIES: readonly SiteMapEntry[] = [
  page('/', 'vision', 'dignitaries', 'toppers', 'about', 'gallery', 'links'),
  { group: 'about', pages: [page('/schoolHistory', 'history'), page('/principalMessage', 'principal')] },
  page('/aboutSahid', 'namesake'),
  page('/staffDetail'),
  { group: 'gallery', pages: [page('/photos')] },
  {
    group: 'disclosure',
    pages: [
      page('/mandatory-public-disclosure', 'disclosureDocuments', 'disclosureAcademics', 'disclosureInfrastructure'),
      page('/academics', 'disclosureAcademics'),
      page('/certificates_&_Approvals', 'disclosureDocuments'),
    ],
  },
  page('/alumni'),
  page('/faqs', 'faqs'),
  page('/notices'),
];

/**
 * Every public page of a school's site: the menu's entries, then the pages the menu does not
 * show, then the pages GIGW asks for (WEBSITE_PAGES). The Sitemap page (/sitemap) shows it, and
 * the API's sitemap.xml lists it for each school. Here, not in the host, because both need it.
 * Literal lists, not PAGES, so that the Sitemap page does not load every page's schema (a test
 * in site-map.test.ts checks the routes and kinds against PAGES).
 */
export const SITE_MAP: readonly SiteMapEntry[] = [
  ...MENU_ENTRIES,
  // Not in the menu: the Notices page links to it.
  page('/notices/archive'),
  {
    group: 'more',
    pages: [page('/rti', 'rti'), page('/committee', 'committee'), page('/classRoom', 'classrooms'), page('/scienceLab', 'labs'), page('/sports', 'sports')],
  },
  { group: 'website', pages: WEBSITE_PAGES },
];

/** Every page of SITE_MAP, in its order. */
export const SITE_MAP_PAGES: readonly SiteMapPage[] = SITE_MAP.flatMap((entry) => ('pages' in entry ? entry.pages : [entry]));

/** The public routes the site map does not list: the search page's form, and each notice's page. */
export const UNMAPPED_PUBLIC_ROUTES = ['/search', '/notices/:id'] as const;

/**
 * Every public route of a school's site, as a router matches it: the site map's pages, then
 * UNMAPPED_PUBLIC_ROUTES. The one list the host's route map, the content remote's routes and the
 * renderer read: a page added to SITE_MAP is routed, rendered and listed in the sitemap.
 */
export const PUBLIC_ROUTES: readonly string[] = [...SITE_MAP_PAGES.map((page) => page.path), ...UNMAPPED_PUBLIC_ROUTES];

/**
 * The address of a page in Hindi: the same path with ?lang=hi (the language switch's decision),
 * so both languages' pages can be shared and indexed. An address with a query keeps it, and its
 * #hash stays last: `/search?q=x#top` is `/search?q=x&lang=hi#top`.
 */
export function hindiPath(address: string): string {
  const hashAt = address.indexOf('#');
  const hash = hashAt < 0 ? '' : address.slice(hashAt);
  const beforeHash = hashAt < 0 ? address : address.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt));
  params.set('lang', 'hi');
  return `${path}?${params.toString()}${hash}`;
}
