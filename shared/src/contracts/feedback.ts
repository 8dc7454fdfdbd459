import * as z from 'zod/mini';
import { formatCount } from '../dates';
import { INVALID_EMAIL_MESSAGE, isOptionalEmail } from './field-rules';

/**
 * The Feedback page (GIGW): a visitor's name, e-mail and message, stored for the school admin
 * with a reference number the visitor keeps; and the admin's inbox of them. zod/mini: the
 * public page's form applies these very rules, and its bundle should stay small.
 */

/** The longest each field may be, in characters; the form says so under each field. */
export const FEEDBACK_LIMITS = { name: 100, email: 254, message: 2000 } as const;

const count = formatCount;

export const FEEDBACK_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name cannot exceed ${count(FEEDBACK_LIMITS.name)} characters`,
  emailRequired: 'E-mail is required',
  emailTooLong: `E-mail cannot exceed ${count(FEEDBACK_LIMITS.email)} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message cannot exceed ${count(FEEDBACK_LIMITS.message)} characters`,
  /** The 429s of the flood limits (the form shows the API's message as it comes). */
  tooManyFromYou: 'You have sent several messages in the last hour.',
  /** Addresses of one network count as one sender (api modules/feedback/sender.ts). */
  tooManyFromYourNetwork: 'Several messages have come from your network in the last hour.',
  /** The school's inbox is full, and this network has sent one today already. */
  inboxFull: 'The school has many messages still to read, and one from you today already.',
  tooManyThisHour: 'The school has received a lot of feedback in the last hour.',
  tooManyToday: 'The school has received a lot of feedback today.',
  notFound: 'Feedback not found',
} as const;

/** Trimmed text that must hold something and at most `max` characters. */
const limitedText = (max: number, required: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** What a visitor fills in on the Feedback page. */
export const FeedbackInputSchema = z.object({
  name: limitedText(FEEDBACK_LIMITS.name, FEEDBACK_MESSAGES.nameRequired, FEEDBACK_MESSAGES.nameTooLong),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, FEEDBACK_MESSAGES.emailRequired),
      z.maxLength(FEEDBACK_LIMITS.email, FEEDBACK_MESSAGES.emailTooLong),
      z.refine(isOptionalEmail, INVALID_EMAIL_MESSAGE),
    ),
  message: limitedText(FEEDBACK_LIMITS.message, FEEDBACK_MESSAGES.messageRequired, FEEDBACK_MESSAGES.messageTooLong),
  /**
   * The honeypot: a field no person sees or hears (the form hides it from both), which bots
   * that fill in every field fill in. Feedback that has it is answered as usual and not kept.
   */
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>;

/** POST /api/Site/Feedback: the form, and the code of the page's school (as the other public Site calls name it). */
export const FeedbackSubmitSchema = z.strictObject({
  school: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  ...FeedbackInputSchema.shape,
});

/** The characters of a reference number: no 0/O, 1/I/L, 2/Z, 5/S, 8/B or U/V look-alikes, so it reads out clearly on the phone. */
export const FEEDBACK_REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
/** FB-<year>-<5 of the alphabet>, e.g. FB-2026-7K3Q9. */
export const FEEDBACK_REFERENCE = new RegExp(`^FB-\\d{4}-[${FEEDBACK_REFERENCE_ALPHABET}]{5}$`);

/** What the submit answers: the number the visitor quotes to the school. */
export const FeedbackReceiptSchema = z.object({ reference: z.string() });
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>;

export const FEEDBACK_STATUSES = ['open', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** One feedback as the school admin's inbox lists it. Dates are ISO date-times. */
export const FeedbackItemSchema = z.object({
  reference: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  closedAt: z.nullable(z.string()),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

export const FEEDBACK_PAGE_SIZE = 20;

/** POST /api/School/Feedback/GetAll: a page of the caller's school's feedback, newest first. */
export const FeedbackListRequestSchema = z.strictObject({
  status: z.enum([...FEEDBACK_STATUSES, 'all']),
  page: z.int().check(z.gte(1), z.lte(100_000)),
});
export type FeedbackListRequest = z.infer<typeof FeedbackListRequestSchema>;

export const FeedbackPageSchema = z.object({
  items: z.array(FeedbackItemSchema),
  /** How many of the filter's feedback there are in all. */
  total: z.int(),
  /** How many the school has open and closed, whatever the filter. */
  open: z.int(),
  closed: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;

/** POST /api/School/Feedback/Close and /Reopen: which feedback, by its reference number. */
export const FeedbackReferenceSchema = z.strictObject({
  reference: z.string().check(z.regex(FEEDBACK_REFERENCE, 'Not a feedback reference number')),
});
