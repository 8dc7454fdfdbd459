import { Suspense, useState } from 'react';
import { MediaViewer, type ViewedMedia } from '@school/shared/ui/media-viewer';
import { AdminSlot } from '../features/admin-slot/admin-slot';
import { loadEvents } from '../features/events/events-api';
import { EventList } from '../features/events/event-list';
import { useReloadable } from '../hooks/use-reloadable';
import './page.css';

/** The Event Gallery, /photos, and with a school session /Manage-Activity (spec section 2). */
export default function EventsPage() {
  const [request, reload] = useReloadable(loadEvents);
  const [viewed, setViewed] = useState<ViewedMedia | null>(null);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">Event Gallery</h1>
        <AdminSlot name="events.toolbar" reload={reload} />
      </div>
      <Suspense
        fallback={
          <p className="events-loading" role="status">
            Loading events...
          </p>
        }
      >
        <EventList request={request} reload={reload} onView={setViewed} />
      </Suspense>
      <MediaViewer media={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
