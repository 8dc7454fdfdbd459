import { isoDay } from '@school/shared/dates';

/**
 * dd-mm-yyyy, as the gallery shows dates (docs/product.md#public-lists): the event's day on the
 * school's calendar, from the date module, in the spec's order. An event has a day, not a time:
 * the API keeps the picked day as its midnight UTC, which is that same day at the school.
 */
export const formatEventDate = (iso: string): string => isoDay(iso).split('-').reverse().join('-');
