import { defineCatalog } from './catalog';

/**
 * The name of each public page (contracts/site-map.ts), by its path, and of each group of pages:
 * the one place a page's name is written. The menu, the footer, the Sitemap page and a GIGW
 * page's heading all show it (site-map-names.ts). English here, Hindi in site-map.hi.json,
 * fetched only when Hindi is shown. In @school/shared, as the host and the content remote both
 * show these names.
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

export const siteMapCatalog = defineCatalog('site-map', SITE_MAP_STRINGS, {
  hi: () => import(/* webpackChunkName: "site-map-hi" */ './site-map.hi.json'),
});
