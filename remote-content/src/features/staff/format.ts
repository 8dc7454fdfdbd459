/** Missing values show NA (docs/product.md#display-rules): null here, the table says NA in the language shown. */
export const present = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value);

/**
 * A date of birth as day/month/year (en-GB), or null for none. The API may send an epoch number
 * or a date(-time) string; 0, '0' or empty mean none.
 */
export function formatDob(dob: string | number | null | undefined): string | null {
  if (dob === null || dob === undefined || dob === 0 || dob === '0' || String(dob).trim() === '') return null;
  const date = typeof dob === 'number' || /^\d+$/.test(dob) ? new Date(Number(dob)) : new Date(dob.length === 10 ? `${dob}T00:00:00` : dob);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-GB');
}
