import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { EventRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { Modal } from '@school/shared/ui/modal';
import { EventForm } from './event-form';

/**
 * The event dialog, Add New Event or Edit Event (docs/product.md#record-screens). The form saves by itself, with
 * its upload progress and toasts, so the dialog only tells the editor when it has. It is placed
 * at the end of the body, not inside the event card it was opened from, so the card's styles do
 * not reach it.
 */
export function EventDialog({ editor }: { editor: RecordEditor<EventRecord> }) {
  const [busy, setBusy] = useState(false);
  const { state } = editor;
  return createPortal(
    <Modal open={state.mode !== 'closed'} title={state.mode === 'edit' ? 'Edit Event' : 'Add New Event'} onClose={editor.close} busy={busy}>
      {state.mode !== 'closed' && (
        <EventForm
          key={state.opening}
          event={state.mode === 'edit' ? state.record : null}
          onCancel={editor.close}
          onSaved={editor.saved}
          onBusyChange={setBusy}
        />
      )}
    </Modal>,
    document.body,
  );
}
