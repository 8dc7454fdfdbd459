import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { PAGE_PICTURE_SIDE } from '@school/shared/contracts/page-fields';
import { picturesIn } from '@school/shared/contracts/page-values';
import { variantPath, variantWidths, type StoredPicture } from '@school/shared/contracts/picture-widths';
import { IMAGE_SLOTS, type Database } from '../db/schema.js';
import { isDone, markDone } from '../db/start-up-tasks.js';
import { placements, placeThenWrite, removeFiles, withCopies } from './multipart-form.js';
import { folderStore } from './file-store.js';
import { isReencoded, PORTRAIT_SIDE, reencodePicture, writeVariant } from './reencode.js';
import { referencedMedia } from './stored-media.js';

const exists = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;

export interface Backfilled {
  /** Narrower copies written. */
  written: number;
  /** Pictures re-encoded because they were stored as uploaded (metadata and all). */
  cleaned: number;
  /** Copies or pictures that could not be written: tried again at the next start. */
  failed: number;
}

/**
 * What the start-up does to stored pictures before the API serves: pictures stored as uploaded
 * are re-encoded, once (cleanStoredPictures), and every picture gets the narrower copies it
 * lacks (backfillVariants).
 */
export async function backfillPictures(db: Kysely<Database>, dataDir: string): Promise<Backfilled> {
  const cleaned = await cleanStoredPictures(db, dataDir);
  const variants = await backfillVariants(db, dataDir);
  return { written: cleaned.written + variants.written, cleaned: cleaned.cleaned, failed: cleaned.failed + variants.failed };
}

/** The name the cleaning is recorded under once it has finished (migration 012's start_up_tasks). */
export const CLEANING_TASK = 'pictures-reencoded';

/**
 * The rows whose pictures were stored as uploaded until every uploaded picture was re-encoded
 * (decision 005), and the longest side each is now kept at. Pages' and notices' pictures have
 * always been re-encoded on upload (POST /School/Page/Upload), so they are not read again.
 */
const UPLOADED_AS_IS = [
  { table: 'staff', columns: ['profile_pic_url'], maxSide: PORTRAIT_SIDE },
  { table: 'alumni', columns: ['photo'], maxSide: PORTRAIT_SIDE },
  { table: 'activities', columns: IMAGE_SLOTS, maxSide: PAGE_PICTURE_SIDE },
] as const;

/** Three tables read alike by name: their typed columns differ, and only id and text columns are read here. */
type PictureRows = Kysely<Record<string, Record<string, string | number | null>>>;

/** A row's write lost to another one (an admin's save, another replica's cleaning): its picture is theirs now. */
const SUPERSEDED = new Error('The row changed meanwhile');

/**
 * Re-encodes, once, every staff, alumni and event picture stored before uploads were
 * re-encoded: a picture that still carries EXIF (a GPS position, the camera), XMP, IPTC or a
 * comment, is not upright, is not a WebP or is larger than its screens need becomes a WebP as
 * an upload is now made, with its narrower copies. A picture already so is kept, and gets
 * any copies it lacks.
 *
 * Each one goes as an upload does (placeThenWrite): the new picture is written in uploads/.tmp,
 * its files placed under a new name, then its row updated, only if it still names the old one;
 * the old file is removed after, once no row names it. A crash leaves either the old picture
 * named and new files nobody names, or the new one named and an old file nobody names: the
 * sweep removes those. A new name, not the old one overwritten: the files are served as
 * immutable for a year, so a browser or proxy that has the old one would keep showing it.
 *
 * "Once" is a row in the database (start_up_tasks), written when a pass ends with nothing
 * failed, and read first at every start: after it, a start reads no picture. The database, not a
 * marker file in the media store: it is the rows that name the pictures to clean and that the
 * pass rewrites, every replica shares it, and nothing in the uploads folder that no row names
 * survives the sweep. A pass that failed on a picture runs again at the next start; the
 * pictures it did clean are then WebPs it only reads the header of.
 */
export async function cleanStoredPictures(db: Kysely<Database>, dataDir: string): Promise<Backfilled> {
  const done: Backfilled = { written: 0, cleaned: 0, failed: 0 };
  if (await isDone(db, CLEANING_TASK)) return done;
  const rows = db as unknown as PictureRows;
  const replaced: string[] = [];
  for (const { table, columns, maxSide } of UPLOADED_AS_IS) {
    for (const row of await rows.selectFrom(table).select(['id', ...columns]).execute()) {
      for (const column of columns) {
        const stored = row[column];
        if (typeof stored !== 'string' || !stored.startsWith('uploads/') || stored.includes('..')) continue;
        const source = path.join(dataDir, stored);
        if (!(await exists(source))) continue; // nothing to clean; the row names a missing file as before
        try {
          const meta = await sharp(source).metadata();
          if (isReencoded(meta, maxSide)) {
            await writeMissingCopies(dataDir, { path: stored, width: meta.width }, done);
            continue;
          }
          const renamed = await reencodeStored(rows, dataDir, { table, column, id: row.id as number, stored, maxSide });
          if (renamed) {
            replaced.push(stored);
            done.cleaned++;
          }
        } catch {
          // A picture that cannot be decoded, or a full disk: counted for the log, tried again next start.
          done.failed++;
        }
      }
    }
  }
  const stillNamed = new Set(await referencedMedia(db));
  await removeFiles(folderStore(dataDir), replaced.filter((file) => !stillNamed.has(file)));
  if (!done.failed) await markDone(db, CLEANING_TASK);
  return done;
}

/** One stored picture re-encoded under a new name beside it, its row then naming that; false when the row changed meanwhile. */
async function reencodeStored(
  rows: PictureRows,
  dataDir: string,
  { table, column, id, stored, maxSide }: { table: string; column: string; id: number; stored: string; maxSide: number },
): Promise<boolean> {
  const tempDir = path.join(dataDir, 'uploads', '.tmp');
  await mkdir(tempDir, { recursive: true });
  const temp = path.join(tempDir, `${randomUUID()}.webp`);
  const target = path.posix.join(path.posix.dirname(stored), `${randomUUID()}.webp`);
  try {
    const picture = await reencodePicture(path.join(dataDir, stored), temp, maxSide);
    await placeThenWrite(folderStore(dataDir), placements({ tempPath: temp, picture }, target), async () => {
      const sizes = await Promise.all(withCopies(target).map(async (file) => (await stat(path.join(dataDir, file)).catch(() => null))?.size ?? 0));
      // The row and its upload ledger row (uploads/ledger.ts) name the new file together.
      await (rows as unknown as Kysely<Database>).transaction().execute(async (trx) => {
        const result = await (trx as unknown as PictureRows).updateTable(table).set({ [column]: target }).where('id', '=', id).where(column, '=', stored).executeTakeFirst();
        if (!result.numUpdatedRows) throw SUPERSEDED;
        await trx.updateTable('upload_ledger').set({ path: target, bytes: sizes.reduce((sum, size) => sum + size, 0) }).where('path', '=', stored).execute();
      });
    });
    return true;
  } catch (error) {
    if (error === SUPERSEDED) return false;
    throw error;
  } finally {
    await Promise.all(withCopies(temp).map((file) => rm(file, { force: true })));
  }
}

/**
 * Writes the narrower copies every stored page picture should have and has not: pictures
 * uploaded before there were copies, or a rung added since. The pages' srcset names a picture's
 * copies by its width alone, so one that is missing would be a broken picture for the screens
 * that pick it; the start-up runs this before it serves. Once every copy is there, a start costs
 * a stat per copy.
 */
export async function backfillVariants(db: Kysely<Database>, dataDir: string): Promise<Pick<Backfilled, 'written' | 'failed'>> {
  const rows = await db.selectFrom('school_documents').select('body').execute();
  const done = { written: 0, cleaned: 0, failed: 0 };
  for (const row of rows) {
    let body: unknown;
    try {
      body = JSON.parse(row.body);
    } catch {
      continue; // an unreadable document names no picture
    }
    for (const picture of picturesIn(body)) await writeMissingCopies(dataDir, picture, done);
  }
  return { written: done.written, failed: done.failed };
}

/**
 * Writes the copies a stored picture lacks. Each is written in uploads/.tmp and renamed into
 * place, so a crash never leaves a half-written copy under its name.
 */
async function writeMissingCopies(dataDir: string, picture: StoredPicture, done: Backfilled): Promise<void> {
  const source = path.join(dataDir, picture.path);
  if (picture.path.includes('..') || !(await exists(source))) return;
  const tempDir = path.join(dataDir, 'uploads', '.tmp');
  for (const width of variantWidths(picture)) {
    const target = path.join(dataDir, variantPath(picture.path, width));
    if (await exists(target)) continue;
    await mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${randomUUID()}.webp`);
    try {
      await writeVariant(source, width, temp);
      await rename(temp, target);
      done.written++;
    } catch {
      // A stored picture that cannot be read, or a full disk: counted for the log, tried again next start.
      await rm(temp, { force: true });
      done.failed++;
    }
  }
}
