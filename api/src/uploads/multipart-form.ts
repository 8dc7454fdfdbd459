import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { imageSizeFromFile } from 'image-size/fromFile';
import type { PictureLimit } from '@school/shared/contracts/field-rules';
import { PICTURE_WIDTHS, variantPath, variantWidths } from '@school/shared/contracts/picture-widths';
import { HttpError } from '../plugins/errors.js';
import { holdsNul } from '../plugins/security.js';
import { EXTENSION, SNIFF_BYTES, sniff, type MediaType } from './file-type.js';
import { IMAGE_DIMENSIONS, PORTRAIT_SIDE, reencodePicture } from './reencode.js';
import { checkPdf } from './pdf-check.js';
import { countUpload } from '../plugins/counters.js';
import type { FileStore } from './file-store.js';

export type FileKind = 'image' | 'video' | 'pdf';

/** What a form's file fields may hold: its kind, size cap and the message when refused. */
export interface FileRule {
  kind: FileKind;
  maxBytes: number;
  refusal: string;
  /** How many files of this rule one form may send, and the message when it sends more. */
  maxCount: number;
  tooMany: string;
  /** A picture's longest side once re-encoded (reencode.ts); a page's (1600 px) when not given. */
  maxSide?: number;
}

/** A form's one picture (a staff member's, an alumnus's) within its contract's limit, kept at portrait size. */
export const onePicture = (limit: PictureLimit, tooMany: string): FileRule => ({ kind: 'image', ...limit, maxCount: 1, tooMany, maxSide: PORTRAIT_SIDE });

/**
 * A received file, still in DATA_DIR/uploads/.tmp until its row commits. A picture is already
 * re-encoded there (a WebP, its narrower copies beside it): no route can store one as uploaded.
 */
export interface ReceivedFile {
  field: string;
  type: MediaType;
  size: number;
  tempPath: string;
  /** A picture's size in pixels, as re-encoded; absent for a video or a document. */
  picture?: { width: number; height: number };
  /** Where it is stored already: a file a record's draft brought when it was saved (decision 013), placed then, not now. */
  stored?: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Deletes every temporary file; call on every path, success or not. */
  discard(): Promise<void>;
}

const ACCEPTS: Record<FileKind, MediaType[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
};

/** Passes bytes through, checking the first ones' type and the running size on the way. */
class Gate extends Transform {
  private head = Buffer.alloc(0);
  size = 0;
  type: MediaType | null = null;

  constructor(private readonly rule: FileRule) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.rule.maxBytes) return done(new HttpError(413, this.rule.refusal));
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < SNIFF_BYTES) return done();
      this.type = sniff(this.head);
      if (!this.type || !ACCEPTS[this.rule.kind].includes(this.type)) return done(new HttpError(400, this.rule.refusal));
      const head = this.head;
      this.head = Buffer.alloc(0);
      return done(null, head);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    // A file that ended before SNIFF_BYTES is no image or video, whatever its first bytes say.
    if (!this.type) return done(new HttpError(400, this.rule.refusal));
    done();
  }
}

/**
 * Reads a multipart request part by part, streaming each file to a temporary file (never
 * holding it whole in memory) while its type is checked from its bytes and its size counted.
 * `ruleFor` names the rule of each file field; a file in any other field is refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  /** Where the received files wait (the store's tempDir). */
  tempDir: string,
  ruleFor: (field: string) => FileRule | null,
  /** Runs before the form's first file is stored; throws to refuse it (storage: quota and rate). */
  admit?: () => Promise<void>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data');
  await mkdir(tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const counts = new Map<FileRule, number>();
  const pictures = new Map<ReceivedFile, FileRule>();
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.map((file) => rm(file, { force: true })));
  };

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new HttpError(400, `${part.fieldname}: expected text`);
        // The parser cuts a field at its size limit; storing the cut text would lose data silently.
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, `${part.fieldname}: the text is longer than allowed`);
        if (holdsNul(part.value)) throw new HttpError(400, `${part.fieldname}: text may not contain the NUL character`);
        fields[part.fieldname] = part.value;
        continue;
      }
      const rule = ruleFor(part.fieldname);
      if (!rule) {
        part.file.resume();
        throw new HttpError(400, `${part.fieldname}: no file is expected here`);
      }
      if (!part.filename) {
        part.file.resume(); // an empty file input: nothing chosen
        continue;
      }
      if (admit && !temps.length) {
        await admit().catch((error: unknown) => {
          part.file.resume();
          throw error;
        });
      }
      // Refused before a byte of it is stored: a form of eight large videos costs no disk.
      counts.set(rule, (counts.get(rule) ?? 0) + 1);
      if (counts.get(rule)! > rule.maxCount) {
        part.file.resume();
        throw new HttpError(400, rule.tooMany);
      }
      const tempPath = path.join(tempDir, randomUUID());
      temps.push(tempPath);
      const gate = new Gate(rule);
      const temp = createWriteStream(tempPath, { mode: 0o600 });
      try {
        await pipeline(part.file, gate, temp);
      } catch (error) {
        // A file refused at once fails the pipeline while its temporary file is still being
        // opened; the open would create it after `discard` removed it. Wait until it is closed.
        if (!temp.closed) await new Promise<void>((resolve) => temp.once('close', () => resolve()));
        throw error;
      }
      if (part.file.truncated) throw new HttpError(413, rule.refusal);
      if (rule.kind === 'image') await checkDimensions(tempPath);
      if (rule.kind === 'pdf') await checkPdf(tempPath);
      const received: ReceivedFile = { field: part.fieldname, type: gate.type as MediaType, size: gate.size, tempPath };
      files.push(received);
      countUpload(rule.kind, gate.size);
      if (rule.kind === 'image') pictures.set(received, rule);
    }
    // Once the body is read (encoding while it streams would stall the client's upload): each
    // picture becomes a WebP without metadata, upright, at its rule's size, with its copies.
    for (const [file, rule] of pictures) {
      const encoded = `${file.tempPath}.webp`;
      temps.push(...withCopies(encoded));
      file.picture = await reencodePicture(file.tempPath, encoded, rule.maxSide);
      file.type = 'image/webp';
      file.tempPath = encoded;
      file.size = (await stat(encoded)).size;
    }
  } catch (error) {
    // Refused before its end, the rest of the body is read and dropped: left unread, it would
    // stall the connection, and the client's next request on it would never be answered.
    request.raw.unpipe();
    request.raw.resume();
    await discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'A file is larger than allowed');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'The form has too many parts');
    }
    if (code?.startsWith('FST_')) throw new HttpError(400, (error as Error).message);
    // The multipart parser's own errors (no boundary, a part cut short) are the client's; disk
    // errors (with a syscall) are the server's.
    if (!(error as NodeJS.ErrnoException).syscall) throw new HttpError(400, `Malformed multipart/form-data: ${(error as Error).message}`);
    throw error;
  }
  return { fields, files, discard };
}

/** Refuses a picture too large to show, from the dimensions in its header (nothing is decoded). */
async function checkDimensions(file: string): Promise<void> {
  const { maxSide, maxPixels } = IMAGE_DIMENSIONS;
  const size = await imageSizeFromFile(file).catch(() => null);
  if (!size) throw new HttpError(400, 'The image could not be read: it is damaged or incomplete.');
  if (size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels) {
    throw new HttpError(
      400,
      `The image is ${size.width} × ${size.height} pixels; at most ${maxSide} pixels a side and ${maxPixels / 1_000_000} megapixels are accepted. Please make it smaller.`,
    );
  }
}

/**
 * A school's media folder, relative to DATA_DIR, named by the school's id: it never changes and
 * is never another school's, where a code may be renamed, reused or look like another once
 * cleaned. "school.<id>": no folder of the older layout, named by a code cut down to letters,
 * digits, _ and -, can have that name (uploads/id-folders.ts moved those). The ledger, not this
 * name, says whose a file is (uploads/ledger.ts).
 */
export const schoolFolder = (schoolId: number) => `uploads/school.${schoolId}`;

/** Where a received file will live: a generated name under the school's folder, never the client's. */
export function storedPath(schoolId: number, folder: string, file: ReceivedFile): string {
  if (file.stored) return file.stored;
  return `${schoolFolder(schoolId)}/${folder}/${randomUUID()}.${EXTENSION[file.type]}`;
}

/**
 * A stored file and, for a picture (a WebP), every name its narrower copies may have: which
 * exist depends on its width, which a row does not keep.
 */
export const withCopies = (file: string) => (file.endsWith('.webp') ? [file, ...PICTURE_WIDTHS.map((width) => variantPath(file, width))] : [file]);

/**
 * The moves that place a received file at `stored` (placeThenWrite): a picture's narrower copies
 * first, the picture last, so a crash between them leaves copies of a picture nobody knows
 * (swept), never a picture whose srcset names a missing file.
 */
export function placements(file: Pick<ReceivedFile, 'tempPath' | 'picture' | 'stored'>, stored: string): [tempPath: string, stored: string][] {
  if (file.stored) return [];
  const copies = file.picture ? variantWidths({ path: stored, width: file.picture.width }) : [];
  return [...copies.map((width) => [variantPath(file.tempPath, width), variantPath(stored, width)] as [string, string]), [file.tempPath, stored]];
}

/**
 * Stores received files (`moves`: temp path to stored path), then runs the write that names them.
 * So a committed row never names a file that is not there: a crash before the commit leaves
 * only unreferenced files, which the sweep removes, and a write that fails removes them at once.
 */
export async function placeThenWrite<T>(store: FileStore, moves: [tempPath: string, stored: string][], write: () => Promise<T>): Promise<T> {
  const placed: string[] = [];
  try {
    for (const [tempPath, stored] of moves) {
      placed.push(stored); // before: a put that fails half-way may still have stored it
      await store.put(stored, tempPath);
    }
    return await write();
  } catch (error) {
    await removeFiles(store, placed);
    await Promise.all(moves.map(([tempPath]) => rm(tempPath, { force: true })));
    throw error;
  }
}

/** Removes stored media no row refers to any more (replaced or deleted), a picture's narrower copies with it. */
export async function removeFiles(store: FileStore, stored: (string | null | undefined)[]): Promise<void> {
  await store.remove(stored.filter((file): file is string => Boolean(file)).flatMap(withCopies));
}
