/**
 * The public lists whose "Last updated" (GIGW) is their newest write: the newest of their
 * records' own last writes and of their entries in the audit log, which also holds the
 * deletions (a deletion changes a list as much as an edit does). Without zod, for the public
 * pages (audit.ts holds the request's schema).
 */
export const CHANGED_LISTS = ['staff', 'event', 'alumnus'] as const;
export type ChangedList = (typeof CHANGED_LISTS)[number];

/** GET, public, ?school=<code>&list=<list>: when a school's list last changed. */
export const LIST_CHANGED_ROUTE = '/Site/LastChanged';

/** Its answer: `at` null when nothing says when the list last changed (no dated record, no entry in the log). */
export interface ListChanged {
  at: string | null;
}
