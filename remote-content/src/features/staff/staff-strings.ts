import { defineCatalog } from '@school/shared';

/**
 * The interface strings of Staff Details (/staffDetail, /Manage-Staff): English here, Hindi in
 * staff.hi.json, fetched only when Hindi is shown. A catalog of its own, not the content one
 * (i18n/content-strings.ts), so that its strings come with its page's chunk rather than in the
 * home page's.
 */
export const STAFF_STRINGS = {
  'staff.title': 'Staff Details',
  'staff.loading': 'Loading staff data...',
  'staff.empty': 'No staff data found.',
  'staff.failed': 'Failed to fetch staff details',
  'staff.caption': 'Staff members',
  'staff.picture': 'Profile Picture',
  'staff.name': 'Name',
  'staff.designation': 'Designation',
  'staff.qualification': 'Qualification',
  'staff.email': 'Email',
  'staff.phone': 'Phone',
  'staff.dob': 'Date of Birth',
  'staff.action': 'Action',
  'staff.noPicture': 'No picture of {name}',
  'staff.none': 'NA',
} as const;

export type StaffStringId = keyof typeof STAFF_STRINGS;

export const staffCatalog = defineCatalog('content-staff', STAFF_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-staff-hi" */ './staff.hi.json'),
});
