import { defineCatalog } from '@school/shared';

/**
 * The interface strings of the RTI and School Commitee pages (/rti, /committee): their rosters:
 * English here, Hindi in roster.hi.json, fetched only when Hindi is shown. A catalog of its own,
 * not the content one (i18n/content-strings.ts), so that its strings come with its page's chunk
 * rather than in the home page's.
 */
export const ROSTER_STRINGS = {
  'rti.title': 'RTI',
  'rti.intro': 'Officers to contact for information under the Right to Information Act, 2005.',
  'rti.caption': 'RTI officers',
  'committee.title': 'School Commitee',
  'committee.intro': "Members of the committee that oversees the school's management.",
  'committee.caption': 'School Commitee members',
  'roster.name': 'Name',
  'roster.designation': 'Designation',
  'roster.joining': 'Date Of Joining',
  'roster.presentPost': 'Date Of Present Post',
  'roster.subject': 'Subject',
  'roster.code': 'Employee Code',
} as const;

export type RosterStringId = keyof typeof ROSTER_STRINGS;

export const rosterCatalog = defineCatalog('content-roster', ROSTER_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-roster-hi" */ './roster.hi.json'),
});
