import { useState, type BaseSyntheticEvent } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifier } from '@school/shared';
import { IMAGE_FIELDS, VIDEO_FIELDS, type EventRecord } from '@school/shared/contracts/records';
import { Field } from '@school/shared/ui/form-field';
import { EVENT_MEDIA_LIMITS } from '@school/shared/contracts/events';
import {
  eventInputSchema,
  isAllowedImage,
  isAllowedVideo,
  type EventInput,
  type EventMedia,
} from '../event-input-schema';
import { saveEvent, saveFailureMessage } from '../api/save-event';
import { MediaPicker } from './media-picker';
import { UploadProgress } from './upload-progress';

const toasts = notifier('admin');

interface EventFormProps {
  /** The event being edited, as the by-id call answered; null adds one. */
  event: EventRecord | null;
  onCancel(): void;
  /** Called after a successful save: the dialog closes and the list reloads. */
  onSaved(): void;
  /** True while saving: the dialog's close control waits too. */
  onBusyChange(busy: boolean): void;
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

/** The event dialog's form (docs/product.md#record-screens): fields, media, validation and saving. */
export function EventForm({ event: previous, onCancel, onSaved, onBusyChange }: EventFormProps) {
  const [progress, setProgress] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<EventInput>({
    resolver: zodResolver(eventInputSchema(previous ? 'edit' : 'add')),
    defaultValues: initialValues(previous),
  });
  // Registered in the order shown, which is the order the first error takes the focus in; the
  // media through controllers so their file inputs can take it like any other field.
  const fields = { title: register('title'), date: register('date'), description: register('description') };
  const imagesRef = useController({ control, name: 'images' }).field.ref;
  const videosRef = useController({ control, name: 'videos' }).field.ref;
  const [images, videos] = useWatch({ control, name: ['images', 'videos'] });

  /**
   * A refused file or one too many is said at once, before anything is sent; a missing minimum
   * waits for Submit, so picking photos one by one does not scold. Once a message shows, every
   * change checks again, so removing the culprit clears it.
   */
  const changeMedia = (name: 'images' | 'videos', next: EventMedia[]) => {
    const allowed = name === 'images' ? isAllowedImage : isAllowedVideo;
    const max = name === 'images' ? EVENT_MEDIA_LIMITS.maxImages : EVENT_MEDIA_LIMITS.maxVideos;
    const refused = next.length > max || next.some((item) => item.kind === 'new' && !allowed(item.file));
    setValue(name, next, { shouldDirty: true, shouldValidate: refused || isSubmitted || Boolean(errors[name]) });
  };

  const save = async (input: EventInput, event?: BaseSyntheticEvent) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    setProgress(0);
    onBusyChange(true);
    try {
      await saveEvent(input, previous, setProgress);
      toasts.success(previous ? 'Event updated successfully!' : 'Event added successfully!');
      onSaved();
    } catch (error) {
      toasts.error(saveFailureMessage(error));
      // The disabled controls dropped the focus; give it back where the user left off.
      requestAnimationFrame(() => form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus());
    } finally {
      onBusyChange(false);
    }
  };

  const editing = previous !== null;
  return (
    <form className="event-admin-form" noValidate onSubmit={handleSubmit(save)}>
      {/* A disabled fieldset disables every control inside it at once while saving. */}
      <fieldset className="event-admin-fields" disabled={isSubmitting}>
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
        <MediaPicker
          kind="image"
          label="Images"
          hint={
            editing
              ? `JPEG, PNG or WebP; up to ${EVENT_MEDIA_LIMITS.maxImages} in all. ${images.length} of ${EVENT_MEDIA_LIMITS.maxImages} chosen.`
              : `JPEG, PNG or WebP; ${EVENT_MEDIA_LIMITS.minNewEventImages} to ${EVENT_MEDIA_LIMITS.maxImages}. ${images.length} of ${EVENT_MEDIA_LIMITS.maxImages} chosen.`
          }
          accept={EVENT_MEDIA_LIMITS.imageTypes}
          items={images}
          isAllowed={isAllowedImage}
          error={errors.images?.message}
          inputRef={imagesRef}
          onChange={(next) => changeMedia('images', next)}
        />
        <MediaPicker
          kind="video"
          label="Videos"
          hint={`Optional. MP4 or WebM, up to 100 MB each; at most ${EVENT_MEDIA_LIMITS.maxVideos}. ${videos.length} of ${EVENT_MEDIA_LIMITS.maxVideos} chosen.`}
          accept={EVENT_MEDIA_LIMITS.videoTypes}
          items={videos}
          isAllowed={isAllowedVideo}
          error={errors.videos?.message}
          inputRef={videosRef}
          onChange={(next) => changeMedia('videos', next)}
        />
        {isSubmitting && <UploadProgress fraction={progress} />}
        <div className="event-admin-form-actions">
          <button type="button" className="ui-button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="ui-button ui-button-primary">
            {isSubmitting ? 'Submitting...' : editing ? 'Update' : 'Submit'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
