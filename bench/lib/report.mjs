// @ts-check
// The readable form of the figures, for stdout.
/** @typedef {import('./summarise.mjs').PageSummary} PageSummary */
/** @typedef {import('./summarise.mjs').TargetResult} TargetResult */

/** @param {number} bytes as kilobytes of 1000 bytes, one decimal */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {boolean[]} rightAligned per column
 */
export function table(header, rows, rightAligned) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** @param {import('./summarise.mjs').ChunkCount} chunk */
const chunkCell = (chunk) => (chunk.fetches ? `${chunk.fetches} (${chunk.from.join(', ')})` : '0');

/**
 * @param {PageSummary[]} pages
 * @param {TargetResult[]} targets
 * @returns {string}
 */
export function formatReport(pages, targets) {
  const out = [];
  out.push(
    table(
      ['Page', 'Prerendered', 'Requests', 'JS (gzip)', 'JS (decoded)', 'Total (wire)', 'Remotes loaded', 'react-dom client', 'react'],
      pages.map((page) => [
        page.path,
        page.prerendered ? 'yes' : 'no',
        String(page.requests) + (page.failedRequests ? ` (${page.failedRequests} failed)` : ''),
        kB(page.jsWireBytes),
        kB(page.jsDecodedBytes),
        kB(page.totalWireBytes),
        page.remotesLoaded.join(', ') || 'none',
        chunkCell(page.reactDomClient),
        chunkCell(page.react),
      ]),
      [false, false, true, true, true, true, false, false, false],
    ),
  );
  out.push('');
  out.push('JS (gzip): JavaScript response bodies as sent, gzip-compressed; JS (decoded): the same after');
  out.push('decompression; Total (wire): every response, headers included. Fresh browser context per page.');
  out.push('Prerendered: the renderer wrote the page (else the host’s shell was served).');

  out.push('');
  for (const page of pages) {
    const encodings = Object.entries(page.jsEncodings)
      .map(([encoding, count]) => `${count} ${encoding}`)
      .join(', ');
    const origins = Object.entries(page.byOrigin)
      .map(([origin, figures]) => `${origin} ${figures.requests} req/${kB(figures.wireBytes)}`)
      .join(', ');
    out.push(`${page.path}  "${page.heading}"`);
    out.push(`    ${page.jsRequests} JS responses (${encodings || 'none'}); by origin: ${origins}`);
    if (page.duplicateChunks.length) {
      out.push(
        `    shared chunks fetched more than once: ${page.duplicateChunks
          .map((dup) => `${dup.chunk} x${dup.fetches} (${dup.from.join(', ')})`)
          .join('; ')}`,
      );
    }
    if (page.uncompressedJs.length) out.push(`    WARNING: JavaScript sent uncompressed: ${page.uncompressedJs.join(', ')}`);
    for (const mismatch of page.sizeMismatches) {
      out.push(`    WARNING: measured ${mismatch.bodyBytes} body bytes but Content-Length was ${mismatch.contentLength}: ${mismatch.url}`);
    }
    for (const error of page.pageErrors) out.push(`    page error: ${error}`);
  }

  out.push('');
  for (const target of targets) {
    out.push(`Target ${target.path}: ${target.target}: ${target.pass ? 'PASS' : 'FAIL'} (${target.detail})`);
  }
  return out.join('\n');
}
