import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG_BYTES } from '../../test-support/fixtures';
import { pdfHasText } from './pdf-text';

/** A PDF's text layer: a typed document has one, a scanned one (pictures of pages) none. */
test('a typed PDF has text, a scan has none, and bytes that are no PDF are not judged', async () => {
  const typed = await PDFDocument.create();
  typed.addPage().drawText('Fire safety certificate', { font: await typed.embedFont(StandardFonts.Helvetica) });
  const scan = await PDFDocument.create();
  scan.addPage().drawImage(await scan.embedPng(PNG_BYTES), { x: 0, y: 0, width: 100, height: 100 });
  expect(await pdfHasText(await typed.save())).toBe(true);
  expect(await pdfHasText(await scan.save())).toBe(false);
  expect(await pdfHasText(Buffer.from('not a pdf'))).toBeNull();
});
