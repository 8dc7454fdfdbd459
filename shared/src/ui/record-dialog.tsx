import { Fragment, useState, type ReactNode } from 'react';
import type { RecordEditor } from '../hooks/use-record-editor';
import { Modal } from './modal';

/** What the dialog hands its form. */
export interface RecordFormProps<Item, Input> {
  /** The record being edited, as the by-id call answered; null while adding. */
  record: Item | null;
  saving: boolean;
  /** Saves; on success the editor closes, on failure the form stays as it is. */
  onSave(input: Input): Promise<void>;
  onCancel(): void;
  /** What the last failed save of this opening says, for the form to show above its buttons; null if nothing. */
  failure: ReactNode;
}

/** What holds the form: the Modal by default, or a screen's own frame. */
export interface RecordFrameProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** A save is running: the frame keeps itself open. */
  busy: boolean;
  children: ReactNode;
}

interface RecordDialogProps<Item, Input> {
  editor: Pick<RecordEditor<Item>, 'state' | 'close' | 'saved'>;
  titles: { add: string; edit: string };
  save(input: Input, record: Item | null): Promise<void>;
  /**
   * A failed save: a text is only logged with the error (nothing shows for a failed staff or
   * alumni save, docs/product.md#record-screens); a function turns the error into what the form shows.
   */
  failure: string | ((error: unknown) => ReactNode);
  closeOnBackdrop?: boolean;
  /**
   * Where the form shows, when not in the Modal: the provider's screens hold it inline above
   * their tables, as docs/product.md#provider-area has them. The editing is the same either way.
   */
  frame?: (props: RecordFrameProps) => ReactNode;
  children(form: RecordFormProps<Item, Input>): ReactNode;
}

/**
 * The add/edit dialog of every admin screen: the editor's state in the Modal, its form keyed by
 * the opening, its save run here. While it saves, Escape and the close button do nothing.
 */
export function RecordDialog<Item, Input>({ editor, titles, save, failure, closeOnBackdrop, frame, children }: RecordDialogProps<Item, Input>) {
  const { state } = editor;
  const record = state.mode === 'edit' ? state.record : null;
  const opening = state.mode === 'closed' ? 0 : state.opening;
  const [saving, setSaving] = useState(false);
  // Kept with its opening, so a new opening starts without the last one's failure.
  const [failed, setFailed] = useState<{ opening: number; said: ReactNode } | null>(null);

  const onSave = async (input: Input) => {
    setSaving(true);
    setFailed(null);
    try {
      await save(input, record);
    } catch (error) {
      if (typeof failure === 'string') console.error(failure, error);
      else setFailed({ opening, said: failure(error) });
      return;
    } finally {
      setSaving(false);
    }
    editor.saved();
  };

  const held: RecordFrameProps = {
    open: state.mode !== 'closed',
    title: record ? titles.edit : titles.add,
    onClose: editor.close,
    busy: saving,
    // Keyed by the opening: every opening starts from a fresh form.
    children: (
      <Fragment key={opening}>
        {children({ record, saving, onSave, onCancel: editor.close, failure: failed?.opening === opening ? failed.said : null })}
      </Fragment>
    ),
  };
  return frame ? frame(held) : <Modal {...held} closeOnBackdrop={closeOnBackdrop} />;
}
