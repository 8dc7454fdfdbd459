import { EVENT_FIELDS, EVENT_MEDIA_LIMITS, EVENT_MESSAGES } from '@school/shared/contracts/events';
import type { EventRecord } from '@school/shared/contracts/records';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Activity } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { placements, storedPath, type FileRule, type ReceivedFile } from '../../uploads/multipart-form.js';
import { formField, normalizeDateTime, optionalText } from '../common.js';
import type { EventValues } from './repository.js';

// The limits and messages of the event dialog (its own). A picture is kept at
// a page picture's size (1600 px), as the viewer shows it across the screen; videos as they are.
const IMAGE: FileRule = {
  kind: 'image',
  maxBytes: EVENT_MEDIA_LIMITS.maxImageBytes,
  refusal: EVENT_MESSAGES.imageType,
  maxCount: EVENT_MEDIA_LIMITS.maxImages,
  tooMany: EVENT_MESSAGES.tooManyImages,
};
const VIDEO: FileRule = {
  kind: 'video',
  maxBytes: EVENT_MEDIA_LIMITS.maxVideoBytes,
  refusal: EVENT_MESSAGES.badVideo,
  maxCount: EVENT_MEDIA_LIMITS.maxVideos,
  tooMany: EVENT_MESSAGES.tooManyVideos,
};

const KEPT_IMAGE_FIELDS = IMAGE_SLOTS.map((_, index) => `Img${index + 1}`);
const KEPT_VIDEO_FIELDS = VIDEO_SLOTS.map((_, index) => `Video${index + 1}`);
export const FIELDS = [
  'Title', 'Description', 'ActivityDate', 'Active', 'SchoolId', 'SchoolCode', 'CreatedBy', 'LastModifiedBy',
  'CreatedDate', 'LastModifiedDate', 'activityGalleryid', ...KEPT_IMAGE_FIELDS, ...KEPT_VIDEO_FIELDS,
];

export function fileRule(field: string): FileRule | null {
  if (/^Img\d+File$/.test(field)) return IMAGE;
  if (/^Video\d+File$/.test(field)) return VIDEO;
  return null;
}

/** An event as docs/product.md#record-fields names the fields. */
export function eventDto(row: Activity, schoolCode: string): EventRecord {
  // Built from the slot lists, so its type is asserted: the route's response schema checks it.
  return {
    activityGalleryid: row.id,
    title: row.title,
    activityDate: row.activity_date,
    description: row.description,
    ...Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, row[slot]])),
    ...Object.fromEntries(VIDEO_SLOTS.map((slot) => [slot, row[slot]])),
    active: row.active === 1,
    schoolId: row.school_id,
    schoolCode,
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
    createdDate: row.created_date,
    lastModifiedDate: row.last_modified_date,
  } as EventRecord;
}

const mediaOf = (row: Activity | null) => ({
  images: row ? IMAGE_SLOTS.map((slot) => row[slot]).filter((path): path is string => Boolean(path)) : [],
  videos: row ? VIDEO_SLOTS.map((slot) => row[slot]).filter((path): path is string => Boolean(path)) : [],
});

/** The event's text fields (multipart, docs/product.md#api-calls), checked by the contract's rules. */
export function eventText(fields: Record<string, string>) {
  return {
    title: formField(EVENT_FIELDS.title, fields.Title),
    activity_date: normalizeDateTime(fields.ActivityDate, 'ActivityDate', EVENT_MESSAGES.date),
    description: formField(EVENT_FIELDS.description, fields.Description),
  };
}

/** The media columns: the kept and new paths in order, the remaining slots empty. */
export function mediaColumns(images: string[], videos: string[]): Pick<EventValues, (typeof IMAGE_SLOTS)[number] | (typeof VIDEO_SLOTS)[number]> {
  return {
    ...Object.fromEntries(IMAGE_SLOTS.map((slot, index) => [slot, images[index] ?? null])),
    ...Object.fromEntries(VIDEO_SLOTS.map((slot, index) => [slot, videos[index] ?? null])),
  } as Pick<EventValues, (typeof IMAGE_SLOTS)[number] | (typeof VIDEO_SLOTS)[number]>;
}

/** What the original clients read back after a save: Id, Img1..Img6, Video1..Video2 and a message. */
export function savedAnswer(row: Activity, mode: 'add' | 'update') {
  return {
    Id: row.id,
    ...Object.fromEntries(IMAGE_SLOTS.slice(0, 6).map((slot, index) => [`Img${index + 1}`, row[slot]])),
    ...Object.fromEntries(VIDEO_SLOTS.slice(0, 2).map((slot, index) => [`Video${index + 1}`, row[slot]])),
    message: mode === 'add' ? 'Event added successfully!' : 'Event updated successfully!',
  };
}

/**
 * The event's media after a save: kept ones come back as their paths in Img{n} and Video{n}
 * (they must be the event's own), new files in Img{n}File and Video{n}File (docs/product.md#api-calls);
 * the limits count kept and new together. Also where each new file goes, and which of the
 * event's files the save leaves unused.
 */
export function eventMedia(fields: Record<string, string>, files: ReceivedFile[], previous: Activity | null, mode: 'add' | 'update', schoolId: number) {
  const before = mediaOf(previous);
  const kept = (names: string[]) => names.map((field) => optionalText(fields[field])).filter((path): path is string => Boolean(path));
  const keptImages = kept(KEPT_IMAGE_FIELDS);
  const keptVideos = kept(KEPT_VIDEO_FIELDS);
  if (keptImages.some((path) => !before.images.includes(path)) || keptVideos.some((path) => !before.videos.includes(path))) {
    throw new HttpError(400, 'A kept image or video is not one of this event’s own');
  }
  const newImages = files.filter((file) => file.type.startsWith('image/'));
  const newVideos = files.filter((file) => file.type.startsWith('video/'));
  const imageCount = keptImages.length + newImages.length;
  if (imageCount > EVENT_MEDIA_LIMITS.maxImages) throw new HttpError(400, EVENT_MESSAGES.tooManyImages);
  if (mode === 'add' && imageCount < EVENT_MEDIA_LIMITS.minNewEventImages) throw new HttpError(400, EVENT_MESSAGES.tooFewImages);
  if (keptVideos.length + newVideos.length > EVENT_MEDIA_LIMITS.maxVideos) throw new HttpError(400, EVENT_MESSAGES.tooManyVideos);

  const stored = new Map(files.map((file) => [file, storedPath(schoolId, 'events', file)]));
  const storedOf = (file: ReceivedFile) => stored.get(file)!;
  // A picture is placed with its narrower copies, as a page's is.
  const moves = files.flatMap((file) => placements(file, storedOf(file)));
  const images = [...keptImages, ...newImages.map(storedOf)];
  const videos = [...keptVideos, ...newVideos.map(storedOf)];
  const replaced = [...before.images, ...before.videos].filter((path) => !images.includes(path) && !videos.includes(path));
  return { images, videos, moves, replaced };
}
