import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '@school/shared/ui/modal';
import type { EventEditMode } from '../api/save-event';
import { EventForm } from './event-form';

interface EventDialogProps {
  /** What the dialog edits; null while it is closed. */
  target: EventEditMode | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * The event dialog, Add New Event or Edit Event (spec section 2). The form lives only while the
 * dialog is open, so every opening starts from a fresh form. It is placed at the end of the
 * body, not inside the event card it was opened from, so the card's styles do not reach it.
 */
export function EventDialog({ target, onClose, onSaved }: EventDialogProps) {
  const [busy, setBusy] = useState(false);
  return createPortal(
    <Modal open={target !== null} title={target?.mode === 'edit' ? 'Edit Event' : 'Add New Event'} onClose={onClose} busy={busy}>
      {target && <EventForm target={target} onCancel={onClose} onSaved={onSaved} onBusyChange={setBusy} />}
    </Modal>,
    document.body,
  );
}
