import type { FormEventHandler, ReactNode } from 'react';
import './admin-screen.css';

interface AdminFormProps {
  /** Editing a stored record: the submit button reads Update, else Save (docs/product.md#provider-area). */
  editing: boolean;
  /** The submit button's word where Save does not say it (Register); Saving... while it runs. */
  submitText?: string;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** A failure of the last save, shown above the buttons. */
  failure?: ReactNode;
  children: ReactNode;
}

/** The body of a provider screen's inline add/edit form (RecordDialog in a FormPanel): its fields, then Save or Update and Cancel. */
export function AdminForm({ editing, submitText, saving, onSubmit, onCancel, failure, children }: AdminFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset className="admin-form-fields" disabled={saving}>
        {children}
      </fieldset>
      {failure}
      <div className="admin-form-buttons">
        <button type="submit" className="ui-button ui-button-primary" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : (submitText ?? (editing ? 'Update' : 'Save'))}
        </button>
        <button type="button" className="ui-button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
