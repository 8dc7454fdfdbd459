import type { PageKind } from './pages';

/** A public page of every school's site. */
export interface SiteMapPage {
  title: string;
  path: string;
  /**
   * The page documents its content is made of: it last changed when the latest of them was
   * saved (none for the lists of staff, events and alumni, whose records say when they changed).
   */
  kinds: readonly PageKind[];
}

/** A group of pages under a heading, or a page of its own, as the menu shows them. */
export type SiteMapEntry = SiteMapPage | { title: string; pages: readonly SiteMapPage[] };

const page = (title: string, path: string, ...kinds: PageKind[]): SiteMapPage => ({ title, path, kinds });

/**
 * The pages GIGW asks every site for, in the order the footer of every page links them.
 */
export const WEBSITE_PAGES: readonly SiteMapPage[] = [
  page('Copyright Policy', '/copyright-policy', 'copyright'),
  page('Hyperlinking Policy', '/hyperlinking-policy', 'hyperlinking'),
  page('Privacy Policy', '/privacy-policy', 'privacy'),
  page('Terms and Conditions', '/terms-and-conditions', 'terms'),
  page('Content Moderation and Approval Policy', '/content-moderation-policy', 'moderation'),
  page('Accessibility Statement', '/accessibility-statement', 'accessibility'),
  page('Help', '/help', 'help'),
  page('Contact Us', '/contact', 'contact'),
  page('Feedback', '/feedback'),
  page('Sitemap', '/sitemap'),
];

/**
 * Every public page of a school's site: the menu's entries in its order and with its labels
 * (host/src/layout/menu-items.ts; a host test keeps them the same), then the pages the menu does
 * not show, then the pages GIGW asks for (WEBSITE_PAGES). The Sitemap page (/sitemap) shows it, and the API's
 * sitemap.xml lists it for each school. Here, not in the host, because both need it. Literal
 * lists, not PAGES, so that the Sitemap page does not load every page's schema (a test in
 * site-map.test.ts checks the routes and kinds against PAGES).
 */
export const SITE_MAP: readonly SiteMapEntry[] = [
  page('Home', '/', 'vision', 'dignitaries', 'toppers', 'about', 'gallery', 'links'),
  { title: 'About Us', pages: [page('School History', '/schoolHistory', 'history'), page("Principal's Message", '/principalMessage', 'principal')] },
  page('About the martyr', '/aboutSahid', 'namesake'),
  page('Staff Details', '/staffDetail'),
  { title: 'Gallery', pages: [page('Photo Gallery', '/photos')] },
  {
    title: 'Mandatory Disclosure',
    pages: [
      page('Mandatory Public Disclosure', '/mandatory-public-disclosure', 'disclosureDocuments', 'disclosureAcademics', 'disclosureInfrastructure'),
      page('Academics', '/academics', 'disclosureAcademics'),
      page('Certifications/Approvals', '/certificates_&_Approvals', 'disclosureDocuments'),
    ],
  },
  page('Alumni', '/alumni'),
  page('Faqs', '/faqs', 'faqs'),
  page('Notices', '/notices'),
  // Not in the menu: the Notices page links to it.
  page('Notices archive', '/notices/archive'),
  {
    title: 'More about the school',
    pages: [
      page('RTI', '/rti', 'rti'),
      page('School Commitee', '/committee', 'committee'),
      page('Classrooms', '/classRoom', 'classrooms'),
      page('Science Labs', '/scienceLab', 'labs'),
      page('Sports', '/sports', 'sports'),
    ],
  },
  { title: 'About this website', pages: WEBSITE_PAGES },
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
