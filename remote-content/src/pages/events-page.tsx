import { useState } from 'react';
import { useCatalog } from '@school/shared';
import { MediaViewer, type ViewedMedia } from '@school/shared/ui/media-viewer';
import { AdminSlot } from '../ui/admin-slot';
import { getEvents } from '../features/events/api/get-events';
import { EventList } from '../features/events/components/event-list';
import { eventsCatalog } from '../features/events/events-strings';
import { contentCatalog } from '../i18n/content-strings';
import { PublicListShown, usePublicList } from '../ui/public-list';
import './page.css';

/** The Event Gallery, /photos, and with a school session /Manage-Activity (docs/product.md#public-lists). */
export function EventsPage() {
  const { t } = useCatalog(eventsCatalog);
  const content = useCatalog(contentCatalog);
  // The spec's toast, in its words whatever the server said.
  const { list: events, reload } = usePublicList(getEvents, 'events', () => t('events.failed'));
  const [viewed, setViewed] = useState<ViewedMedia | null>(null);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">{t('events.title')}</h1>
        <AdminSlot name="events.toolbar" reload={reload} />
      </div>
      {/* Kept on screen while an admin's change reloads it: the page keeps its scroll and the
          Edit button its focus. */}
      <PublicListShown list={events} kind="event" loading={t('events.loading')}>
        {(shown) => <EventList events={shown} reload={reload} onView={setViewed} />}
      </PublicListShown>
      <MediaViewer media={viewed} onClose={() => setViewed(null)} close={content.t('viewer.close')} />
    </>
  );
}
