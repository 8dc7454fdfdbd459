import * as z from 'zod/mini';
import { EVENT_FIELDS, EVENT_MEDIA_LIMITS, EVENT_MESSAGES } from '@school/shared/contracts/events';

/**
 * A picture or video of the event dialog: one the event already has (kept unless removed, sent
 * back as its stored path) or a file picked now (sent as a file). Keeping both in one list lets
 * the limits count them together, as docs/product.md#upload-limits has it.
 */
export type EventMedia = { kind: 'kept'; path: string } | { kind: 'new'; file: File };

/** Add New Event or Edit Event: only a new event needs its minimum of images. */
export type EventFormMode = 'add' | 'edit';

const { imageTypes, videoTypes } = EVENT_MEDIA_LIMITS;

export const isAllowedImage = (file: File): boolean => imageTypes.includes(file.type) && file.size <= EVENT_MEDIA_LIMITS.maxImageBytes;

export const isAllowedVideo = (file: File): boolean =>
  (videoTypes as readonly string[]).includes(file.type) && file.size <= EVENT_MEDIA_LIMITS.maxVideoBytes;

/** Only files picked now are checked: kept media passed these rules when they were added. */
const everyNewFile = (allowed: (file: File) => boolean) => (items: EventMedia[]) =>
  items.every((item) => item.kind === 'kept' || allowed(item.file));

/**
 * The event dialog's one schema (docs/product.md#upload-limits). The order of the media checks is the order
 * their messages win when several are broken: a refused file first, since removing it may
 * settle the count too.
 */
export function eventInputSchema(mode: EventFormMode) {
  const imageChecks: z.core.$ZodCheck<EventMedia[]>[] = [
    z.refine(everyNewFile(isAllowedImage), EVENT_MESSAGES.imageType),
    z.maxLength(EVENT_MEDIA_LIMITS.maxImages, EVENT_MESSAGES.tooManyImages),
  ];
  if (mode === 'add') imageChecks.push(z.minLength(EVENT_MEDIA_LIMITS.minNewEventImages, EVENT_MESSAGES.tooFewImages));

  return z.object({
    ...EVENT_FIELDS,
    images: z.array(z.custom<EventMedia>()).check(...imageChecks),
    videos: z
      .array(z.custom<EventMedia>())
      .check(
        z.refine<EventMedia[]>(everyNewFile(isAllowedVideo), EVENT_MESSAGES.badVideo),
        z.maxLength(EVENT_MEDIA_LIMITS.maxVideos, EVENT_MESSAGES.tooManyVideos),
      ),
  });
}

export type EventInput = z.infer<ReturnType<typeof eventInputSchema>>;
