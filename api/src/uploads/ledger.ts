import type { Kysely } from 'kysely';
import { PICTURE_WIDTHS, variantPath } from '@school/shared/contracts/picture-widths';
import { storageFullMessage, uploadRateMessage, type StorageUse } from '@school/shared/contracts/storage';
import type { Database } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';

/**
 * The upload ledger (migration 014): which school each stored upload belongs to, by the school's
 * id, which never changes and is never given to another school. Ownership is this record, never
 * a path or a folder name: a page or a notice may name a new file only when its row is that
 * school's, and a save removes only files whose row is that school's (decision 004, "Files by
 * school id"). The same rows give a school's storage use; `upload_rate` a user's hourly rate.
 */

/** How much a school may store, and a user store in an hour (config.ts: SCHOOL_STORAGE_MB, UPLOAD_MB_PER_USER_HOUR). */
export interface UploadLimits {
  quotaBytes: number;
  userBytesPerHour: number;
}

/** Whose an upload is: the school it counts against, and the user whose hourly rate it counts in. */
export interface Uploader {
  schoolId: number;
  userId: number | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Which of `paths` are the main files of the placed set: not a narrower copy of another one of them. */
export function mainFiles(paths: readonly string[]): string[] {
  const copies = new Set(paths.filter((file) => file.endsWith('.webp')).flatMap((file) => PICTURE_WIDTHS.map((width) => variantPath(file, width))));
  return paths.filter((file) => !copies.has(file));
}

/** The upload a stored file belongs to: itself, or for a picture's narrower copy the picture (whose ledger row counts it). */
export function uploadOf(stored: string): string {
  const width = PICTURE_WIDTHS.find((each) => stored.endsWith(`-${each}w.webp`));
  return width === undefined ? stored : stored.slice(0, -`-${width}w.webp`.length) + '.webp';
}

/** What a school's uploads take now, and its quota. */
export async function storageUse(db: Kysely<Database>, limits: UploadLimits, schoolId: number): Promise<StorageUse> {
  const row = await db
    .selectFrom('upload_ledger')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('used'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  // PostgreSQL sums integers as bigint, which its driver hands over as text.
  return { usedBytes: Number(row?.used ?? 0), quotaBytes: limits.quotaBytes };
}

/**
 * Refuses an upload of `bytes` that would take the school over its quota (413, with its use and
 * limit) or the user over the hour's rate (429, with Retry-After: when enough of the hour's
 * uploads have aged out for this one). With `bytes` 0, before the body is read: whether the
 * school is full or the user at the rate already, so a refused upload costs no disk at all.
 */
export async function checkRoom(db: Kysely<Database>, limits: UploadLimits, uploader: Uploader, bytes: number, now = Date.now()): Promise<void> {
  const use = await storageUse(db, limits, uploader.schoolId);
  if (bytes > 0 ? use.usedBytes + bytes > use.quotaBytes : use.usedBytes >= use.quotaBytes) throw new HttpError(413, storageFullMessage(use, bytes));
  if (uploader.userId === null) return;
  const recent = await db
    .selectFrom('upload_rate')
    .select(['bytes', 'uploaded_at'])
    .where('user_id', '=', uploader.userId)
    .where('uploaded_at', '>', new Date(now - HOUR_MS).toISOString())
    .orderBy('uploaded_at')
    .execute();
  const limit = limits.userBytesPerHour;
  const fits = (total: number) => (bytes > 0 ? total + bytes <= limit : total < limit);
  let total = recent.reduce((sum, row) => sum + row.bytes, 0);
  if (fits(total)) return;
  let freeAt = now + HOUR_MS;
  for (const row of recent) {
    total -= row.bytes;
    if (fits(total)) {
      freeAt = Date.parse(row.uploaded_at) + HOUR_MS;
      break;
    }
  }
  const seconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
  throw new HttpError(429, uploadRateMessage(limit, seconds), { 'Retry-After': String(seconds) });
}

/** Records placed uploads as the uploader's (each main file with its copies' bytes), and their bytes in the user's hour. */
export async function recordUploads(db: Kysely<Database>, uploader: Uploader, files: readonly { path: string; bytes: number }[], now = new Date()): Promise<void> {
  if (!files.length) return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('upload_ledger')
      .values(files.map((file) => ({ path: file.path, school_id: uploader.schoolId, bytes: file.bytes, uploaded_by: uploader.userId, uploaded_at: at })))
      .execute();
    if (uploader.userId !== null) {
      await trx.insertInto('upload_rate').values({ user_id: uploader.userId, bytes: files.reduce((sum, file) => sum + file.bytes, 0), uploaded_at: at }).execute();
    }
  });
}

/** Which of `paths` the ledger says are this school's uploads. */
export async function ownedBy(db: Kysely<Database>, schoolId: number, paths: readonly string[]): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const rows = await db.selectFrom('upload_ledger').select('path').where('school_id', '=', schoolId).where('path', 'in', [...new Set(paths)]).execute();
  return new Set(rows.map((row) => row.path));
}

/** Drops the ledger rows of files about to be removed: before the files go, so no row outlives its file. */
export async function forgetUploads(db: Kysely<Database>, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 500) {
    await db.deleteFrom('upload_ledger').where('path', 'in', paths.slice(start, start + 500)).execute();
  }
}

/** Drops the rate's rows older than the hour it counts. */
export async function pruneUploadRate(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('upload_rate').where('uploaded_at', '<=', new Date(now - HOUR_MS).toISOString()).execute();
}
