import * as z from 'zod';
import { formatCount } from '../dates';
import { MEDIA_FOLDER_PATTERN, paragraphs } from './page-fields';
import { moment, recordCalls } from './record-calls';
import { ATTACHMENT_FORMATS, NOTICE_CATEGORIES, NOTICE_LIMITS, NOTICE_STATUSES } from './notice-values';
import { listPageSchema } from './list-page';

// The parts without zod (names, limits, routes, helpers) live in notice-values.ts, which the
// public pages import; they are this contract's too.
export * from './notice-values';

/**
 * Notices and circulars (issue 16): what a school publishes for parents, with its date,
 * category, attachments (PDFs and pictures uploaded first, through POST /School/Page/Upload, as
 * a page's files are: decision 005) and scheduled publishing. Times are ISO date-times, stored
 * and answered in UTC (toISOString), so they compare as text. The admin's forms apply these
 * very rules; the public pages import only the types, and notice-values.ts (no zod).
 *
 * Screens (A2): a public route `/notices/:id` shows one notice (noticePath); the RSS feed's
 * items link there.
 */

export const NOTICE_MESSAGES = {
  titleRequired: 'Title (English) is required',
  titleTooLong: `Title cannot exceed ${NOTICE_LIMITS.title} characters`,
  dateInvalid: 'Date: a date is required',
  publishFromInvalid: 'Publish from: a date and time is required',
  expireOnInvalid: 'Expire on: a date and time, or none',
  expireBeforePublish: 'Expire on must be after Publish from',
  attachmentTitleRequired: 'Each attachment needs a title (English)',
  attachmentTitleTooLong: `An attachment’s title cannot exceed ${NOTICE_LIMITS.attachmentTitle} characters`,
  attachmentPathInvalid: 'Upload the file again',
  tooManyAttachments: `At most ${NOTICE_LIMITS.attachments} attachments`,
  attachmentMissing: 'An attachment is missing: upload it again.',
  tooMany: `A school can have at most ${formatCount(NOTICE_LIMITS.perSchool)} notices. Delete old ones first.`,
  /** Update of a published notice that would turn it into a circular or a circular into something else. */
  circularCategoryFixed: 'A published circular stays a circular, and a published notice cannot become a circular: its number is fixed.',
  alreadyPublished: 'This notice is already published',
  /** The unique index's backstop (should two publishes ever take one number): nothing was published. */
  numberTaken: 'Another circular was published at the same moment. Try again.',
  /** Update of a notice saved meanwhile by another request. */
  changedMeanwhile: 'This notice was changed by another save at the same moment. Reload it and try again.',
  notFound: 'Notice not found',
} as const;

/** YYYY-MM-DD of a day that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, NOTICE_MESSAGES.dateInvalid)
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
  }, NOTICE_MESSAGES.dateInvalid);

/** A title: English required, Hindi may be empty (the site then shows the English, marked lang="en"). */
const requiredTitle = (max: number, required: string, tooLong: string) =>
  z.strictObject({
    en: z.string().trim().min(1, required).max(max, tooLong),
    hi: z.string().trim().max(max, tooLong).default(''),
  });

/**
 * A file uploaded for the school's pages (POST /School/Page/Upload, `document` or `picture`):
 * uploads/<school's folder>/pages/<uuid>.pdf or .webp. The API checks it is the school's own and still
 * there, and tells its format and size itself.
 */
export const AttachmentPathSchema = z.string().regex(new RegExp(`^uploads/${MEDIA_FOLDER_PATTERN}/pages/[0-9a-f-]{36}\\.(pdf|webp)$`), NOTICE_MESSAGES.attachmentPathInvalid);

/** An attachment as the admin sends it: its title and the uploaded file. */
export const AttachmentInputSchema = z.strictObject({
  title: requiredTitle(NOTICE_LIMITS.attachmentTitle, NOTICE_MESSAGES.attachmentTitleRequired, NOTICE_MESSAGES.attachmentTitleTooLong),
  path: AttachmentPathSchema,
});
export type AttachmentInput = z.input<typeof AttachmentInputSchema>;

/** An attachment as the API answers it: with its format and size in bytes (the public page shows both). */
export const AttachmentSchema = z.object({
  title: z.object({ en: z.string(), hi: z.string() }),
  path: z.string(),
  format: z.enum(ATTACHMENT_FORMATS),
  bytes: z.int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

const inputShape = {
  category: z.enum(NOTICE_CATEGORIES),
  title: requiredTitle(NOTICE_LIMITS.title, NOTICE_MESSAGES.titleRequired, NOTICE_MESSAGES.titleTooLong),
  /** Paragraphs: a blank line starts a new one (as a page's text). May be empty. */
  body: paragraphs('Text', { max: NOTICE_LIMITS.body }),
  /** The notice's own date, as printed on it: YYYY-MM-DD. */
  date: day,
  /** The public sees it from then on. */
  publishFrom: moment(NOTICE_MESSAGES.publishFromInvalid),
  /** Then it leaves the home page and the list and shows in the archive; null: it never expires. */
  expireOn: moment(NOTICE_MESSAGES.expireOnInvalid).nullable(),
  attachments: z.array(AttachmentInputSchema).max(NOTICE_LIMITS.attachments, NOTICE_MESSAGES.tooManyAttachments).default([]),
};

/** expireOn after publishFrom (checked when the input is parsed). */
function checkDates(input: { publishFrom: string; expireOn: string | null }, context: z.core.$RefinementCtx) {
  if (input.expireOn !== null && Date.parse(input.expireOn) <= Date.parse(input.publishFrom)) {
    context.addIssue({ code: 'custom', path: ['expireOn'], message: NOTICE_MESSAGES.expireBeforePublish });
  }
}

const calls = recordCalls(inputShape, checkDates);

/** POST /api/School/Notice/Add: a new notice of the caller's school, saved as a draft. Answers the Notice (201). */
export const NoticeInputSchema = calls.input;
export type NoticeInput = z.infer<typeof NoticeInputSchema>;
/**
 * POST /api/School/Notice/Update: the notice, replaced whole (its status and number stay). A
 * draft may change everything. A published notice may change its texts, dates, attachments and
 * category, except to or from 'circular' (409 circularCategoryFixed): a circular's number never
 * changes. Attachments it no longer names are removed. Answers the Notice.
 */
export const NoticeUpdateSchema = calls.update;

/**
 * POST /api/School/Notice/Publish: a draft becomes published (409 alreadyPublished if it is).
 * A circular gets its number then: the next of the school's circulars published in that
 * calendar year (India's, circularYearOf), 1, 2, 3…; never changed nor reused, even after a delete. Answers the
 * Notice. The public sees it from its publishFrom.
 *
 * POST /api/School/Notice/Delete: the notice and its attachments' files go. Any notice may be
 * deleted, a published circular too (a school must be able to take down what it published in
 * error); its number is not given again, so the numbers of a year may show a gap. Answers `{ id }`.
 */
export const NoticeIdSchema = calls.id;

/** POST /api/School/Notice/GetAll: no field (the school is the caller's). Answers NoticeList. */
export const NoticeListRequestSchema = calls.list;

/** One notice as the API answers it (the admin's list; the public answers add nothing to it). */
export const NoticeSchema = z.object({
  id: z.int(),
  category: z.enum(NOTICE_CATEGORIES),
  title: z.object({ en: z.string(), hi: z.string() }),
  body: z.object({ en: z.string(), hi: z.string() }),
  date: z.string(),
  publishFrom: z.string(),
  expireOn: z.string().nullable(),
  attachments: z.array(AttachmentSchema),
  status: z.enum(NOTICE_STATUSES),
  /** Set when a circular is published; null otherwise. */
  circularNumber: z.int().nullable(),
  /** The calendar year of the number (the year the circular was published); null while it has none. */
  circularYear: z.int().nullable(),
  updatedAt: z.string(),
  /** When it was published (not when the public sees it: publishFrom); null for a draft. */
  publishedAt: z.string().nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** The school's notices, drafts too, newest date first (the admin groups them with noticeState). */
export const NoticeListSchema = z.object({ items: z.array(NoticeSchema) });
export type NoticeList = z.infer<typeof NoticeListSchema>;

/** Public answers: only published notices, so without status' drafts. */
export type PublicNotice = Notice;

/** The query of the public lists. `page` from 1. */
export const NoticeQuerySchema = z.strictObject({
  school: z.string().trim().min(1).max(50),
  category: z.enum(NOTICE_CATEGORIES).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page: a whole number from 1')
    .transform(Number)
    .refine((page) => page >= 1, 'page: a whole number from 1')
    .optional(),
});
export type NoticeQuery = z.input<typeof NoticeQuerySchema>;

/**
 * A page of a public list, and when the list (all its categories) last changed, for its "Last
 * updated" (null: not since notices began).
 */
export const NoticePageSchema = listPageSchema(NoticeSchema, { changedAt: z.string().nullable() });
export type NoticePage = z.infer<typeof NoticePageSchema>;

/** The home page's board. */
export const NoticeBoardSchema = z.object({ items: z.array(NoticeSchema) });
export type NoticeBoard = z.infer<typeof NoticeBoardSchema>;
