import type { Kysely } from 'kysely';
import { filesIn } from '@school/shared/contracts/page-fields';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Database } from '../db/schema.js';

/**
 * Every media file the rows refer to (relative to DATA_DIR), of one school or of all: its records,
 * its documents, every kept version of its pages and its drafts. Stored
 * paths keep the folder of the code a school had when they were uploaded, so a school's current
 * folder alone would miss some, and another school may since have taken an old code. A page's
 * picture comes with its narrower copies (its document keeps its width); any other picture
 * alone, as its row keeps no width: multipart-form's withCopies names every copy it may have.
 */
export async function referencedMedia(db: Kysely<Database>, schoolId?: number): Promise<string[]> {
  const one = schoolId !== undefined;
  const [staff, alumni, events, documents, versions, notices, drafts] = await Promise.all([
    db.selectFrom('staff').select('profile_pic_url').$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
    db.selectFrom('alumni').select('photo').$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
    db.selectFrom('activities').select([...IMAGE_SLOTS, ...VIDEO_SLOTS]).$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
    db.selectFrom('school_documents').select('body').$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
    // Every kept version of a page names its files too: a restore brings them back (decision 013).
    db.selectFrom('page_versions').select('body').$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
    db.selectFrom('notices').select('attachments').$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
    // A draft names the files uploaded for it: they stay until it is published or discarded (decision 013).
    db.selectFrom('drafts').select('body').$if(one, (query) => query.where('school_id', '=', schoolId!)).execute(),
  ]);
  return [
    ...staff.map((row) => row.profile_pic_url),
    ...alumni.map((row) => row.photo),
    ...events.flatMap((row) => [...IMAGE_SLOTS, ...VIDEO_SLOTS].map((slot) => row[slot])),
    ...[...documents, ...versions, ...drafts].flatMap((row) => filesOfDocument(row.body)),
    ...notices.flatMap((row) => attachmentPaths(row.attachments)),
  ].filter((file): file is string => Boolean(file));
}

/** The files a stored page document names (an unreadable one names none). */
function filesOfDocument(body: string): string[] {
  try {
    return filesIn(JSON.parse(body));
  } catch {
    return [];
  }
}

/** The files a notice's attachments name (modules/notices: JSON of `{ title, path, … }`); only their paths, never a title that looks like one. */
function attachmentPaths(json: string): string[] {
  try {
    const attachments = JSON.parse(json) as unknown;
    return Array.isArray(attachments) ? attachments.map((attachment) => (attachment as { path?: unknown })?.path).filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}
