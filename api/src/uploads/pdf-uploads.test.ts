import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApi } from '../test-support/test-api';
import { bytesFile, expectRefusal, formOf, getFromHost, startWithSchools, uploadsOf, type Tokens } from '../test-support/fixtures';
import { CLEAN_PDF, HOSTILE_PDFS } from '../test-support/pdf-files';
import { inlineDisposition } from '../plugins/storage';
import { PDF_MESSAGES } from './pdf-check';

let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

/** Every document a page or a notice names is sent here first. */
const uploadDocument = (bytes: Buffer, name = 'fees.pdf') =>
  api.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(bytes, name, 'application/pdf') }), tokens.schoolA);

const stored = () => uploadsOf(api).filter((file) => !file.startsWith('uploads/.tmp/'));

test('an ordinary PDF is stored, and served inline under its name with the sandboxing CSP', async () => {
  const answer = await uploadDocument(CLEAN_PDF);
  expect(answer.status).toBe(201);
  expect(readFileSync(path.join(api.dataDir, answer.body.path)).equals(CLEAN_PDF)).toBe(true);

  const served = await getFromHost(api, `/${answer.body.path}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  const name = path.basename(answer.body.path);
  expect(served.headers.get('content-disposition')).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
});

test.each(Object.keys(HOSTILE_PDFS))('a PDF with %s is refused with the message, and nothing of it is kept', async (name) => {
  const before = stored();
  expectRefusal(await uploadDocument(HOSTILE_PDFS[name]!), 400, PDF_MESSAGES.active);
  expect(stored()).toEqual(before);
  expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
});

test('a PDF whose objects cannot be parsed is refused as unreadable (what a parser skips, a viewer might read)', async () => {
  expectRefusal(await uploadDocument(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction [ >> endobj\n')), 400, PDF_MESSAGES.unreadable);
});

test('the disposition header names any file safely (RFC 6266: an ASCII fallback and the UTF-8 name)', () => {
  expect(inlineDisposition('शुल्क "fees".pdf')).toBe(`inline; filename="_____ _fees_.pdf"; filename*=UTF-8''%E0%A4%B6%E0%A5%81%E0%A4%B2%E0%A5%8D%E0%A4%95%20%22fees%22.pdf`);
  expect(inlineDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
});
