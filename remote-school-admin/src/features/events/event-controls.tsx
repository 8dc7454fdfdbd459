import { useState } from 'react';
import { notifier } from '@school/shared';
import type { AdminSlots } from '@school/shared/contracts/admin-slots';
import { deleteEvent } from './api/delete-event';
import { getEvent } from './api/get-event';
import type { EventEditMode } from './api/save-event';
import { EventDialog } from './components/event-dialog';
import './events.css';

const toasts = notifier('admin');

/** The event dialog and what it is open on: closed on cancel, closed and the list reloaded on save. */
function useEventDialog(reload: () => void) {
  const [target, setTarget] = useState<EventEditMode | null>(null);
  const close = () => setTarget(null);
  const saved = () => {
    close();
    reload();
  };
  return { open: setTarget, dialog: <EventDialog target={target} onClose={close} onSaved={saved} /> };
}

/** '+ Add Event' on the Event Gallery's toolbar (slot `events.toolbar`). */
export function AddEventButton({ reload }: AdminSlots['events.toolbar']) {
  const { open, dialog } = useEventDialog(reload);
  return (
    <>
      <button type="button" className="ui-button ui-button-primary" onClick={() => open({ mode: 'add' })}>
        + Add Event
      </button>
      {dialog}
    </>
  );
}

/** Edit and Delete beside each event (slot `events.item-actions`). */
export function EventActions({ item, reload }: AdminSlots['events.item-actions']) {
  const { open, dialog } = useEventDialog(reload);
  const [pending, setPending] = useState<'edit' | 'delete' | null>(null);

  // Edit mode starts only after the by-id fetch returns the event (spec section 4).
  const edit = async () => {
    if (pending) return;
    setPending('edit');
    try {
      const event = await getEvent(item.activityGalleryid);
      if (event) open({ mode: 'edit', event });
      else toasts.error('Failed to fetch event details. Please try again.');
    } catch (error) {
      console.error(error);
      toasts.error('Failed to fetch event details. Please try again.');
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    if (pending || !window.confirm('Are you sure you want to delete this event?')) return;
    setPending('delete');
    try {
      await deleteEvent(item.activityGalleryid);
      toasts.success('Event deleted successfully!');
      reload();
    } catch (error) {
      console.error(error);
      toasts.error('Failed to delete event. Please try again.');
    } finally {
      setPending(null);
    }
  };

  // aria-busy rather than disabled while a call runs: disabling the focused button would drop
  // the focus, and the dialog must hand it back to this button when it closes.
  return (
    <div className="event-admin-actions">
      <button type="button" className="ui-button" aria-label={`Edit ${item.title}`} aria-busy={pending === 'edit'} onClick={edit}>
        Edit
      </button>
      <button
        type="button"
        className="ui-button event-admin-delete"
        aria-label={`Delete ${item.title}`}
        aria-busy={pending === 'delete'}
        onClick={remove}
      >
        Delete
      </button>
      {dialog}
    </div>
  );
}
