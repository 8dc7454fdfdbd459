import { useMemo, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { IMAGE_FIELDS, VIDEO_FIELDS, type EventRecord } from '@school/shared/contracts/records';
import { EVENT_MEDIA_LIMITS } from '@school/shared/contracts/events';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field } from '@school/shared/ui/form-field';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { FormActions } from '../../../ui/form-actions';
import { useFocusAfterFailedSave } from '../../../ui/use-save';
import { DRAFT_SUBMIT } from '../../../ui/drafts/save-record-draft';
import { eventInputSchema, isAllowedImage, isAllowedVideo, type EventInput, type EventMedia } from '../event-input-schema';
import { MediaPicker } from './media-picker';
import { UploadProgress } from './upload-progress';
import '../../../ui/admin-form.css';

interface EventFormProps extends RecordFormProps<EventRecord, EventInput> {
  /** How much of the save's files has been sent, 0 to 1. */
  progress: number;
  /** An editor's form: its save is a draft (decision 013). */
  drafting: boolean;
}

type MediaName = 'images' | 'videos';

const { maxImages, maxVideos, minNewEventImages } = EVENT_MEDIA_LIMITS;

/** The two media fields: what each takes, and how many. */
const MEDIA = {
  images: { picker: { kind: 'image', label: 'Images', accept: EVENT_MEDIA_LIMITS.imageTypes, isAllowed: isAllowedImage }, max: maxImages },
  videos: { picker: { kind: 'video', label: 'Videos', accept: EVENT_MEDIA_LIMITS.videoTypes, isAllowed: isAllowedVideo }, max: maxVideos },
} as const;

function hint(name: MediaName, editing: boolean, chosen: number): string {
  const count = `${chosen} of ${MEDIA[name].max} chosen.`;
  if (name === 'videos') return `Optional. MP4 or WebM, up to 100 MB each; at most ${maxVideos}. ${count}`;
  return editing ? `JPEG, PNG or WebP; up to ${maxImages} in all. ${count}` : `JPEG, PNG or WebP; ${minNewEventImages} to ${maxImages}. ${count}`;
}

function initialValues(event: EventRecord | null): EventInput {
  if (!event) return { title: '', date: '', description: '', images: [], videos: [] };
  const kept = (paths: (string | null)[]): EventMedia[] =>
    paths.filter((path): path is string => Boolean(path?.trim())).map((path) => ({ kind: 'kept', path }));
  return {
    title: event.title,
    date: event.activityDate.slice(0, 10), // the stored date-time, as the date input wants it
    description: event.description,
    images: kept(IMAGE_FIELDS.map((field) => event[field])),
    videos: kept(VIDEO_FIELDS.map((field) => event[field])),
  };
}

/** The event dialog's form (docs/product.md#record-screens): fields, media and validation; the dialog saves. */
export function EventForm({ record: previous, saving, onSave, onCancel, failure, progress, drafting }: EventFormProps) {
  const editing = previous !== null;
  // Only a new event needs its minimum of images. The form lives for one opening: its mode stays.
  const schema = useMemo(() => eventInputSchema(editing ? 'edit' : 'add'), [editing]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useSchemaForm(schema, { defaultValues: initialValues(previous) });
  const submit = useRef<HTMLButtonElement>(null);
  useFocusAfterFailedSave(saving, submit);
  // Registered in the order shown, which is the order the first error takes the focus in; the
  // media through controllers so their file inputs can take it like any other field.
  const fields = { title: register('title'), date: register('date'), description: register('description') };
  const refs = { images: useController({ control, name: 'images' }).field.ref, videos: useController({ control, name: 'videos' }).field.ref };
  const [images, videos] = useWatch({ control, name: ['images', 'videos'] });
  const media = { images, videos };

  /**
   * A refused file or one too many is said at once, before anything is sent; a missing minimum
   * waits for Submit, so picking photos one by one does not scold. Once a message shows, every
   * change checks again, so removing the culprit clears it.
   */
  const changeMedia = (name: MediaName, next: EventMedia[]) => {
    const { picker, max } = MEDIA[name];
    const refused = next.length > max || next.some((item) => item.kind === 'new' && !picker.isAllowed(item.file));
    setValue(name, next, { shouldDirty: true, shouldValidate: refused || isSubmitted || Boolean(errors[name]) });
  };

  return (
    <form className="event-admin-form" noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      {/* A disabled fieldset disables every control inside it at once while saving. */}
      <fieldset className="ui-fieldset" disabled={saving}>
        <legend className="ui-visually-hidden">Event details</legend>
        <Field label="Title" error={errors.title?.message}>
          {(linked) => <input type="text" autoComplete="off" {...linked} {...fields.title} />}
        </Field>
        <Field label="Date" error={errors.date?.message}>
          {(linked) => <input type="date" {...linked} {...fields.date} />}
        </Field>
        <Field label="Description" error={errors.description?.message}>
          {(linked) => <textarea rows={4} {...linked} {...fields.description} />}
        </Field>
        {(['images', 'videos'] as const).map((name) => (
          <MediaPicker
            key={name}
            {...MEDIA[name].picker}
            hint={hint(name, editing, media[name].length)}
            items={media[name]}
            error={errors[name]?.message}
            inputRef={refs[name]}
            onChange={(next) => changeMedia(name, next)}
          />
        ))}
        {saving && <UploadProgress fraction={progress} />}
        {failure}
        <FormActions submitLabel={saving ? 'Submitting...' : drafting ? DRAFT_SUBMIT.add : editing ? 'Update' : 'Submit'} saving={saving} submitRef={submit} onCancel={onCancel} />
      </fieldset>
    </form>
  );
}
