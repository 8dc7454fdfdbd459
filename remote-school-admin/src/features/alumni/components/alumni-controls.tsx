import { useSession } from '@school/shared';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { editorStore, useRecordEditor, type RecordEditorOptions } from '@school/shared/record-editor';
import { ItemActions } from '../../../ui/item-actions';
import { ownDraftOrRecord } from '../../../ui/drafts/own-draft';
import { DRAFT_FROM_SCREEN } from '../../../ui/drafts/save-record-draft';
import { alumnusOfDraft } from '../alumni-draft';
import { AddButton } from '../../../ui/add-button';
import { deleteAlumnus } from '../api/delete-alumnus';
import { getAlumnus } from '../api/get-alumnus';
import { AlumniDialog } from './alumni-dialog';
import './alumni-controls.css';

/**
 * After an alumni save or delete the whole page reloads (docs/product.md#record-screens), not only the list:
 * what the original does, and it also resets the carousel to its first page.
 */
const reloadPage = () => window.location.reload();

/**
 * The cards sit in a carousel that turns its pages by itself, and a card's modal would vanish
 * with its card, typing and all; so a card's editor only opens the modal that the toolbar,
 * which stays, holds. Edits open once the by-id call answers; a delete asks nothing;
 * failures are only logged (docs/product.md#record-screens).
 */
const alumniEditor: RecordEditorOptions<AlumnusRecord> = {
  fetch: getAlumnus,
  delete: deleteAlumnus,
  afterSave: reloadPage,
  afterDelete: reloadPage,
  fetchFailed: (error) => console.error('Failed to fetch alumni', error),
  deleteFailed: (error) => console.error('Failed to delete alumni', error),
  store: editorStore<AlumnusRecord>(),
};

/**
 * An editor's (decision 013): Edit opens their draft of the alumnus, if they have one, and a
 * saved draft leaves the page as visitors see it (no reload, which would also lose its toast).
 */
const alumniDraftEditor: RecordEditorOptions<AlumnusRecord> = {
  ...alumniEditor,
  fetch: async (id) => ownDraftOrRecord('alumni', id, await getAlumnus(id), alumnusOfDraft),
  afterSave: () => undefined,
  store: editorStore<AlumnusRecord>(),
};

/** An editor's save is a draft for a publisher to approve; the server decides, the screen only words it. */
const useDrafting = () => useSession().schoolRole === 'editor';

/** The alumni screen's toolbar (slot alumni.toolbar): Add Alumni, and the modal of every card. */
export function AddAlumniButton() {
  const drafting = useDrafting();
  const editor = useRecordEditor(drafting ? alumniDraftEditor : alumniEditor);
  return (
    <>
      <AddButton onClick={editor.add}>Add Alumni</AddButton>
      <AlumniDialog editor={editor} draft={drafting ? DRAFT_FROM_SCREEN : undefined} />
    </>
  );
}

/** Edit and delete on one card (slot alumni.card-actions); an editor has no Delete. */
export function AlumniCardActions({ item }: AdminSlots['alumni.card-actions']) {
  const drafting = useDrafting();
  const editor = useRecordEditor(drafting ? alumniDraftEditor : alumniEditor);
  const id = item.alumniId;
  return (
    <div className="alumni-card-actions">
      <ItemActions
        name={item.alumniName}
        busy={editor.pending(id) !== undefined}
        onEdit={() => void editor.edit(id)}
        onDelete={drafting ? undefined : () => void editor.remove(id)}
      />
    </div>
  );
}
