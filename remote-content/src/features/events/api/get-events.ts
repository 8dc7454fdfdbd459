import { apiPost, withSchool } from '@school/shared';
import { IMAGE_FIELDS, VIDEO_FIELDS, type EventRecord } from '@school/shared/contracts/records';

/** The client view of an event (docs/product.md#record-fields): blank media entries are dropped. */
export interface GalleryEvent {
  eventId: number;
  eventTitle: string;
  eventDate: string;
  eventDescription: string;
  eventImages: string[];
  eventVideos: string[];
  record: EventRecord;
}

const present = (paths: (string | null)[]) => paths.filter((path): path is string => Boolean(path?.trim()));

function toGalleryEvent(record: EventRecord): GalleryEvent {
  return {
    eventId: record.activityGalleryid,
    eventTitle: record.title,
    eventDate: record.activityDate,
    eventDescription: record.description,
    eventImages: present(IMAGE_FIELDS.map((field) => record[field])),
    eventVideos: present(VIDEO_FIELDS.map((field) => record[field])),
    record,
  };
}

/** POST /School/Activity/GetAll with the school's code, as JSON and with no token (docs/product.md#api-calls). */
export async function getEvents(signal?: AbortSignal): Promise<GalleryEvent[]> {
  const records = await apiPost<EventRecord[]>('/School/Activity/GetAll', { active: true, ...withSchool('schoolcode') }, { signal });
  return records.map(toGalleryEvent);
}
