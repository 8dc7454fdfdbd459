import { isHttpError, session, withSchool } from '@school/shared';
import type { EventRecord } from '@school/shared/contracts/records';
import { postRecordForm, type DraftSaving } from '../../../ui/drafts/save-record-draft';
import type { EventInput, EventMedia } from '../event-input-schema';

/**
 * The multipart form of /School/Activity/Add and /Update (docs/product.md#api-calls). Kept media go back as
 * their stored paths in Img{n} / Video{n}; new files follow in Img{n}File / Video{n}File,
 * numbered after the kept ones so every slot name is used once. The server takes the author and
 * the times from the token and its clock; the audit fields are sent because the spec's form has
 * them. `previous` is the event being edited, as the by-id call answered; null adds one.
 */
export function eventFormData(input: EventInput, previous: EventRecord | null, now = new Date()): FormData {
  const form = new FormData();
  form.append('Title', input.title);
  form.append('Description', input.description);
  form.append('ActivityDate', input.date);
  form.append('Active', 'true'); // events always send active true (docs/product.md#record-fields)
  form.append('SchoolId', session.schoolId() ?? '');
  withSchool('SchoolCode', form);
  form.append('CreatedBy', String(previous?.createdBy ?? 1));
  form.append('LastModifiedBy', '1');
  form.append('CreatedDate', previous?.createdDate ?? now.toISOString());
  form.append('LastModifiedDate', now.toISOString());
  if (previous) form.append('activityGalleryid', String(previous.activityGalleryid));
  appendMedia(form, 'Img', input.images);
  appendMedia(form, 'Video', input.videos);
  return form;
}

function appendMedia(form: FormData, prefix: 'Img' | 'Video', media: EventMedia[]): void {
  const kept = media.flatMap((item) => (item.kind === 'kept' ? [item.path] : []));
  const added = media.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
  kept.forEach((path, index) => form.append(`${prefix}${index + 1}`, path));
  added.forEach((file, index) => form.append(`${prefix}${kept.length + index + 1}File`, file, file.name));
}

/**
 * Sends the event; `onProgress` hears the share of the body uploaded so far (0 to 1), which is
 * what a large video makes worth showing. With `draft`, the same form is an editor's draft
 * (decision 013).
 */
export async function saveEvent(input: EventInput, previous: EventRecord | null, onProgress: (fraction: number) => void, draft?: DraftSaving): Promise<void> {
  const path = previous ? '/School/Activity/Update' : '/School/Activity/Add';
  await postRecordForm(path, eventFormData(input, previous), draft && { type: 'event', saving: draft }, {
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(Math.min(loaded / total, 1));
    },
  });
}

/**
 * The save failure toast (docs/product.md#exact-texts): an HTTP failure shows the server's Message field (the
 * API spells it `message`), else 'Failed to save event'; anything else is unexpected.
 */
export function saveFailureMessage(error: unknown): string {
  if (!isHttpError(error)) return 'An unexpected error occurred.';
  const data = error.response?.data;
  if (data && typeof data === 'object') {
    const { Message, message } = data as { Message?: unknown; message?: unknown };
    if (typeof Message === 'string' && Message) return Message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Failed to save event';
}

