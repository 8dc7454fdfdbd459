import { IMAGE_ONLY_MESSAGE, IMAGE_TYPES, requiredText } from './field-rules';

/** Upload limits of docs/product.md#upload-limits: the dialog checks them, the API enforces them. */
export const EVENT_MEDIA_LIMITS = {
  maxImages: 6,
  minNewEventImages: 3,
  maxVideos: 2,
  maxImageBytes: 10 * 1024 * 1024,
  maxVideoBytes: 100 * 1024 * 1024,
  imageTypes: IMAGE_TYPES,
  videoTypes: ['video/mp4', 'video/webm'],
} as const;

/** The form's messages, kept word for word (docs/product.md#exact-texts). */
export const EVENT_MESSAGES = {
  title: 'Title is required',
  date: 'Date is required',
  description: 'Description is required',
  imageType: IMAGE_ONLY_MESSAGE,
  tooManyImages: 'You can only upload up to 6 images.',
  tooFewImages: 'Please upload at least 3 image(s).',
  badVideo: 'Only MP4 or WebM videos are allowed, and each must be less than 100MB.',
  tooManyVideos: 'You can only upload up to 2 videos.',
} as const;

/** The event's text fields with their rules: the dialog and the API apply these. */
export const EVENT_FIELDS = {
  title: requiredText(EVENT_MESSAGES.title),
  date: requiredText(EVENT_MESSAGES.date),
  description: requiredText(EVENT_MESSAGES.description),
};
