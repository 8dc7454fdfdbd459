import type { FastifyInstance } from 'fastify';
import { filesIn } from '@school/shared/contracts/page-values';
import { HttpError } from '../../plugins/errors.js';
import { schoolFolder } from '../../uploads/multipart-form.js';
import { referencedMedia } from '../../uploads/stored-media.js';
import { schoolCodeOf } from '../common.js';

/**
 * The files a school's document (its profile, a page) names, around its save: before, every new
 * one must be the school's own upload, still on disk, never another school's nor a path made up;
 * after, the ones it named before and nothing names now are removed.
 */
export async function checkNamedFiles(app: FastifyInstance, schoolId: number, previous: unknown, content: unknown): Promise<void> {
  const before = new Set(filesIn(previous));
  const ownFolder = `${schoolFolder(await schoolCodeOf(app.db, schoolId))}/pages/`;
  for (const file of filesIn(content)) {
    if (before.has(file)) continue;
    if (!file.startsWith(ownFolder) || !(await app.storage.has(file))) throw new HttpError(400, 'A picture or document is missing: upload it again.');
  }
}

/** After a save: removes what `previous` named that no document or record of the school names any more. */
export async function removeUnnamedFiles(app: FastifyInstance, schoolId: number, previous: unknown): Promise<void> {
  const stillNamed = new Set(await referencedMedia(app.db, schoolId));
  await app.storage.remove(filesIn(previous).filter((file) => !stillNamed.has(file)));
}
