import type * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ownSchool } from '../plugins/auth.js';
import { HttpError } from '../plugins/errors.js';
import type { ListKind } from '../plugins/list-cache.js';
import { uploaderOf } from '../plugins/storage.js';
import { placements, storedPath, type FileRule, type MultipartForm, type ReceivedFile } from '../uploads/multipart-form.js';
import { CHANGED_MEANWHILE } from './common.js';
import { removeUnnamedFiles } from './documents/named-files.js';
import { routeOptions } from './route-options.js';

export type SaveMode = 'add' | 'update';

/** What a save of one record does, read from its form before anything is stored. */
export interface PlannedSave<Row> {
  /** The record as it was (null for a new one). */
  previous: Row | null;
  /** Received files to move into place (temp path → stored path) before the row commits. */
  moves: [tempPath: string, stored: string][];
  /** Stored files the saved row no longer names: removed once it has committed. */
  replaced: (string | null | undefined)[];
  insert(): Promise<Row>;
  /** The update; undefined when the row changed meanwhile. */
  update(previous: Row): Promise<Row | undefined>;
}

/** A school's records of one kind saved with their media: staff, alumni and events. */
export interface SchoolRecordSaves<Row, Answer> {
  /** The calls' path: `${path}/Add` answers 201, `${path}/Update` 200. */
  path: string;
  tag: string;
  cache: ListKind;
  summaries: { add: string; update: string };
  /** The form's fields, for the API's documentation. */
  description: string;
  /** The form field naming the record on Update. */
  idField: string;
  /** The file field that brings what a kept-path field names (profilePicUrl: profilePic), for a draft's own files sent back as kept; null for other fields. */
  keptFileField(field: string): string | null;
  answer: z.ZodType<Answer>;
  /** The rule of each file field of the form (null: not a file field). */
  ruleFor(field: string): FileRule | null;
  /**
   * Checks the form (400, 404 for a record not the school's) and plans the save; `also` runs in
   * the write's transaction after its audit entry (a draft's publishing removes the draft there).
   */
  plan(form: Pick<MultipartForm, 'fields' | 'files'>, schoolId: number, mode: SaveMode, request: FastifyRequest, also?: (trx: Kysely<Database>) => Promise<void>): Promise<PlannedSave<Row>>;
  toAnswer(row: Row, mode: SaveMode): Answer | Promise<Answer>;
}

/**
 * Add and Update of a school's record with its media (one multipart form, docs/product.md#api-calls),
 * the same for every kind: the files are placed before the row commits (storage.place checks the
 * school's quota and the caller's rate, and records them in the ledger), so no row names a missing
 * file; the files the row stopped naming are removed only after it has.
 */
export function schoolRecordSaves<Row, Answer>(app: FastifyInstance, saves: SchoolRecordSaves<Row, Answer>): void {
  async function save(request: FastifyRequest, mode: SaveMode) {
    const schoolId = ownSchool(request);
    const form = await app.storage.receive(request, saves.ruleFor);
    try {
      const row = await applySave(app, request, schoolId, saves, await saves.plan(form, schoolId, mode, request));
      return saves.toAnswer(row, mode);
    } finally {
      await form.discard();
    }
  }

  const route = routeOptions(saves.tag);
  const form = { consumes: ['multipart/form-data'], description: saves.description };
  app.post(`${saves.path}/Add`, route('school-publish', { summary: saves.summaries.add, ...form, answers: { 201: saves.answer } }), async (request, reply) =>
    reply.status(201).send(await save(request, 'add')),
  );
  app.post(`${saves.path}/Update`, route('school-publish', { summary: saves.summaries.update, ...form, answers: { 200: saves.answer } }), (request) => save(request, 'update'));
}

/** Writes a planned save (placing its files first), then removes the files it replaced and refreshes the public lists. */
export async function applySave<Row>(app: FastifyInstance, request: FastifyRequest, schoolId: number, saves: Pick<SchoolRecordSaves<Row, unknown>, 'cache'>, planned: PlannedSave<Row>): Promise<Row> {
  const row = await app.storage.place(uploaderOf(request, schoolId), planned.moves, async () => {
    if (!planned.previous) return planned.insert();
    const updated = await planned.update(planned.previous);
    if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
    return updated;
  });
  // A draft may still show a replaced file (its own kept picture): it stays while anything names it.
  await removeUnnamedFiles(app, schoolId, planned.replaced);
  await app.listCache.invalidate(saves.cache);
  return row;
}

/**
 * A record's one picture: a new file (stored in `folder`) or the kept path, which must be the
 * record's own (else 400 `notOwn`); the picture it had is replaced when the save names another.
 */
export function savedPicture(schoolId: number, folder: string, file: ReceivedFile | undefined, kept: string | null, before: string | null | undefined, notOwn: string) {
  if (kept && kept !== before) throw new HttpError(400, notOwn);
  const path = file ? storedPath(schoolId, folder, file) : kept;
  return { path, moves: file && path ? placements(file, path) : [], replaced: before && before !== path ? [before] : [] };
}
