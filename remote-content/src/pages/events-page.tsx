import { useCallback, useState } from 'react';
import { useCatalog } from '@school/shared';
import { MediaViewer, type ViewedMedia } from '@school/shared/ui/media-viewer';
import { AdminSlot } from '../ui/admin-slot';
import { loadEvents } from '../features/events/api/events-api';
import { EventList } from '../features/events/components/event-list';
import { useLoad } from '@school/shared/use-load';
import { contentCatalog } from '../i18n/content-strings';
import { ListLastUpdated } from '../ui/list-last-updated';
import './page.css';

/** The Event Gallery, /photos, and with a school session /Manage-Activity (docs/product.md#public-lists). */
export function EventsPage() {
  const { t } = useCatalog(contentCatalog);
  const failed = t('events.failed');
  // A switch of language loads them again, so that a failure's toast says it in the new language.
  const { loading, data: events, reload } = useLoad(useCallback(() => loadEvents(failed), [failed]));
  const [viewed, setViewed] = useState<ViewedMedia | null>(null);
  return (
    <>
      <div className="page-heading-row">
        <h1 className="page-title">{t('events.title')}</h1>
        <AdminSlot name="events.toolbar" reload={reload} />
      </div>
      {loading && (
        <p className="page-message" role="status">
          {t('events.loading')}
        </p>
      )}
      {/* Kept on screen while an admin's change reloads it: the page keeps its scroll and the
          Edit button its focus. */}
      {events && <EventList events={events} reload={reload} onView={setViewed} />}
      {events && <ListLastUpdated kind="event" list={events} />}
      <MediaViewer media={viewed} onClose={() => setViewed(null)} close={t('viewer.close')} />
    </>
  );
}
