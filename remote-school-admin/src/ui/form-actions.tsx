import type { ReactNode, Ref } from 'react';

interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  submitRef: Ref<HTMLButtonElement>;
  onCancel(): void;
}

/** The foot of an admin modal's form: Cancel, then the form's submit button. */
export function FormActions({ submitLabel, saving, submitRef, onCancel }: FormActionsProps) {
  return (
    <div className="admin-form-actions">
      <button type="button" className="ui-button" onClick={onCancel}>
        Cancel
      </button>
      <button ref={submitRef} type="submit" className="ui-button ui-button-primary" aria-busy={saving || undefined}>
        {submitLabel}
      </button>
    </div>
  );
}

/** What stopped an admin form's save (the server's refusal, a file still uploading), said above its buttons; nothing when empty. */
export function FormFailure({ text }: { text: ReactNode }) {
  return text ? (
    <p className="ui-field-error" role="alert">
      {text}
    </p>
  ) : null;
}
