import { apiPost, getConfig, notifier } from '@school/shared';
import { IMAGE_FIELDS, VIDEO_FIELDS, type EventRecord } from '@school/shared/contracts/records';

const toasts = notifier('public');

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

export function toGalleryEvent(record: EventRecord): GalleryEvent {
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

/** POST /School/Activity/GetAll (JSON, no token); a failure shows the spec's toast, `failed` in the language shown. */
export async function loadEvents(failed: string): Promise<GalleryEvent[]> {
  try {
    const records = await apiPost<EventRecord[]>('/School/Activity/GetAll', { active: true, schoolcode: getConfig().SchoolCode });
    return records.map(toGalleryEvent);
  } catch (error) {
    console.error(error);
    toasts.error(failed);
    return [];
  }
}

/**
 * dd-mm-yyyy, as the gallery shows dates. An event has a day, not a time: the form sends a
 * date and the API keeps it as that day's midnight UTC, so the day is read in UTC, the same
 * for a visitor east or west of Greenwich.
 */
export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}
