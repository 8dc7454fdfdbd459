import { defineCatalog } from '@school/shared';

/**
 * The interface strings of the alumni page (/alumni, /Manage-Alumni) and its carousel: English
 * here, Hindi in alumni.hi.json, fetched only when Hindi is shown. A catalog of its own, not the
 * content one (i18n/content-strings.ts), so that its strings come with its page's chunk rather
 * than in the home page's.
 */
export const ALUMNI_STRINGS = {
  'alumni.title': 'Our School Alumni',
  'alumni.intro':
    'Our former students serve as doctors, engineers, soldiers, teachers and sportspeople across the country. Many come back to guide the students who sit in their old classrooms today.',
  'alumni.loading': 'Loading alumni...',
  'alumni.empty': 'No data found',
  'alumni.passOutYear': 'Pass Out Year',
  'alumni.about': 'About',
  'alumni.born': 'Born {date}',
  'alumni.noPhoto': 'No photo of {name}',
  'alumni.label': 'Alumni',
  'alumni.previous': 'Previous alumni',
  'alumni.next': 'Next alumni',
  'alumni.pause': 'Pause the alumni carousel',
  'alumni.play': 'Play the alumni carousel',
  'alumni.page': 'Page {page} of {pages}',
  'alumni.dot': 'Page {page}',
} as const;

export type AlumniStringId = keyof typeof ALUMNI_STRINGS;

export const alumniCatalog = defineCatalog('content-alumni', ALUMNI_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-alumni-hi" */ './alumni.hi.json'),
});
