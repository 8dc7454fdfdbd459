import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import './admin-screen.css';

interface FormPanelProps {
  /** What the form holds: the title is "Add <noun>" or "Edit <noun>". */
  noun: string;
  /** Editing a stored record: the submit button reads Update, else Save (docs/product.md#provider-area). */
  editing: boolean;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** A failure of the last save, shown above the buttons. */
  failure?: ReactNode;
  children: ReactNode;
}

/**
 * The inline add/edit form of the provider screens (docs/product.md#provider-area). It opens above the table
 * with focus on its title, so keyboard and screen-reader users land in it; when it closes,
 * focus goes back to the button that opened it, if that button is still on the page.
 */
export function FormPanel({ noun, editing, submitting, onSubmit, onCancel, failure, children }: FormPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <section className="admin-form-panel" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {`${editing ? 'Edit' : 'Add'} ${noun}`}
      </h3>
      <form noValidate onSubmit={onSubmit}>
        <fieldset className="admin-form-fields" disabled={submitting}>
          {children}
        </fieldset>
        {failure}
        <div className="admin-form-buttons">
          <button type="submit" className="ui-button ui-button-primary" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Saving...' : editing ? 'Update' : 'Save'}
          </button>
          <button type="button" className="ui-button" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
