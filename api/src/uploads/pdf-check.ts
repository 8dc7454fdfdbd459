import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFParser, PDFRawStream, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import { HttpError } from '../plugins/errors.js';

const RESAVE = 'Save it again with “Print to PDF” and upload that copy.';
export const PDF_MESSAGES = {
  active: `This PDF contains scripts or embedded files, which are not accepted. ${RESAVE}`,
  encrypted: `This PDF is encrypted or protected by a password, so it cannot be checked. ${RESAVE}`,
  unreadable: `This PDF could not be read: it is damaged or in a form that cannot be checked. ${RESAVE}`,
  tooComplex: `This PDF has too many parts to be checked. ${RESAVE}`,
} as const;

/**
 * Dictionary keys that only active content has: JavaScript (an action's /JS, the document's
 * /JavaScript name tree), actions run on events (/AA), embedded files (/EmbeddedFiles, a file
 * specification's /EF), XFA forms and rich media.
 */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent', 'RichMediaSettings']);

/** Names that, as any value (an action's /S, an annotation's /Subtype, a stream's /Type), mean the same. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
]);

/** A link a viewer must not follow from a school's document. */
const UNSAFE_URI = /^\s*(javascript|data|file|vbscript):/i;

/**
 * A name as a viewer reads it: pdf-lib decodes `#xx` escapes only in upper case (`/J#61vaScript`
 * becomes JavaScript, `/#4aavaScript` stays as written), so the rest are decoded here. (A `#`
 * that was itself escaped could be read twice; that can only refuse more, never less.)
 */
const nameOf = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const textOf = (value: PDFObject | undefined) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '');

/** Whether one dictionary (not what it contains) makes the document active. */
function isActiveDict(dict: PDFDict): boolean {
  let action: string | null = null;
  let uri = '';
  let openAction: PDFObject | undefined;
  for (const [key, value] of dict.entries()) {
    const name = nameOf(key);
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === 'S' && value instanceof PDFName) action = nameOf(value);
    if (name === 'URI') uri = textOf(value);
    if (name === 'OpenAction') openAction = value;
  }
  if (action === 'URI' && UNSAFE_URI.test(uri)) return true;
  // Opening at a page (a destination array, a reference to one, or a GoTo action) is what
  // ordinary documents do; any other action on opening runs without the reader asking.
  if (openAction instanceof PDFDict) {
    const kind = openAction.get(PDFName.of('S'));
    if (!(kind instanceof PDFName) || nameOf(kind) !== 'GoTo') return true;
  }
  return false;
}

/** Every value reachable inside one object, without following references (each indirect object is walked on its own). */
function holdsActiveContent(root: PDFObject): boolean {
  const stack: PDFObject[] = [root];
  while (stack.length) {
    const object = stack.pop()!;
    if (object instanceof PDFStream) stack.push(object.dict);
    else if (object instanceof PDFArray) stack.push(...object.asArray());
    else if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameOf(object))) return true;
    } else if (object instanceof PDFDict) {
      if (isActiveDict(object)) return true;
      for (const [, value] of object.entries()) stack.push(value);
    }
  }
  return false;
}

/** An object stream pdf-lib did not open (it knows its type only when the name is escaped in upper case). */
const isUnopenedObjectStream = (object: PDFObject) => {
  if (!(object instanceof PDFRawStream)) return false;
  return object.dict.entries().some(([key, value]) => nameOf(key) === 'Type' && value instanceof PDFName && nameOf(value) === 'ObjStm');
};

const MAX_OBJECTS = 100_000;
const countObjects = (bytes: Buffer) => bytes.toString('latin1').match(/\d+\s+\d+\s+obj\b/g)?.length ?? 0;

/**
 * Refuses a PDF with active content (docs/decisions/003-hardening.md): scripts, launch and
 * remote actions, form submission, embedded files, XFA, rich media, actions run on opening or
 * on events, links to javascript: or file: addresses. Every object of the file is parsed and
 * walked, those inside compressed object streams too, with names decoded as a viewer decodes
 * them; a file that cannot be parsed, or is encrypted (its object streams unreadable), is refused.
 */
export async function checkPdf(file: string): Promise<void> {
  const bytes = await readFile(file);
  // pdf-lib takes some 30 µs an object: a file of nothing but tiny objects would hold a core
  // for seconds. Real documents of 20 MB have tens of thousands.
  if (countObjects(bytes) > MAX_OBJECTS) throw new HttpError(400, PDF_MESSAGES.tooComplex);
  let objects: [unknown, PDFObject][];
  let encrypted: boolean;
  try {
    const parser = PDFParser.forBytesWithOptions(bytes, 500, true);
    const context = await parser.parseDocument();
    objects = context.enumerateIndirectObjects();
    encrypted = context.trailerInfo.Encrypt !== undefined;
  } catch {
    throw new HttpError(400, PDF_MESSAGES.unreadable);
  }
  if (encrypted) throw new HttpError(400, PDF_MESSAGES.encrypted);
  for (const [, object] of objects) {
    if (isUnopenedObjectStream(object)) throw new HttpError(400, PDF_MESSAGES.unreadable);
    if (holdsActiveContent(object)) throw new HttpError(400, PDF_MESSAGES.active);
  }
}
