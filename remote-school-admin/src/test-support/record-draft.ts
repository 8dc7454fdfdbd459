import { session, setConfig } from '@school/shared';
import type { RecordDraftChange, RecordDraftFile, RecordDraftType } from '@school/shared/contracts/drafts';
import { postRecordForm, type DraftSaving } from '../ui/drafts/save-record-draft';

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

/**
 * What the tests of a record's draft need before each test: postRecordForm, which the test file
 * mocks (`jest.mock` of ui/drafts/save-record-draft, keeping the rest), with no calls and no answer;
 * the config that media addresses are built from; and a school session.
 */
export function setUpRecordDraftTests(): void {
  beforeEach(() => {
    jest.mocked(postRecordForm).mockReset();
    setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
    session.startSchoolSession({ token: 't', schoolId: 3, schoolCode: '83181' });
  });
}

/**
 * The change that a record's dialog, saved by `save` as an editor's draft of `type`, leaves with
 * the API, as the API keeps it; `routes` names the record's direct routes, whose form the draft
 * is: its Add for a new record, its Update for the stored one `recordId`.
 */
export async function draftedChange(
  type: RecordDraftType,
  routes: { add: string; update: string },
  save: (saving: DraftSaving) => Promise<unknown>,
  recordId?: number,
): Promise<RecordDraftChange> {
  await save({ saved: jest.fn() });
  const [route, form, draft] = jest.mocked(postRecordForm).mock.calls.at(-1)!;
  expect(route).toBe(recordId === undefined ? routes.add : routes.update);
  expect(draft?.type).toBe(type);
  return changeOfSentForm(type, form, recordId ?? null);
}
