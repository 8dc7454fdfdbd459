import { defineCatalog } from '@school/shared';

/**
 * The interface strings of the Event Gallery (/photos, /Manage-Activity): English here, Hindi in
 * events.hi.json, fetched only when Hindi is shown. A catalog of its own, not the content one
 * (i18n/content-strings.ts), so that its strings come with its page's chunk rather than in the
 * home page's.
 */
export const EVENTS_STRINGS = {
  'events.title': 'Event Gallery',
  'events.loading': 'Loading events...',
  'events.empty': 'No events found.',
  'events.failed': 'Failed to fetch events. Please try again.',
  'events.photo': '{title}: photo {number} of {count}',
  'events.video': '{title}: video {number} of {count}',
  'events.play': 'Play {media}',
} as const;

export type EventsStringId = keyof typeof EVENTS_STRINGS;

export const eventsCatalog = defineCatalog('content-events', EVENTS_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-events-hi" */ './events.hi.json'),
});
