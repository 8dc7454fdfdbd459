import { defineCatalog } from '@school/shared';

/**
 * The host's interface strings: the header, menu, footer and the pages it draws itself. English
 * here (the spec's words); Hindi in hi.json, fetched only when Hindi is shown. Ids say where a
 * string is used.
 */
export const HOST_STRINGS = {
  'layout.skip': 'Skip to content',
  'layout.loading': 'Loading…',
  'title.home': 'Home',
  'demo.label': 'Demo content',
  'demo.title': 'Demo content:',
  'demo.text': 'the people, numbers and events on this site are made up.',
  'display.label': 'Display settings',
  'display.smaller': 'smaller text',
  'display.normal': 'normal text size',
  'display.larger': 'larger text',
  'display.size': 'Text size {percent}%',
  'display.contrast': 'High contrast',
  'language.label': 'Language',
  'menu.label': 'Main',
  'menu.toggle': 'Menu',
  'menu.home': 'Home',
  'menu.about': 'About Us',
  'menu.history': 'School History',
  'menu.principal': "Principal's Message",
  'menu.martyr': 'About the martyr',
  'menu.staff': 'Staff Details',
  'menu.gallery': 'Gallery',
  'menu.photos': 'Photo Gallery',
  'menu.disclosure': 'Mandatory Disclosure',
  'menu.academics': 'Academics',
  'menu.certificates': 'Certifications/Approvals',
  'menu.alumni': 'Alumni',
  'menu.faqs': 'Faqs',
  'menu.login': 'Login',
  'menu.admin': 'Admin',
  'menu.admin.activity': 'Activity',
  'menu.admin.staff': 'Staff',
  'menu.admin.alumni': 'Alumni',
  'menu.admin.pages': 'Pages',
  'menu.admin.settings': 'Settings',
  'notFound.title': '404 - Page Not Found',
  'notFound.text': 'Sorry, the page you are looking for does not exist.',
  'notFound.home': 'Go to Home',
  'noSchool.title': 'No school at this address',
  'noSchool.text': 'This address is not the site of any school here. Check the address, or ask the school for its site’s address.',
  'remote.failed': 'This part of the site could not be loaded',
  'remote.failedText': 'It may be a passing network problem. The rest of the site still works.',
  'remote.retry': 'Retry',
} as const;

export type HostStringId = keyof typeof HOST_STRINGS;

export const hostCatalog = defineCatalog('host', HOST_STRINGS, {
  hi: () => import(/* webpackChunkName: "host-strings-hi" */ './hi.json'),
});
