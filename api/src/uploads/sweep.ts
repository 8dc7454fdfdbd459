import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
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
 * A page's picture or document is uploaded first and named by the page only when the school
 * admin saves the page, maybe an hour later: until a day has passed it may still be wanted.
 */
export const PAGE_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what a crash or a failed request left in DATA_DIR/uploads: temporary files in .tmp,
 * and stored files no row refers to (placed before a commit that never came, or replaced and
 * not yet removed). Only files untouched for `staleAfterMs` go: another API replica sharing the
 * folder may be receiving an upload or be about to commit a placed file right now, and a
 * live upload writes to its file at least once per idle timeout, or its connection is cut.
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
    await rm(path.join(dataDir, file), { force: true });
    swept.files++;
    swept.bytes += stats.size;
  }
  return swept;
}
