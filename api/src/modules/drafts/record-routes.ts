import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DRAFT_MESSAGES, DRAFT_ROUTES, DraftSummarySchema, isRecordDraft, RECORD_DRAFT_TYPES, type RecordDraftChange, type RecordDraftFile } from '@school/shared/contracts/drafts';
import { HttpError } from '../../plugins/errors.js';
import { uploaderOf } from '../../plugins/storage.js';
import type { FileRule, ReceivedFile } from '../../uploads/multipart-form.js';
import { formId } from '../common.js';
import type { SchoolRecordSaves } from '../school-record-saves.js';
import { moduleRoutes } from '../route-options.js';
import { draftCaller, draftOf } from './caller.js';
import { asDraftFile, asReceived, fingerprint, recordKinds } from './record-kinds.js';
import { changeOf, draftRepository } from './repository.js';
import { writeDraft } from './write.js';

type AnySaves = SchoolRecordSaves<unknown, unknown>;

/**
 * A draft of an event, a staff member or an alumnus (decision 013): the direct save's own form,
 * checked by its own plan, with `draftType` and, to change one's draft, `draftId`. Its new files
 * are placed where the record keeps them (the school's quota and the upload rate apply now); the
 * record is not written. A picture the draft already holds comes back as a kept path, as a
 * record's own does.
 */
export async function recordDraftRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'drafts');
  const kinds = recordKinds(app);
  const drafts = draftRepository(app.db);
  const savesOf = (type: keyof typeof kinds) => kinds[type].saves as unknown as AnySaves;
  // The file fields differ between the kinds, so the type, which may come after a file, is not needed to read the form.
  const anyRule = (field: string): FileRule | null => RECORD_DRAFT_TYPES.map((type) => savesOf(type).ruleFor(field)).find(Boolean) ?? null;

  /** The files the caller's draft holds now: the one named, or their open draft of the same record. */
  async function heldFiles(request: FastifyRequest, id: number | undefined, change: RecordDraftChange): Promise<RecordDraftFile[]> {
    const { schoolId, userId } = draftCaller(request);
    const row = id === undefined ? await drafts.ofAuthor(app.db, schoolId, userId, change) : await draftOf(app.db, request, id, false);
    const held = row ? changeOf(row) : undefined;
    return held && isRecordDraft(held) && held.type === change.type ? held.files : [];
  }

  routes.post(
    DRAFT_ROUTES.saveRecord,
    route('school', {
      summary: 'Saves the caller’s draft of an event, a staff member or an alumnus: the direct save’s form, not written to the record until published',
      description:
        'multipart/form-data: draftType (event, staff or alumni), draftId (to change one’s draft), then the fields and files of POST /School/Activity, /School/Staff or /School/Alumni Add or Update.',
      consumes: ['multipart/form-data'],
      answers: { 200: DraftSummarySchema },
    }),
    async (request) => {
      const { schoolId } = draftCaller(request);
      const form = await app.storage.receive(request, anyRule);
      try {
        const { draftType, draftId, ...fields } = form.fields;
        const type = RECORD_DRAFT_TYPES.find((each) => each === draftType);
        if (!type) throw new HttpError(400, DRAFT_MESSAGES.draftType);
        const saves = savesOf(type);
        if (form.files.some((file) => saves.ruleFor(file.field) === null)) throw new HttpError(400, `Unknown file field(s) for ${type}`);
        const id = draftId ? formId(draftId, 'draftId') : undefined;
        const recordId = fields[saves.idField] ? formId(fields[saves.idField], saves.idField) : null;
        const held = await heldFiles(request, id, { type, recordId, fields: {}, files: [] });
        const files = [...form.files, ...keptOfDraft(saves, fields, held)];
        checkCounts(saves, files);
        const planned = await saves.plan({ fields, files }, schoolId, recordId === null ? 'add' : 'update', request);
        const change = { type, recordId, fields, files: files.map((file) => asDraftFile(file, planned.moves)).filter((file) => file !== null) } as RecordDraftChange;
        const base = planned.previous ? fingerprint(planned.previous) : null;
        return await app.storage.place(uploaderOf(request, schoolId), planned.moves, () => writeDraft(app, request, id, change, base));
      } finally {
        await form.discard();
      }
    },
  );
}

/** The draft's own files the form sends back as kept paths: taken out of the fields and given as the files they are (already stored). */
function keptOfDraft(saves: AnySaves, fields: Record<string, string>, held: RecordDraftFile[]): ReceivedFile[] {
  const kept: ReceivedFile[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const fileField = saves.keptFileField(name);
    const file = fileField ? held.find((each) => each.path === value) : undefined;
    if (!fileField || !file) continue;
    delete fields[name];
    kept.push(asReceived({ ...file, field: fileField }));
  }
  return kept;
}

/** The form's new and kept draft files together within each field's count, as a direct save's new files are. */
function checkCounts(saves: AnySaves, files: ReceivedFile[]): void {
  const counts = new Map<FileRule, number>();
  for (const file of files) {
    const rule = saves.ruleFor(file.field)!;
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
    if (counts.get(rule)! > rule.maxCount) throw new HttpError(400, rule.tooMany);
  }
}
