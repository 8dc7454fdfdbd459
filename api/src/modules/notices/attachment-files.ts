import type { FastifyInstance } from 'fastify';
import { NOTICE_MESSAGES, type Attachment, type AttachmentInput } from '@school/shared/contracts/notices';
import { HttpError } from '../../plugins/errors.js';
import { referencedMedia } from '../../uploads/stored-media.js';

/**
 * A notice's attachments are uploaded first, as a page's files are (POST /School/Page/Upload,
 * decision 005: "Files first, page after"), and named when the notice is saved. These check what
 * a save names and tidy what it stopped naming, as documents/named-files.ts does for pages.
 */

/**
 * The attachments as stored: each one already the notice's keeps its format and size; each new
 * one must be the school's own page upload (the upload ledger says so) and still on disk, never another
 * school's nor a path made up, and its format and size are read from the file, not taken from
 * the client.
 */
export async function resolveAttachments(app: FastifyInstance, schoolId: number, previous: readonly Attachment[], input: readonly AttachmentInput[]): Promise<Attachment[]> {
  const known = new Map(previous.map((attachment) => [attachment.path, attachment]));
  const resolved: Attachment[] = [];
  for (const { title, path } of input) {
    const titled = { en: title.en, hi: title.hi ?? '' };
    const kept = known.get(path);
    if (kept) {
      resolved.push({ ...kept, title: titled });
      continue;
    }
    const bytes = (await app.storage.owns(schoolId, path, 'pages')) ? await app.storage.size(path) : null;
    if (bytes === null) throw new HttpError(400, NOTICE_MESSAGES.attachmentMissing);
    resolved.push({ title: titled, path, format: path.endsWith('.pdf') ? 'PDF' : 'WebP', bytes });
  }
  return resolved;
}

/**
 * After a save or a delete has committed: removes the files `previous` named that `current` does
 * not and nothing else of the school names (a page may name the same file); storage removes a
 * picture's narrower copies with it. A crash before this leaves files the sweep removes.
 */
export async function removeDroppedFiles(app: FastifyInstance, schoolId: number, previous: readonly Attachment[], current: readonly Attachment[] = []): Promise<void> {
  const kept = new Set(current.map((attachment) => attachment.path));
  const dropped = previous.map((attachment) => attachment.path).filter((path) => !kept.has(path));
  if (!dropped.length) return;
  const stillNamed = new Set(await referencedMedia(app.db, schoolId));
  await app.storage.remove(schoolId, dropped.filter((file) => !stillNamed.has(file)));
}
