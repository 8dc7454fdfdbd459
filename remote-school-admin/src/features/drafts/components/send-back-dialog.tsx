import * as z from 'zod';
import { DraftReturnSchema } from '@school/shared/contracts/drafts';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field } from '@school/shared/ui/form-field';
import { Modal } from '@school/shared/ui/modal';
import '../../../ui/admin-form.css';

const CommentSchema = z.object({ comment: DraftReturnSchema.shape.comment });

interface SendBackDialogProps {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSend(comment: string): Promise<void>;
}

/** A publisher's comment for a draft's author, asked for in the one dialog before the draft goes back. */
export function SendBackDialog({ open, busy, onClose, onSend }: SendBackDialogProps) {
  const form = useSchemaForm(CommentSchema, { defaultValues: { comment: '' } });
  const { register, handleSubmit, formState } = form;
  return (
    <Modal open={open} title="Send the draft back" onClose={onClose} busy={busy}>
      <form noValidate onSubmit={(event) => void handleSubmit(({ comment }) => onSend(comment))(event)}>
        <fieldset className="ui-fieldset" disabled={busy}>
          <Field label="Comment for its author" hint="What should change before it can be published." error={formState.errors.comment?.message}>
            {(control) => <textarea rows={4} data-autofocus {...control} {...register('comment')} />}
          </Field>
          <div className="draft-actions">
            <button type="submit" className="ui-button ui-button-primary">
              {busy ? 'Sending…' : 'Send back'}
            </button>
            <button type="button" className="ui-button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
