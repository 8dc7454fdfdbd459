import { isRecordDraft, type Draft, type DraftType, type RecordDraftChange, type RecordDraftType } from '@school/shared/contracts/drafts';
import { getDraft } from './get-draft';
import { listDrafts } from './list-drafts';

/**
 * An editor's open draft of a thing (a notice's or a record's id), with its change; null if they
 * have none. An editor's list holds only their own drafts, so their Edit opens what they wrote.
 */
export async function ownDraftOf(type: DraftType, target: string, signal?: AbortSignal): Promise<Draft | null> {
  const mine = (await listDrafts(signal)).items.find((draft) => draft.type === type && draft.target === target);
  return mine ? getDraft(mine.id, signal) : null;
}

/**
 * What an editor's Edit of a record opens: their open draft of it (mapped onto the record by its
 * feature's `ofDraft`), so nothing of theirs is lost; else the record as stored.
 */
export async function ownDraftOrRecord<Item>(type: RecordDraftType, id: number, stored: Item, ofDraft: (change: RecordDraftChange, current: Item) => Item): Promise<Item> {
  const draft = await ownDraftOf(type, String(id));
  return draft && isRecordDraft(draft.change) && draft.change.type === type ? ofDraft(draft.change, stored) : stored;
}
