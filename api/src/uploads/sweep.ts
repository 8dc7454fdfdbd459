import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { forgetUploads, pruneUploadRate } from './ledger.js';
import { withCopies } from './multipart-form.js';
import { referencedMedia } from './stored-media.js';

export interface Swept {
  files: number;
  bytes: number;
}

/** Every file under a folder, with its path relative to `base` (posix separators). */
async function filesUnder(folder: string, base: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
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
 * Removes what a crash or a failed request left in DATA_DIR/uploads: temporary files in .tmp,
 * and stored files no row refers to (placed before a commit that never came, or replaced and
 * not yet removed). Only files untouched for `staleAfterMs` go: another API replica sharing the
 * folder may be receiving an upload or be about to commit a placed file right now, and a
 * live upload writes to its file at least once per idle timeout, or its connection is cut.
 * A removed file's ledger row goes first (so no row outlives its file), as do ledger rows whose
 * file is gone and the upload rate's rows older than the hour it counts.
 */
export async function sweepUploads(db: Kysely<Database>, dataDir: string, staleAfterMs: number, now = Date.now()): Promise<Swept> {
  const uploads = path.join(dataDir, 'uploads');
  // A named picture's narrower copies are kept with it, whichever of them there are.
  const referenced = new Set((await referencedMedia(db)).flatMap(withCopies));
  const candidates = (await filesUnder(uploads, dataDir)).filter((file) => file.startsWith('uploads/.tmp/') || !referenced.has(file));
  const swept: Swept = { files: 0, bytes: 0 };
  for (const file of candidates) {
    const stats = await lstat(path.join(dataDir, file)).catch(() => null);
    const grace = /^uploads\/[^/]+\/pages\//.test(file) ? Math.max(staleAfterMs, PAGE_UPLOAD_GRACE_MS) : staleAfterMs;
    if (!stats || now - stats.mtimeMs < grace) continue;
    await forgetUploads(db, [file]);
    await rm(path.join(dataDir, file), { force: true });
    swept.files++;
    swept.bytes += stats.size;
  }
  // A ledger row is written after its file is placed and dropped before it is removed: one whose
  // file is gone was removed by hand, and must not count in its school's quota.
  const ledger = await db.selectFrom('upload_ledger').select('path').execute();
  const gone = [];
  for (const { path: stored } of ledger) if (!(await lstat(path.join(dataDir, stored)).catch(() => null))) gone.push(stored);
  await forgetUploads(db, gone);
  await pruneUploadRate(db, now);
  return swept;
}
