import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/**
 * Whether a PDF has text a screen reader can read, or is only pictures of pages (a scan): text
 * is drawn with fonts, so a document none of whose pages has a font in its resources has none.
 * Unreadable bytes answer null (the upload's own check refuses those; an old file is left alone).
 */
export async function pdfHasText(bytes: Uint8Array): Promise<boolean | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  for (const page of document.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (fonts && fonts.keys().length > 0) return true;
    // A page may draw a form XObject that holds the fonts.
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const name of objects?.keys() ?? []) {
      const inner = objects?.lookup(name);
      const resources = inner && 'dict' in inner ? (inner.dict as PDFDict).lookupMaybe(PDFName.of('Resources'), PDFDict) : undefined;
      const innerFonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
      if (innerFonts && innerFonts.keys().length > 0) return true;
    }
  }
  return false;
}
