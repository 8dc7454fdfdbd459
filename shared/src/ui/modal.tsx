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
  /** The close button's name, in the language shown (the app's catalog gives it, decision 006). */
  closeLabel?: string;
  /**
   * 'panel': a white box with its title (forms, confirmations). 'viewer': a picture or video on a
   * dark screen, its title read out but not shown.
   */
  look?: 'panel' | 'viewer';
  /** A question that needs an answer (a confirmation): announced as an alert dialog. */
  alert?: boolean;
  /** The id of the text that says more than the title, read out with it. */
  describedBy?: string;
  children: ReactNode;
}

/**
 * The one dialog of every screen, built on the native <dialog>: the page behind is inert, focus
 * stays inside, Escape and the close button close it, and focus goes back to what was focused
 * before it opened. On opening, focus goes to the control marked `data-autofocus`, else to the
 * close button. The header is there while closed too (hidden with the dialog), so the close
 * button's name can be checked before anything opens.
 */
export function Modal({ open, title, onClose, closeOnBackdrop = false, busy = false, closeLabel = 'Close', look = 'panel', alert = false, describedBy, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
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
      className={look === 'viewer' ? 'ui-modal ui-modal-viewer' : 'ui-modal'}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // React state decides when the dialog closes
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // The dialog box is the whole screen and the panel sits inside it: a click on the box itself is on the backdrop.
        if (closeOnBackdrop && !busy && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="ui-modal-panel">
        <div className="ui-modal-header">
          <h2 id={titleId} className={look === 'viewer' ? 'ui-visually-hidden' : undefined}>
            {title}
          </h2>
          <button type="button" className="ui-modal-close" onClick={onClose} disabled={busy} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && <div className="ui-modal-body">{children}</div>}
      </div>
    </dialog>
  );
}
