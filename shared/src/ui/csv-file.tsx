/**
 * A CSV file made in the browser from rows a screen has loaded (the provider's site health
 * overview), as Excel opens it: RFC 4180 with a byte order mark (without it Excel reads UTF-8 as
 * the local code page and Hindi comes out garbled), every cell quoted with its quotes doubled,
 * CRLF line ends. A cell that begins with = + - @, a tab or a carriage return is given a leading
 * apostrophe, so that a spreadsheet never runs it as a formula (OWASP's "CSV injection").
 */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('')}`;
}

/** Hands `text` to the browser's download as the file `name`, by a temporary link to a Blob. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const address = URL.createObjectURL(new Blob([text], { type }));
  const anchor = Object.assign(document.createElement('a'), { href: address, download: name, hidden: true });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
