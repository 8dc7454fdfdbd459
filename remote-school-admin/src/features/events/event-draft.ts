import type { RecordDraftChange } from '@school/shared/contracts/drafts';
import { IMAGE_FIELDS, VIDEO_FIELDS, type EventRecord } from '@school/shared/contracts/records';
import { draftMedia, shownDay, shownText, type ShownField } from '../../ui/drafts/record-draft-fields';

/** The slot's stored path, null for none. */
const slot = (change: RecordDraftChange, prefix: 'Img' | 'Video', index: number) => draftMedia(change, `${prefix}${index + 1}`, `${prefix}${index + 1}File`) || null;

/**
 * An event as a draft has it (decision 013): the fields its form sent (save-event.ts names them),
 * each picture and video slot from the path it kept (Img{n}) or the file it brought (Img{n}File);
 * its author and times from the event it changes. The event form opens on it as on a stored event.
 */
export function eventOfDraft(change: RecordDraftChange, current: EventRecord | null): EventRecord {
  const { fields } = change;
  const media = Object.fromEntries([
    ...IMAGE_FIELDS.map((field, index) => [field, slot(change, 'Img', index)]),
    ...VIDEO_FIELDS.map((field, index) => [field, slot(change, 'Video', index)]),
  ]) as Pick<EventRecord, (typeof IMAGE_FIELDS)[number] | (typeof VIDEO_FIELDS)[number]>;
  const kept = current ?? {
    active: true,
    schoolId: Number(fields.SchoolId) || 0,
    schoolCode: fields.SchoolCode ?? '',
    createdBy: null,
    lastModifiedBy: null,
    createdDate: fields.CreatedDate ?? '',
    lastModifiedDate: fields.LastModifiedDate ?? '',
  };
  return {
    ...kept,
    activityGalleryid: change.recordId ?? 0,
    title: fields.Title ?? '',
    activityDate: fields.ActivityDate ?? '',
    description: fields.Description ?? '',
    ...media,
  };
}

/** The last part of a stored path: a video's file name. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** An event's fields as the review page compares them, under the event form's labels. */
export function eventShown(event: EventRecord): ShownField[] {
  const images = IMAGE_FIELDS.flatMap((field) => event[field]?.trim() || []);
  const videos = VIDEO_FIELDS.flatMap((field) => event[field]?.trim() || []);
  return [
    { label: 'Title', text: shownText(event.title) },
    { label: 'Date', text: shownDay(event.activityDate) },
    { label: 'Description', text: shownText(event.description) },
    {
      label: 'Images',
      text: images.length ? '' : 'None',
      pictures: images.map((path, index) => ({ path, alt: `Image ${index + 1} of ${images.length} of ${event.title}` })),
    },
    { label: 'Videos', text: videos.length ? videos.map(fileName).join(', ') : 'None' },
  ];
}
