import { defineCatalog } from '@school/shared';

/**
 * The interface strings of the public pages (this remote's) that the home page or every page
 * shows, and of the small pages: headings, labels, buttons and messages around the school's own
 * words. English here, the spec's words; Hindi in hi.json, fetched only when Hindi is shown. A
 * feature whose page is not the home page and that has many strings keeps them in a catalog of
 * its own (features/<feature>/<feature>-strings.ts), which comes with
 * its page's chunk: this one sits whole in the home page's. The school's own words are not here:
 * they are its page documents ({ en, hi }, ui/school-text.tsx). Ids say where a string is used.
 */
export const CONTENT_STRINGS = {
  // Every page
  'page.loading': 'Loading…',
  'page.beingSetUp': 'This page is being set up: the school has not published it yet.',
  'page.lastUpdated': 'Last updated:',
  'page.newTab': '(opens in a new tab)',
  // A link to a site outside the Government's (GIGW 3.0): shown after its words, then said instead of page.newTab
  'page.external': 'External website',
  'page.leaving': '(external website, not of the Government: opens in a new tab)',
  'carousel.slide': '{position} of {count}',
  // The shared components' words, given to them as props (decision 006)
  'page.failed': 'This page cannot be loaded now.',
  'page.retry': 'Retry',
  'viewer.close': 'Close',
  'table.empty': 'No record found',

  // Home page
  'home.beingSetUp': 'This site is being set up: the school has not published it yet.',
  'home.failed': 'The home page cannot be loaded now.',
  'banner.welcome': 'Welcome to {school}',
  'banner.tagline': 'Empowering Students , Shaping Future',
  'banner.label': 'Banner pictures',
  'banner.previous': 'Previous slide',
  'banner.next': 'Next slide',
  'banner.pause': 'Pause the slideshow',
  'banner.play': 'Play the slideshow',
  'vision.title': 'Vision and Mission',
  'vision.vision': 'Our Vision',
  'vision.mission': 'Our Mission',
  'dignitaries.title': 'Our Leadership',
  'toppers.title': 'Our Top Performers',
  'toppers.intro': 'Students who led the school in the last board examinations.',
  'toppers.classX': 'Class X',
  'toppers.classXII': 'Class XII',
  'toppers.stream': 'Stream:',
  'about.title': 'About the school',
  'about.tab': 'About School',
  'about.place': 'Where the school stands',
  'about.about': 'About',
  'video.title': 'The school on video',
  'video.name': 'The school’s video',
  'video.play': 'Play video',
  'video.note': 'Plays from YouTube (youtube-nocookie.com).',
  'gallery.title': 'Photo Gallery',
  'gallery.picture': 'Picture {number}',
  'gallery.more': 'View More',
  'links.title': 'Useful Links',
  'links.label': 'Links to other websites',
  'links.previous': 'Previous link',
  'links.next': 'Next link',
  'links.pause': 'Pause the links',
  'links.play': 'Play the links',

  // School pages
  'principal.title': "Principal's Message",
  'history.title': 'School History',
  'classrooms.title': 'Classrooms',
  'labs.title': 'Science Labs',
  'sports.title': 'Sports',
  'sports.gallery': 'Sports Gallery',
  'faqs.title': 'Frequently Asked Questions',

  // The namesake page (About the martyr): the page's own choice of language
  'namesake.title': 'About the martyr',
  'namesake.biodata': 'Biodata',
  'namesake.language': 'Language',
  'namesake.en': 'English',
  'namesake.hi': 'Hindi',
} as const;

export type ContentStringId = keyof typeof CONTENT_STRINGS;

export const contentCatalog = defineCatalog('content', CONTENT_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-strings-hi" */ './hi.json'),
});
