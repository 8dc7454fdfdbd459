import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Database } from '../db/schema.js';
import { isDone, markDone } from '../db/start-up-tasks.js';
import { uploadOf } from './ledger.js';
import { removeFiles, schoolFolder, withCopies } from './multipart-form.js';
import { folderStore } from './file-store.js';
import { referencedMedia } from './stored-media.js';

/** The name the move is recorded under once it has finished (migration 012's start_up_tasks). */
export const ID_FOLDERS_TASK = 'uploads-in-id-folders';

export interface Moved {
  /** Files now named at their school's id folder. */
  moved: number;
  /** Files that could not be moved: tried again at the next start. */
  failed: number;
}

const sizeOf = async (file: string) => {
  const stats = await stat(file).catch(() => null);
  return stats?.isFile() ? stats.size : null;
};

/** Where a file of the older layout (uploads/<code>/<kind>/<name>) goes: the same kind and name under the school's id folder. */
function targetOf(schoolId: number, stored: string): string {
  const parts = stored.split('/');
  const rest = parts.length >= 4 ? parts.slice(2).join('/') : `moved/${parts.at(-1)}`;
  return `${schoolFolder(schoolId)}/${rest}`;
}

/**
 * Gives `target` the bytes of `source` while `source` stays: a hard link (no copy, atomic), or
 * where links are not allowed a copy written in uploads/.tmp and renamed into place, so a crash
 * never leaves half a file under the target's name. A target already there (a move that died
 * after it) is taken when it is the same size.
 */
async function alsoAt(dataDir: string, source: string, target: string): Promise<void> {
  const from = path.join(dataDir, source);
  const to = path.join(dataDir, target);
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if ((await sizeOf(from)) === (await sizeOf(to))) return;
      throw new Error(`${target} exists and is not ${source}`);
    }
    const temp = path.join(dataDir, 'uploads', '.tmp', randomUUID());
    await mkdir(path.dirname(temp), { recursive: true });
    try {
      await copyFile(from, temp);
      await rename(temp, to);
    } finally {
      await rm(temp, { force: true });
    }
  }
}

/** `value` with every string equal to a key of `renames` replaced (a page document, a notice's attachments). */
function renamed(value: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return renames.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, renames));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, renames)]));
  return value;
}

/** Rewrites JSON text; unreadable text is left as it is (it names no file anyone can read). */
function renamedJson(text: string, renames: ReadonlyMap<string, string>): string {
  try {
    return JSON.stringify(renamed(JSON.parse(text), renames));
  } catch {
    return text;
  }
}

/** One school's rows renamed to the new paths, in one transaction: every row names the old file, or every row the new one. */
async function rewriteRows(trx: Transaction<Database>, schoolId: number, renames: ReadonlyMap<string, string>): Promise<void> {
  const to = (value: string | null) => (value === null ? null : (renames.get(value) ?? value));
  for (const row of await trx.selectFrom('staff').select(['id', 'profile_pic_url']).where('school_id', '=', schoolId).execute()) {
    if (to(row.profile_pic_url) !== row.profile_pic_url) await trx.updateTable('staff').set({ profile_pic_url: to(row.profile_pic_url) }).where('id', '=', row.id).execute();
  }
  for (const row of await trx.selectFrom('alumni').select(['id', 'photo']).where('school_id', '=', schoolId).execute()) {
    if (to(row.photo) !== row.photo) await trx.updateTable('alumni').set({ photo: to(row.photo) }).where('id', '=', row.id).execute();
  }
  const slots = [...IMAGE_SLOTS, ...VIDEO_SLOTS];
  for (const row of await trx.selectFrom('activities').select(['id', ...slots]).where('school_id', '=', schoolId).execute()) {
    const changed = Object.fromEntries(slots.filter((slot) => to(row[slot]) !== row[slot]).map((slot) => [slot, to(row[slot])]));
    if (Object.keys(changed).length) await trx.updateTable('activities').set(changed).where('id', '=', row.id).execute();
  }
  // A file move is no change of the page: its "Last updated" stays.
  for (const row of await trx.selectFrom('school_documents').select(['kind', 'body']).where('school_id', '=', schoolId).execute()) {
    const body = renamedJson(row.body, renames);
    if (body !== row.body) await trx.updateTable('school_documents').set({ body }).where('school_id', '=', schoolId).where('kind', '=', row.kind).execute();
  }
  for (const row of await trx.selectFrom('notices').select(['id', 'attachments']).where('school_id', '=', schoolId).execute()) {
    const attachments = renamedJson(row.attachments, renames);
    if (attachments !== row.attachments) await trx.updateTable('notices').set({ attachments }).where('id', '=', row.id).execute();
  }
}

/**
 * Moves, once, every file the rows name into its school's id folder (uploads/school.<id>/…),
 * records each in the upload ledger as that school's, and rewrites the rows to name it there.
 * Until now a folder was named by the school's code cut down to letters, digits, _ and -, so two
 * schools could share one (83181 and "83181."), and a school may name another's file. Each
 * school gets its own name for every file it names, so a file two schools name becomes two.
 *
 * Crash-safe, in this order: (1) each file gets its new name beside the old one (a hard link or
 * a copy renamed into place); (2) a school's rows are rewritten in one transaction, with its
 * ledger rows; (3) old names no row names any more are removed, last. A crash before (2) leaves
 * the rows naming old files that are all there; after it, old files no row names, which this
 * task or the sweep removes. It is resumable: a row already naming its school's folder is left,
 * a new name already there is taken. "Once" is a start_up_tasks row written when a pass ends
 * with nothing failed (as picture-backfill.ts's cleaning); a row naming a file that is not there
 * is left as it is.
 */
export async function moveToIdFolders(db: Kysely<Database>, dataDir: string): Promise<Moved> {
  const done: Moved = { moved: 0, failed: 0 };
  if (await isDone(db, ID_FOLDERS_TASK)) return done;
  const oldNames = new Set<string>();
  for (const { id: schoolId } of await db.selectFrom('schools').select('id').orderBy('id').execute()) {
    const own = `${schoolFolder(schoolId)}/`;
    // A picture's narrower copies move with it (a page names them too): one ledger row for all.
    const named = [...new Set((await referencedMedia(db, schoolId)).map(uploadOf))].filter((file) => file.startsWith('uploads/') && !file.includes('..') && !file.startsWith(own));
    const renames = new Map<string, string>();
    const ledger: { path: string; bytes: number }[] = [];
    for (const old of named) {
      if ((await sizeOf(path.join(dataDir, old))) === null) continue;
      const target = targetOf(schoolId, old);
      try {
        const targets = withCopies(target);
        let bytes = 0;
        for (const [index, each] of withCopies(old).entries()) {
          const size = await sizeOf(path.join(dataDir, each));
          if (size === null) continue; // a copy this picture never had
          await alsoAt(dataDir, each, targets[index]!);
          bytes += size;
        }
        renames.set(old, target);
        ledger.push({ path: target, bytes });
      } catch {
        done.failed++; // a full disk, a file that cannot be read: tried again at the next start
      }
    }
    if (!renames.size) continue;
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await rewriteRows(trx, schoolId, renames);
      await trx
        .insertInto('upload_ledger')
        .values(ledger.map((file) => ({ path: file.path, school_id: schoolId, bytes: file.bytes, uploaded_by: null, uploaded_at: at })))
        .onConflict((conflict) => conflict.column('path').doNothing())
        .execute();
    });
    done.moved += renames.size;
    for (const old of renames.keys()) oldNames.add(old);
  }
  const stillNamed = new Set(await referencedMedia(db));
  await removeFiles(folderStore(dataDir), [...oldNames].filter((file) => !stillNamed.has(file)));
  if (!done.failed) await markDone(db, ID_FOLDERS_TASK);
  return done;
}
