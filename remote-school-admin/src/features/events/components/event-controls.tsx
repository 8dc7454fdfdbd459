import { notifier, useSession } from '@school/shared';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import type { EventRecord } from '@school/shared/contracts/records';
import { useRecordEditor, type RecordEditorOptions } from '@school/shared/record-editor';
import { deleteEvent } from '../api/delete-event';
import { getEvent } from '../api/get-event';
import { ownDraftOrRecord } from '../../../ui/drafts/own-draft';
import { DRAFT_FROM_SCREEN } from '../../../ui/drafts/save-record-draft';
import { eventOfDraft } from '../event-draft';
import { EventDialog } from './event-dialog';
import './events.css';

const toasts = notifier('admin');

/** An editor's save is a draft for a publisher to approve; the server decides, the screen only words it. */
const useDrafting = () => useSession().schoolRole === 'editor';

/**
 * Edits open only once the by-id call returns the event (docs/product.md#record-screens); a delete
 * asks first. An editor's Edit opens their draft of the event, if they have one, and their save
 * leaves the gallery as visitors see it (decision 013).
 */
function eventEditor(reload: () => void, drafting: boolean): RecordEditorOptions<EventRecord> {
  return {
    async fetch(id) {
      const event = await getEvent(id);
      if (!event) throw new Error(`No event ${id} in the answer`);
      return drafting ? ownDraftOrRecord('event', id, event, eventOfDraft) : event;
    },
    delete: deleteEvent,
    confirmDelete: 'Are you sure you want to delete this event?',
    afterSave: drafting ? () => undefined : reload,
    afterDelete() {
      toasts.success('Event deleted successfully!');
      reload();
    },
    fetchFailed(error) {
      console.error(error);
      toasts.error('Failed to fetch event details. Please try again.');
    },
    deleteFailed(error) {
      console.error(error);
      toasts.error('Failed to delete event. Please try again.');
    },
  };
}

/** '+ Add Event' on the Event Gallery's toolbar (slot `events.toolbar`). */
export function AddEventButton({ reload }: AdminSlots['events.toolbar']) {
  const drafting = useDrafting();
  const editor = useRecordEditor(eventEditor(reload, drafting));
  return (
    <>
      <button type="button" className="ui-button ui-button-primary" onClick={editor.add}>
        + Add Event
      </button>
      <EventDialog editor={editor} draft={drafting ? DRAFT_FROM_SCREEN : undefined} />
    </>
  );
}

/** Edit and Delete beside each event (slot `events.item-actions`); an editor has no Delete. */
export function EventActions({ item, reload }: AdminSlots['events.item-actions']) {
  const drafting = useDrafting();
  const editor = useRecordEditor(eventEditor(reload, drafting));
  const id = item.activityGalleryid;
  const pending = editor.pending(id);

  // aria-busy rather than disabled while a call runs: disabling the focused button would drop
  // the focus, and the dialog must hand it back to this button when it closes.
  return (
    <div className="event-admin-actions">
      <button type="button" className="ui-button" aria-label={`Edit ${item.title}`} aria-busy={pending === 'edit'} onClick={() => void editor.edit(id)}>
        Edit
      </button>
      {!drafting && (
        <button
          type="button"
          className="ui-button event-admin-delete"
          aria-label={`Delete ${item.title}`}
          aria-busy={pending === 'delete'}
          onClick={() => void editor.remove(id)}
        >
          Delete
        </button>
      )}
      <EventDialog editor={editor} draft={drafting ? DRAFT_FROM_SCREEN : undefined} />
    </div>
  );
}
