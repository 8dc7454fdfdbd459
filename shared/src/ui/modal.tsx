import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The spec's alumni modal closes on a backdrop click; forms that would lose typing do not. */
  closeOnBackdrop?: boolean;
  /** True while the dialog's work is in flight: Escape and the close button do nothing. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The admin screens' modal dialog, built on the native <dialog>: the page behind is inert,
 * focus stays inside, Escape and the close button close it, and focus goes back to what was
 * focused before it opened.
 */
export function Modal({ open, title, onClose, closeOnBackdrop = false, busy = false, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      // The opener may have gone (a deleted row); then focus stays where the browser puts it.
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="ui-modal"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // React state decides when the dialog closes
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && !busy && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="ui-modal-panel">
          <div className="ui-modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="ui-modal-close" onClick={onClose} disabled={busy} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="ui-modal-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
