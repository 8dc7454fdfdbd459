import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { editorStore, useRecordEditor, type RecordEditorOptions } from '@school/shared/record-editor';
import { ItemActions } from '../../../ui/item-actions';
import '../../../ui/toolbar-button.css';
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

/** The alumni screen's toolbar (slot alumni.toolbar): Add Alumni, and the modal of every card. */
export function AddAlumniButton() {
  const editor = useRecordEditor(alumniEditor);
  return (
    <>
      <button type="button" className="ui-button ui-button-primary toolbar-button" onClick={editor.add}>
        Add Alumni
      </button>
      <AlumniDialog editor={editor} />
    </>
  );
}

/** Edit and delete on one card (slot alumni.card-actions). */
export function AlumniCardActions({ item }: AdminSlots['alumni.card-actions']) {
  const editor = useRecordEditor(alumniEditor);
  const id = item.alumniId;
  return (
    <div className="alumni-card-actions">
      <ItemActions
        name={item.alumniName}
        busy={editor.pending(id) !== undefined}
        onEdit={() => void editor.edit(id)}
        onDelete={() => void editor.remove(id)}
      />
    </div>
  );
}
