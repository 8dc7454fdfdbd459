import { apiPost, notifier, type CallOptions } from '@school/shared';
import { DRAFT_ROUTES, type DraftSummary, type RecordDraftType } from '@school/shared/contracts/drafts';

/**
 * A record's dialog saving a draft instead of the record (decision 013): on the review page the
 * author's draft (`id`) of the record it changes (`recordId`, null: a new one); from an editor's
 * Add or Edit neither, and the record is the dialog's (the server then changes the author's open
 * draft of it, if they have one). `saved` hears the draft as saved.
 */
export interface DraftSaving {
  id?: number;
  recordId?: number | null;
  saved(draft: DraftSummary): void;
}

/** The record a draft's form names: the review page's, or else the one the dialog edits. */
export const draftedRecordId = (draft: DraftSaving, edited: number | undefined): number | undefined =>
  draft.recordId === undefined ? edited : (draft.recordId ?? undefined);

/**
 * Posts a record's multipart form, built by its feature's save: to its direct route, or as a
 * draft of `type` to SaveRecord, which takes the very same form plus the draft's type and id.
 */
export async function postRecordForm(
  route: string,
  form: FormData,
  draft?: { type: RecordDraftType; saving: DraftSaving },
  options: Pick<CallOptions, 'onUploadProgress'> = {},
): Promise<void> {
  if (!draft) {
    await apiPost(route, form, { auth: 'school', ...options }); // the answer is not read (docs/product.md#api-calls)
    return;
  }
  form.append('draftType', draft.type);
  if (draft.saving.id !== undefined) form.append('draftId', String(draft.saving.id));
  draft.saving.saved(await apiPost<DraftSummary>(DRAFT_ROUTES.saveRecord, form, { auth: 'school', ...options }));
}

/** What an editor's save of a draft says, wherever it is saved from. */
export const savedAsDraft = (title: string) => `Your change to “${title}” is saved as a draft. Submit it for approval on the Drafts screen.`;

/** The submit button of a record's form that saves a draft, adding or editing. */
export const DRAFT_SUBMIT = { add: 'Save draft', edit: 'Save draft' } as const;

/** An editor's Add or Edit on a record's screen: a draft of the record the dialog edits, said in a toast (the list stays as visitors see it). */
export const DRAFT_FROM_SCREEN: DraftSaving = { saved: (draft) => notifier('admin').success(savedAsDraft(draft.title)) };
