/**
 * CSV as Excel opens it (RFC 4180 with a BOM): every cell quoted, quotes doubled, lines ended
 * with CRLF. A cell that begins with = + - @, a tab or a carriage return gets a leading
 * apostrophe, so a spreadsheet shows it as text and never runs it as a formula (OWASP's
 * "CSV injection"): the log holds what admins and visitors typed.
 */

/** The byte order mark: without it Excel reads UTF-8 as the local code page and Hindi comes out garbled. */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
