import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RecordDraftChange, RecordDraftFile, RecordDraftType } from '@school/shared/contracts/drafts';
import type { ReceivedFile } from '../../uploads/multipart-form.js';
import { alumniKind } from '../alumni/routes.js';
import { eventKind } from '../events/routes.js';
import { staffKind } from '../staff/routes.js';

/**
 * The records whose drafts are their direct save's form (decision 013): events, staff and
 * alumni, each with its calls (to read the record) and its saves (to check and apply the form).
 */
export function recordKinds(app: FastifyInstance) {
  return { event: eventKind(app), staff: staffKind(app), alumni: alumniKind(app) } satisfies Record<RecordDraftType, unknown>;
}
export type RecordKinds = ReturnType<typeof recordKinds>;

/**
 * What a record was when its draft was written: publishing a draft of a record changed since
 * answers 409 (as a page's or a notice's draft does), so no one's later change is overwritten
 * unseen. The whole row, so any change counts, whichever column it touched.
 */
export const fingerprint = (row: unknown): string => createHash('sha256').update(JSON.stringify(row)).digest('base64url');

/** A draft's stored file as the record's save takes a form's file: already in place, so nothing is moved again. */
export const asReceived = (file: RecordDraftFile): ReceivedFile => ({
  field: file.field,
  type: file.type,
  size: 0,
  tempPath: '',
  stored: file.path,
  picture: file.width && file.height ? { width: file.width, height: file.height } : undefined,
});

/** A file of the form as the draft keeps it: where it was placed (a new one: by the save's moves), and a picture's size. */
export function asDraftFile(file: ReceivedFile, moves: [tempPath: string, stored: string][]): RecordDraftFile | null {
  const path = file.stored ?? moves.find(([tempPath]) => tempPath === file.tempPath)?.[1];
  if (!path) return null;
  return { field: file.field, path, type: file.type as RecordDraftFile['type'], ...(file.picture && { width: file.picture.width, height: file.picture.height }) };
}

/** The form a draft's change gives its record's save on publishing: its fields, and its files as already stored. */
export const formOf = (change: RecordDraftChange) => ({ fields: { ...change.fields }, files: change.files.map(asReceived) });
