import { HOME_KINDS, PAGE_KINDS, PAGES, POLICY_KINDS } from './pages';
import { SITE_MAP_STRINGS } from '../i18n/site-map-strings';
import { SITE_MAP_PAGES, WEBSITE_PAGES } from './site-map';

const englishName = (path: string) => (SITE_MAP_STRINGS as Record<string, string>)[`site.${path}`];

test('every page document belongs to the page of the site map at the route PAGES gives it, and only the disclosure’s to others too', () => {
  const owners = PAGE_KINDS.map((kind) => SITE_MAP_PAGES.filter((page) => page.kinds.includes(kind)).map((page) => page.path));
  for (const [index, kind] of PAGE_KINDS.entries()) expect({ kind, owners: owners[index] }).toEqual({ kind, owners: expect.arrayContaining([PAGES[kind].route]) });
  // The Mandatory Public Disclosure shows sections B, C and E, which /certificates_&_Approvals and /academics show too.
  const shared = PAGE_KINDS.filter((_, index) => owners[index]!.length > 1);
  expect(shared).toEqual(['disclosureDocuments', 'disclosureAcademics']);
  expect(SITE_MAP_PAGES.find((page) => page.path === '/')!.kinds).toEqual(HOME_KINDS);
});

test('each page is listed once, and the footer’s pages are the GIGW pages with Contact Us, Feedback and the Sitemap', () => {
  const paths = SITE_MAP_PAGES.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(WEBSITE_PAGES.map((page) => englishName(page.path))).toEqual([
    'Copyright Policy',
    'Hyperlinking Policy',
    'Privacy Policy',
    'Terms and Conditions',
    'Content Moderation and Approval Policy',
    'Accessibility Statement',
    'Help',
    'Contact Us',
    'Feedback',
    'Sitemap',
  ]);
});

test('a GIGW page has the same name in the footer, the sitemap, its heading and its editor', () => {
  for (const kind of POLICY_KINDS) expect(englishName(WEBSITE_PAGES.find((page) => page.kinds.includes(kind))?.path ?? '')).toBe(PAGES[kind].title);
});
