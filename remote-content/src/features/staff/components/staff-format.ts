import { formatDay } from '@school/shared/dates';

/** Missing values show NA (docs/product.md#display-rules): null here, the table says NA in the language shown. */
export const present = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value);

/**
 * A date of birth as day/month/year (26/11/2026), or null for none. The API may send an epoch number
 * or a date(-time) string; 0, '0' or empty mean none.
 */
export function formatDob(dob: string | number | null | undefined): string | null {
  if (dob === null || dob === undefined || dob === 0 || dob === '0' || String(dob).trim() === '') return null;
  return formatDay(dob, { month: 'numeric' }) || null;
}
