import * as z from 'zod/mini';

/**
 * A picture or video of the event dialog: one the event already has (kept unless removed, sent
 * back as its stored path) or a file picked now (sent as a file). Keeping both in one list lets
 * the limits count them together, as spec section 5 asks.
 */
export type EventMedia = { kind: 'kept'; path: string } | { kind: 'new'; file: File };

/** Add New Event or Edit Event: only a new event needs its minimum of images. */
export type EventFormMode = 'add' | 'edit';

/** Upload limits of spec sections 5 and 9 (the API enforces the same ones). */
export const EVENT_MEDIA_LIMITS = {
  maxImages: 6,
  minNewEventImages: 3,
  maxVideos: 2,
  maxVideoBytes: 100 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  videoTypes: ['video/mp4', 'video/webm'],
} as const;

/** The spec's messages, word for word (section 5). */
export const EVENT_MESSAGES = {
  title: 'Title is required',
  date: 'Date is required',
  description: 'Description is required',
  imageType: 'Only JPEG, PNG, or WebP images are allowed.',
  tooManyImages: 'You can only upload up to 6 images.',
  tooFewImages: 'Please upload at least 3 image(s).',
  badVideo: 'Only MP4 or WebM videos are allowed, and each must be less than 100MB.',
  tooManyVideos: 'You can only upload up to 2 videos.',
} as const;

const { imageTypes, videoTypes } = EVENT_MEDIA_LIMITS;

export const isAllowedImage = (file: File): boolean => (imageTypes as readonly string[]).includes(file.type);

export const isAllowedVideo = (file: File): boolean =>
  (videoTypes as readonly string[]).includes(file.type) && file.size <= EVENT_MEDIA_LIMITS.maxVideoBytes;

/** Only files picked now are checked: kept media passed these rules when they were added. */
const everyNewFile = (allowed: (file: File) => boolean) => (items: EventMedia[]) =>
  items.every((item) => item.kind === 'kept' || allowed(item.file));

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * The event dialog's one schema (spec section 5). The order of the media checks is the order
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
    title: requiredText(EVENT_MESSAGES.title),
    date: requiredText(EVENT_MESSAGES.date),
    description: requiredText(EVENT_MESSAGES.description),
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
