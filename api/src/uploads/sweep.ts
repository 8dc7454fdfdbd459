import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { forgetUploads, pruneUploadRate } from './ledger.js';
import { withCopies } from './multipart-form.js';
import type { FileStore, StoredFile } from './file-store.js';
import { referencedMedia } from './stored-media.js';

export interface Swept {
  files: number;
  bytes: number;
}

/**
 * A page's picture or document (or a notice's) is uploaded first and named only when the school
 * admin saves the page. Until then it is the school's, counted in its quota, and it goes once no
 * page names it for this long after its upload: with the sweep's interval, within the hour. An
 * editor that still holds an unsaved page naming it after that is told so on saving ("A picture
 * or document is missing: upload it again.", under the form) and the admin uploads it again;
 * the editor keeps the rest of the page. A page is written in minutes; a day's grace let an
 * admin fill the disk with uploads no page named.
 */
export const PAGE_UPLOAD_GRACE_MS = 45 * 60 * 1000;

/** How often a running API sweeps (server.ts): with PAGE_UPLOAD_GRACE_MS, an unused page upload goes within the hour. */
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Removes what a crash or a failed request left: received files waiting in the store's temporary
 * folder, and stored files no row refers to (placed before a commit that never came, or replaced
 * and not yet removed). Only files untouched for `staleAfterMs` go: another API replica sharing
 * the store may be receiving an upload or be about to commit a placed file right now, and a
 * live upload writes to its file at least once per idle timeout, or its connection is cut.
 * A removed file's ledger row goes first (so no row outlives its file), as do ledger rows whose
 * file is gone and the upload rate's rows older than the hour it counts.
 */
export async function sweepUploads(db: Kysely<Database>, store: FileStore, staleAfterMs: number, now = Date.now()): Promise<Swept> {
  // The ledger before the listing: a row is written after its file is placed, so a row read here
  // whose file the listing lacks was removed by hand, not placed meanwhile.
  const ledger = await db.selectFrom('upload_ledger').select('path').execute();
  const stored = await store.list('uploads/');
  // A named picture's narrower copies are kept with it, whichever of them there are.
  const referenced = new Set((await referencedMedia(db)).flatMap(withCopies));
  const swept: Swept = { files: 0, bytes: 0 };
  const stale = (file: StoredFile) => {
    const grace = /^uploads\/[^/]+\/pages\//.test(file.key) ? Math.max(staleAfterMs, PAGE_UPLOAD_GRACE_MS) : staleAfterMs;
    return now - file.modifiedMs >= grace;
  };
  for (const file of stored.filter((each) => !referenced.has(each.key) && stale(each))) {
    await forgetUploads(db, [file.key]);
    await store.remove([file.key]);
    swept.files++;
    swept.bytes += file.bytes;
  }
  for (const file of (await waiting(store.tempDir)).filter(stale)) {
    await rm(file.key, { force: true });
    swept.files++;
    swept.bytes += file.bytes;
  }
  // Such a row must not count in its school's quota.
  const there = new Set(stored.map((file) => file.key));
  await forgetUploads(
    db,
    ledger.map((row) => row.path).filter((file) => !there.has(file)),
  );
  await pruneUploadRate(db, now);
  return swept;
}

/** The received files waiting in a temporary folder, by their own path on this node. */
async function waiting(tempDir: string): Promise<StoredFile[]> {
  const entries = await readdir(tempDir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const key = path.join(tempDir, entry.name);
        const stats = await lstat(key).catch(() => null);
        return stats ? { key, bytes: stats.size, modifiedMs: stats.mtimeMs } : null;
      }),
  );
  return files.filter((file): file is StoredFile => file !== null);
}
