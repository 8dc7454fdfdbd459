import { isoDay } from '@school/shared/dates';

/**
 * A stored date as the value of an <input type="date"> (yyyy-mm-dd), or '' for none. Staff
 * dates come as epoch milliseconds or date(-time) strings, and 0, '0' or empty mean none
 * (docs/product.md#record-fields).
 */
export function toDateInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || value === '' || value === '0') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? '' : isoDay(date);
}
