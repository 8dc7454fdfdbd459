import { useState, type ReactNode } from 'react';
import { useRecordEditor, type RecordEditor } from '@school/shared/record-editor';
import { DoneLine } from '@school/shared/ui/list-status';
import type { DraftSaving } from '../../../ui/drafts/save-record-draft';

interface RecordDraftEditorProps<Item> {
  /** The draft's id. */
  id: number;
  /** The record it changes (null: a new one). */
  recordId: number | null;
  /** The draft as its record's dialog opens it (its feature maps the draft's form onto the record). */
  record: Item;
  onSaved(): void;
  /** The record's own dialog, saving to this draft. */
  dialog(editor: RecordEditor<Item>, draft: DraftSaving): ReactNode;
}

/**
 * The author's Edit of their record draft on its review page (as NoticeDraftEditor is for a
 * notice): the record's own dialog, opened on the draft's values, saving the draft; saved, it is
 * a draft again, to submit again.
 */
export function RecordDraftEditor<Item>({ id, recordId, record, onSaved, dialog }: RecordDraftEditorProps<Item>) {
  const [done, setDone] = useState('');
  const editor = useRecordEditor<Item>({ fetch: async () => record, afterSave: onSaved, fetchFailed: console.error });
  const saving: DraftSaving = { id, recordId, saved: () => setDone('The draft is saved. Submit it when it is ready.') };
  return (
    <>
      <p className="draft-actions">
        <button type="button" className="ui-button" onClick={() => void editor.edit(id)}>
          Edit the draft
        </button>
      </p>
      <DoneLine text={done} />
      {dialog(editor, saving)}
    </>
  );
}
