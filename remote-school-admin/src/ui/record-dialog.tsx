import { Fragment, type ReactNode } from 'react';
import type { RecordEditor } from '@school/shared/record-editor';
import { Modal } from '@school/shared/ui/modal';
import { useSave } from './use-save';

/** What the dialog hands its form. */
export interface RecordFormProps<Item, Input> {
  /** The record being edited, as the by-id call answered; null while adding. */
  record: Item | null;
  saving: boolean;
  /** Saves; on success the editor closes, on failure the form stays as it is. */
  onSave(input: Input): Promise<void>;
  onCancel(): void;
}

interface RecordDialogProps<Item, Input> {
  editor: Pick<RecordEditor<Item>, 'state' | 'close' | 'saved'>;
  titles: { add: string; edit: string };
  save(input: Input, record: Item | null): Promise<void>;
  /** Logged when a save fails; nothing shows on screen (docs/product.md#record-screens). */
  failure: string;
  closeOnBackdrop?: boolean;
  children(form: RecordFormProps<Item, Input>): ReactNode;
}

/** The staff and alumni modal: the editor's state in a Modal, the form's save through useSave. */
export function RecordDialog<Item, Input>({ editor, titles, save, failure, closeOnBackdrop, children }: RecordDialogProps<Item, Input>) {
  const { state } = editor;
  const record = state.mode === 'edit' ? state.record : null;
  const { saving, run } = useSave((input: Input) => save(input, record), failure);
  return (
    <Modal open={state.mode !== 'closed'} title={record ? titles.edit : titles.add} onClose={editor.close} busy={saving} closeOnBackdrop={closeOnBackdrop}>
      {/* Keyed by the opening: every opening starts from a fresh form. */}
      <Fragment key={state.mode === 'closed' ? 0 : state.opening}>
        {children({
          record,
          saving,
          onSave: async (input) => {
            if (await run(input)) editor.saved();
          },
          onCancel: editor.close,
        })}
      </Fragment>
    </Modal>
  );
}
