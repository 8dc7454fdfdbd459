import type { RecordDraftChange, RecordDraftFile, RecordDraftType } from '@school/shared/contracts/drafts';

/**
 * The change the API keeps of a record's draft form (DRAFT_ROUTES.saveRecord): its text fields as
 * sent, but for the draft's own type and id, and each file stored under the record's folder.
 */
export function changeOfSentForm(type: RecordDraftType, form: FormData, recordId: number | null): RecordDraftChange {
  const fields: Record<string, string> = {};
  const files: RecordDraftFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') files.push({ field: name, path: `media/83181/${type}/${value.name}`, type: value.type as RecordDraftFile['type'] });
    else if (name !== 'draftType' && name !== 'draftId') fields[name] = value;
  }
  return { type, recordId, fields, files };
}

/** The fields and files a change holds, for a change written out by hand. */
export const recordChange = (type: RecordDraftType, recordId: number | null, fields: Record<string, string>, files: RecordDraftFile[] = []): RecordDraftChange => ({
  type,
  recordId,
  fields,
  files,
});
