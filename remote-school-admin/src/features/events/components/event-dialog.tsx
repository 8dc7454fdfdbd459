import { useState } from 'react';
import { createPortal } from 'react-dom';
import { notifier } from '@school/shared';
import type { EventRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import type { DraftSaving } from '../../../ui/drafts/save-record-draft';
import { saveEvent, saveFailureMessage } from '../api/save-event';
import type { EventInput } from '../event-input-schema';
import { EventForm } from './event-form';

const toasts = notifier('admin');

/**
 * The event dialog, Add New Event or Edit Event (docs/product.md#record-screens). A save shows
 * its upload progress in the form and ends in a toast, as the spec has it. It is placed at the
 * end of the body, not inside the event card it was opened from, so the card's styles do not
 * reach it. With `draft`, its save is an editor's draft (decision 013), which says so itself.
 */
export function EventDialog({ editor, draft }: { editor: RecordEditor<EventRecord>; draft?: DraftSaving }) {
  const [progress, setProgress] = useState(0);
  const save = async (input: EventInput, event: EventRecord | null) => {
    setProgress(0);
    // A draft of a new event opens on the draft's values, but is still of no stored event.
    const previous = draft?.recordId === null ? null : event;
    try {
      await saveEvent(input, previous, setProgress, draft);
    } catch (error) {
      toasts.error(saveFailureMessage(error));
      throw error; // the dialog stays open with every value
    }
    if (!draft) toasts.success(event ? 'Event updated successfully!' : 'Event added successfully!');
  };
  return createPortal(
    <RecordDialog editor={editor} titles={{ add: 'Add New Event', edit: 'Edit Event' }} save={save} failure="Failed to save event">
      {(form) => <EventForm {...form} progress={progress} drafting={Boolean(draft)} />}
    </RecordDialog>,
    document.body,
  );
}
