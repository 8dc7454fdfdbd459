import { deflateSync } from 'node:zlib';

/**
 * Small real PDFs written byte by byte (a cross-reference table with true offsets), so a test
 * can place active content exactly where an attacker would: in the catalog, behind an escaped
 * name, inside a compressed object stream.
 */
export function pdfOf(objects: (string | Buffer)[], { root = 1 } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries and its bytes, deflated (FlateDecode) when asked. */
export function streamOf(entries: string, data: string, { deflate = false } = {}): Buffer {
  const bytes = deflate ? deflateSync(Buffer.from(data, 'latin1')) : Buffer.from(data, 'latin1');
  const filter = deflate ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([Buffer.from(`<< ${entries}${filter} /Length ${bytes.length} >>\nstream\n`), bytes, Buffer.from('\nendstream')]);
}

/** An object stream holding `objects` as objects `first`, `first + 1`, …, deflated as writers do. */
export function objectStreamOf(first: number, objects: string[]): Buffer {
  let offset = 0;
  const header: string[] = [];
  const bodies = objects.map((body, index) => {
    header.push(`${first + index} ${offset}`);
    offset += body.length + 1;
    return body;
  });
  const head = `${header.join(' ')} `;
  return streamOf(`/Type /ObjStm /N ${objects.length} /First ${head.length}`, head + bodies.join('\n'), { deflate: true });
}

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>';
const CONTENT = streamOf('', 'BT /F1 12 Tf 20 100 Td (Fees) Tj ET', { deflate: true });

/** A one-page document whose catalog carries `catalogExtra`, the page `pageExtra`, and `more` objects from 5 on. */
export function onePagePdf({ catalogExtra = '', pageExtra = '', more = [] as (string | Buffer)[] } = {}): Buffer {
  return pdfOf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE.replace('>>', ` ${pageExtra} >>`), CONTENT, ...more]);
}

/** The hostile documents an upload must refuse, by what they hide. */
export const HOSTILE_PDFS: Record<string, Buffer> = {
  'JavaScript run on opening': onePagePdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
  'JavaScript behind hex-escaped names': onePagePdf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /#4aavaScript /#4aS (app.alert\\(1\\)) >> >>]' }),
  'JavaScript inside a compressed object stream': onePagePdf({
    catalogExtra: '/OpenAction 6 0 R',
    more: [objectStreamOf(6, ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'])],
  }),
  'an embedded file': onePagePdf({
    catalogExtra: '/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>',
    more: ['<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>', streamOf('/Type /EmbeddedFile', 'MZ')],
  }),
  'a launch action': onePagePdf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Launch /F (cmd.exe) >> >>]' }),
  'a link to a javascript: address': onePagePdf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (javascript:alert\\(1\\)) >> >>]' }),
};

/** An ordinary document: opens at its first page and links to a web page. */
export const CLEAN_PDF = onePagePdf({
  catalogExtra: '/OpenAction [3 0 R /Fit]',
  pageExtra: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (https://cbse.gov.in/) >> >>]',
});
