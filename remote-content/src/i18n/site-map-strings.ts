import { defineCatalog } from '@school/shared';

/**
 * The names of the site map's pages (shared/src/contracts/site-map.ts), by path, and of its
 * groups, as the Sitemap page and the policy pages show them (site-map-text.ts): English here,
 * Hindi in site-map.hi.json, fetched only when Hindi is shown. A catalog of its own, not the
 * content one (i18n/content-strings.ts), so that its strings come with its page's chunk rather
 * than in the home page's.
 */
export const SITE_MAP_STRINGS = {
  'site./': 'Home',
  'site./schoolHistory': 'School History',
  'site./principalMessage': "Principal's Message",
  'site./aboutSahid': 'About the martyr',
  'site./staffDetail': 'Staff Details',
  'site./photos': 'Photo Gallery',
  'site./mandatory-public-disclosure': 'Mandatory Public Disclosure',
  'site./academics': 'Academics',
  'site./certificates_&_Approvals': 'Certifications/Approvals',
  'site./alumni': 'Alumni',
  'site./faqs': 'Faqs',
  'site./rti': 'RTI',
  'site./committee': 'School Commitee',
  'site./classRoom': 'Classrooms',
  'site./scienceLab': 'Science Labs',
  'site./sports': 'Sports',
  'site./copyright-policy': 'Copyright Policy',
  'site./hyperlinking-policy': 'Hyperlinking Policy',
  'site./privacy-policy': 'Privacy Policy',
  'site./terms-and-conditions': 'Terms and Conditions',
  'site./content-moderation-policy': 'Content Moderation and Approval Policy',
  'site./accessibility-statement': 'Accessibility Statement',
  'site./help': 'Help',
  'site./contact': 'Contact Us',
  'site./feedback': 'Feedback',
  'site./sitemap': 'Sitemap',
  'site./notices': 'Notices',
  'site./notices/archive': 'Notices archive',
  'siteGroup.about': 'About Us',
  'siteGroup.gallery': 'Gallery',
  'siteGroup.disclosure': 'Mandatory Disclosure',
  'siteGroup.more': 'More about the school',
  'siteGroup.website': 'About this website',
} as const;

export type SiteMapStringId = keyof typeof SITE_MAP_STRINGS;

export const siteMapCatalog = defineCatalog('content-site-map', SITE_MAP_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-site-map-hi" */ './site-map.hi.json'),
});
