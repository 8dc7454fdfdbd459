/**
 * The public lists whose "Last updated" (GIGW) is their newest write in the audit log: their
 * records keep no date of their own, and a deletion changes a list as much as an edit does.
 * Without zod, for the public pages (audit.ts holds the request's schema).
 */
export const CHANGED_LISTS = ['staff', 'event', 'alumnus'] as const;
export type ChangedList = (typeof CHANGED_LISTS)[number];

/** GET, public, ?school=<code>&list=<list>: when a school's list last changed. */
export const LIST_CHANGED_ROUTE = '/Site/LastChanged';

/** Its answer: `at` null when the list has not changed since the log began. */
export interface ListChanged {
  at: string | null;
}
