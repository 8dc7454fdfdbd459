import { useState } from 'react';
import { MediaViewer, type ViewedMedia } from '@school/shared/ui/media-viewer';
import { AdminSlot } from '../features/admin-slot/components/admin-slot';
import { loadEvents } from '../features/events/api/events-api';
import { EventList } from '../features/events/components/event-list';
import { useLoad } from '@school/shared/use-load';
import './page.css';

/** The Event Gallery, /photos, and with a school session /Manage-Activity (spec section 2). */
export function EventsPage() {
  const { loading, data: events, reload } = useLoad(loadEvents);
  const [viewed, setViewed] = useState<ViewedMedia | null>(null);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">Event Gallery</h1>
        <AdminSlot name="events.toolbar" reload={reload} />
      </div>
      {loading && (
        <p className="page-message" role="status">
          Loading events...
        </p>
      )}
      {/* Kept on screen while an admin's change reloads it: the page keeps its scroll and the
          Edit button its focus. */}
      {events && <EventList events={events} reload={reload} onView={setViewed} />}
      <MediaViewer media={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
