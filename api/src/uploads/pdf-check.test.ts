import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { checkPdf, PDF_MESSAGES } from './pdf-check';
import { CLEAN_PDF, HOSTILE_PDFS, objectStreamOf, onePagePdf } from '../test-support/pdf-files';

const folder = mkdtempSync(path.join(tmpdir(), 'pdf-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let made = 0;
/** What checkPdf says of these bytes: 'accepted' or its refusal. */
async function verdict(bytes: Buffer | Uint8Array): Promise<string> {
  const file = path.join(folder, `${++made}.pdf`);
  writeFileSync(file, bytes);
  return checkPdf(file).then(
    () => 'accepted',
    (error: Error & { statusCode?: number }) => `${error.statusCode} ${error.message}`,
  );
}

test('an ordinary document (opens at its first page, links to a web page) is accepted', async () => {
  expect(await verdict(CLEAN_PDF)).toBe('accepted');
});

test('every demo document the seed stores is accepted', async () => {
  const pages = path.join(__dirname, '../../seed/media/pages');
  const pdfs = readdirSync(pages).filter((name) => name.endsWith('.pdf'));
  expect(pdfs.length).toBeGreaterThan(0);
  for (const name of pdfs) expect([name, await verdict(readFileSync(path.join(pages, name)))]).toEqual([name, 'accepted']);
});

test('a document written with object streams and a cross-reference stream is accepted', async () => {
  const document = await PDFDocument.create();
  document.addPage().drawText('Fee structure');
  expect(await verdict(await document.save({ useObjectStreams: true }))).toBe('accepted');
});

test.each(Object.keys(HOSTILE_PDFS))('a document with %s is refused with the message', async (name) => {
  expect(await verdict(HOSTILE_PDFS[name]!)).toBe(`400 ${PDF_MESSAGES.active}`);
});

test('JavaScript added with pdf-lib and saved inside object streams is refused', async () => {
  const document = await PDFDocument.create();
  document.addPage();
  const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  expect(await verdict(await document.save({ useObjectStreams: true }))).toBe(`400 ${PDF_MESSAGES.active}`);
});

test('actions run on events (/AA), XFA forms and a file attachment are refused', async () => {
  expect(await verdict(onePagePdf({ pageExtra: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }))).toBe(`400 ${PDF_MESSAGES.active}`);
  expect(await verdict(onePagePdf({ catalogExtra: '/AcroForm << /Fields [] /XFA 5 0 R >>', more: ['(<xdp/>)'] }))).toBe(`400 ${PDF_MESSAGES.active}`);
  expect(await verdict(onePagePdf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] >>]' }))).toBe(`400 ${PDF_MESSAGES.active}`);
  expect(await verdict(onePagePdf({ catalogExtra: '/OpenAction << /S /URI /URI (https://tracker.example/) >>' }))).toBe(`400 ${PDF_MESSAGES.active}`);
});

test('an object stream whose type the parser cannot see (a lower-case escape) is refused as unreadable', async () => {
  const hidden = objectStreamOf(6, ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>']);
  const escaped = Buffer.from(hidden.toString('latin1').replace('/Type /ObjStm', '/Type /#4fbjStm'), 'latin1');
  expect(await verdict(onePagePdf({ catalogExtra: '/OpenAction 6 0 R', more: [escaped] }))).toBe(`400 ${PDF_MESSAGES.unreadable}`);
});

test('a file that is not a parseable PDF, or is encrypted, is refused with its own message', async () => {
  expect(await verdict(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages [ >> endobj\n'))).toBe(`400 ${PDF_MESSAGES.unreadable}`);
  const encrypted = CLEAN_PDF.toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>');
  expect(await verdict(Buffer.from(encrypted, 'latin1'))).toBe(`400 ${PDF_MESSAGES.encrypted}`);
});

test('a file of more objects than a real document has is refused before it is parsed', async () => {
  const objects = Array.from({ length: 100_001 }, (_, index) => `${index + 1} 0 obj null endobj`).join('\n');
  const started = Date.now();
  expect(await verdict(Buffer.from(`%PDF-1.7\n${objects}\ntrailer << /Root 1 0 R >>\n%%EOF\n`))).toBe(`400 ${PDF_MESSAGES.tooComplex}`);
  expect(Date.now() - started).toBeLessThan(2_000);
});
