import * as z from 'zod';
import { dateTimeInputValue, isoDay, momentOfInput } from '@school/shared/dates';
import { NOTICE_MESSAGES, NoticeInputSchema, type Notice, type NoticeCategory } from '@school/shared/contracts/notices';

const isLocalMoment = (text: string) => momentOfInput(text) !== null;

const { shape } = NoticeInputSchema;

/**
 * The admin's notice form: the contract's rules (NoticeInputSchema's own fields), with the times
 * as their datetime-local inputs hold them, read on the school's clock and sent as ISO; an
 * empty "Expire on" is none. The API checks the same again.
 */
export const NoticeFormSchema = z
  .object({
    category: shape.category,
    title: shape.title,
    body: shape.body,
    date: shape.date,
    publishFrom: z
      .string()
      .refine(isLocalMoment, NOTICE_MESSAGES.publishFromInvalid)
      .transform((text) => momentOfInput(text) ?? ''),
    expireOn: z
      .string()
      .refine((text) => text === '' || isLocalMoment(text), NOTICE_MESSAGES.expireOnInvalid)
      .transform((text) => (text === '' ? null : momentOfInput(text))),
    attachments: shape.attachments,
  })
  .superRefine((input, context) => {
    if (input.expireOn !== null && Date.parse(input.expireOn) <= Date.parse(input.publishFrom)) {
      context.addIssue({ code: 'custom', path: ['expireOn'], message: NOTICE_MESSAGES.expireBeforePublish });
    }
  });
export type NoticeFormValues = z.input<typeof NoticeFormSchema>;
export type NoticeFormOutput = z.output<typeof NoticeFormSchema>;

/** An ISO time as a datetime-local input (step 1 s) shows it, on the school's clock. */
export const toLocalMoment = (iso: string | number): string => dateTimeInputValue(iso, { seconds: true });

/** A new notice's form: dated today, shown from now, never expiring. */
export function newNoticeValues(now: number, category: NoticeCategory = 'notice'): NoticeFormValues {
  return { category, title: { en: '', hi: '' }, body: { en: '', hi: '' }, date: isoDay(now), publishFrom: toLocalMoment(now), expireOn: '', attachments: [] };
}

/** A notice's form, to edit it. */
export function noticeValues(notice: Notice): NoticeFormValues {
  return {
    category: notice.category,
    title: notice.title,
    body: notice.body,
    date: notice.date,
    publishFrom: toLocalMoment(notice.publishFrom),
    expireOn: notice.expireOn ? toLocalMoment(notice.expireOn) : '',
    attachments: notice.attachments.map(({ title, path }) => ({ title, path })),
  };
}
