import type { FastifyInstance } from 'fastify';
import { filesIn } from '@school/shared/contracts/page-values';
import { HttpError } from '../../plugins/errors.js';
import { referencedMedia } from '../../uploads/stored-media.js';

/**
 * The files a school's document (its profile, a page) names, around its save: before, every new
 * one must be the school's own upload (the upload ledger says so, not the path), still on disk,
 * never another school's nor a path made up; after, the ones it named before and nothing names
 * now are removed, if they are the school's own. A file an old version of a page names stays: a
 * restore brings it back (referencedMedia counts every kept version).
 */
export async function checkNamedFiles(app: FastifyInstance, schoolId: number, previous: unknown, content: unknown): Promise<void> {
  const before = new Set(filesIn(previous));
  for (const file of filesIn(content)) {
    if (before.has(file)) continue;
    if (!(await app.storage.owns(schoolId, file, 'pages'))) throw new HttpError(400, 'A picture or document is missing: upload it again.');
  }
}

/** After a save: removes what `previous` named that no document, kept page version or record of the school names any more. */
export async function removeUnnamedFiles(app: FastifyInstance, schoolId: number, previous: unknown): Promise<void> {
  const named = filesIn(previous);
  // Most saves replace nothing: no read of every file the school's rows name, then.
  if (!named.length) return;
  const stillNamed = new Set(await referencedMedia(app.db, schoolId));
  await app.storage.remove(schoolId, named.filter((file) => !stillNamed.has(file)));
}
