import { defineCatalog } from '@school/shared';

/**
 * The interface strings of Contact Us (/contact): English here, Hindi in contact.hi.json, fetched
 * only when Hindi is shown. A catalog of its own, not the content one (i18n/content-strings.ts),
 * so that its strings come with its page's chunk rather than in the home page's.
 */
export const CONTACT_STRINGS = {
  'contact.title': 'Contact Us',
  'contact.mapTitle': 'Map showing the location of the school',
  'contact.largerMap': 'View a larger map',
  'contact.getInTouch': 'Get In Touch',
  'contact.address': 'Address',
  'contact.phone': 'Phone',
  'contact.email': 'Email',
  'contact.officeHours': 'Office Hours',
  'contact.departments': 'Key Departments',
  'contact.timings': 'School Timings',
} as const;

export type ContactStringId = keyof typeof CONTACT_STRINGS;

export const contactCatalog = defineCatalog('content-contact', CONTACT_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-contact-hi" */ './contact.hi.json'),
});
