import { mediaUrl, useCatalog } from '@school/shared';
import { eventsCatalog } from '../events-strings';
import type { ViewedMedia } from '@school/shared/ui/media-viewer';
import { ViewerLink } from '@school/shared/ui/viewer-link';
import { AdminSlot } from '../../../ui/admin-slot';
import type { GalleryEvent } from '../api/get-events';
import { formatEventDate } from './event-date';
import './event-list.css';

interface EventListProps {
  events: GalleryEvent[];
  reload: () => void;
  onView: (media: ViewedMedia) => void;
}

/** Each event with its title, date, description and a grid of its images and videos, each a link to its file that opens it in the viewer. */
export function EventList({ events, reload, onView }: EventListProps) {
  const { t } = useCatalog(eventsCatalog);
  if (events.length === 0) return <p className="ui-empty">{t('events.empty')}</p>;

  return (
    <div className="events">
      {events.map((event) => (
        <article key={event.eventId} className="event" aria-labelledby={`event-${event.eventId}`}>
          <header className="event-header">
            <div>
              <h2 id={`event-${event.eventId}`}>{event.eventTitle}</h2>
              <p className="event-date">
                <time dateTime={event.eventDate}>{formatEventDate(event.eventDate)}</time>
              </p>
            </div>
            <AdminSlot name="events.item-actions" item={event.record} reload={reload} />
          </header>
          <p className="event-description">{event.eventDescription}</p>
          <ul className="event-media">
            {event.eventImages.map((path, index) => {
              const label = t('events.photo', { title: event.eventTitle, number: index + 1, count: event.eventImages.length });
              return (
                <li key={path}>
                  <ViewerLink href={mediaUrl(path)} className="event-media-button" dialog onOpen={() => onView({ kind: 'image', src: mediaUrl(path), label })}>
                    <img src={mediaUrl(path)} alt={label} width={320} height={213} loading="lazy" decoding="async" />
                  </ViewerLink>
                </li>
              );
            })}
            {event.eventVideos.map((path, index) => {
              const label = t('events.video', { title: event.eventTitle, number: index + 1, count: event.eventVideos.length });
              return (
                <li key={path}>
                  <ViewerLink
                    href={mediaUrl(path)}
                    className="event-media-button event-media-video"
                    dialog
                    label={t('events.play', { media: label })}
                    onOpen={() => onView({ kind: 'video', src: mediaUrl(path), label })}
                  >
                    <video src={`${mediaUrl(path)}#t=0.5`} preload="metadata" muted playsInline tabIndex={-1} aria-hidden="true" />
                    <span className="event-media-play" aria-hidden="true" />
                  </ViewerLink>
                </li>
              );
            })}
          </ul>
        </article>
      ))}
    </div>
  );
}
