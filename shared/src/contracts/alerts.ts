import * as z from 'zod';
import { dateTimeInputValue, momentOfInput, nextDay } from '../dates';
import { moment, recordCalls } from './record-calls';
import { BANNER_ALERTS } from './alerts-showing';

/**
 * The alert banner (issue 16): an urgent message ("School closed tomorrow") a school admin posts
 * for its own site, or the provider for every school's, shown on every page between its start
 * and its end. Times are ISO date-times, stored and answered in UTC (toISOString), so that they
 * compare as text. The admin forms apply these very rules; the banner imports only the types.
 */

export const ALERT_LIMITS = {
  /** Characters of a message, in each language: a strip at the top of the page, not an article. */
  message: 300,
  /** The longest an alert may show: an alert is for now, a standing text belongs on a page. */
  maxDays: 31,
  /** Current and scheduled alerts one school (or the provider, for every school) may have at once. */
  pending: 20,
  /** Alerts the banner shows at once; newer first. */
  banner: BANNER_ALERTS,
} as const;

export const ALERT_MESSAGES = {
  englishRequired: 'Message (English) is required',
  englishTooLong: `Message (English) cannot exceed ${ALERT_LIMITS.message} characters`,
  hindiTooLong: `Message (Hindi) cannot exceed ${ALERT_LIMITS.message} characters`,
  startsAtInvalid: 'Start: a date and time is required',
  endsAtInvalid: 'End: a date and time is required',
  endBeforeStart: 'The end must be after the start',
  tooLong: `An alert can show for at most ${ALERT_LIMITS.maxDays} days`,
  endPassed: 'The end has already passed',
  tooMany: `At most ${ALERT_LIMITS.pending} alerts can be current or scheduled at once. End or delete one first.`,
  notFound: 'Alert not found',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A message in English (required) and Hindi (may be empty: the banner then shows the English). */
export const AlertTextSchema = z.strictObject({
  en: z.string().trim().min(1, ALERT_MESSAGES.englishRequired).max(ALERT_LIMITS.message, ALERT_MESSAGES.englishTooLong),
  hi: z.string().trim().max(ALERT_LIMITS.message, ALERT_MESSAGES.hindiTooLong),
});
export type AlertText = z.infer<typeof AlertTextSchema>;

const inputShape = {
  message: AlertTextSchema,
  startsAt: moment(ALERT_MESSAGES.startsAtInvalid),
  endsAt: moment(ALERT_MESSAGES.endsAtInvalid),
};

/** The end after the start, at most maxDays later, and still to come (checked when the input is parsed). */
function checkTiming(input: { startsAt: string; endsAt: string }, context: z.core.$RefinementCtx) {
  const start = Date.parse(input.startsAt);
  const end = Date.parse(input.endsAt);
  if (end <= start) context.addIssue({ code: 'custom', path: ['endsAt'], message: ALERT_MESSAGES.endBeforeStart });
  else if (end - start > ALERT_LIMITS.maxDays * DAY_MS) context.addIssue({ code: 'custom', path: ['endsAt'], message: ALERT_MESSAGES.tooLong });
  else if (end <= Date.now()) context.addIssue({ code: 'custom', path: ['endsAt'], message: ALERT_MESSAGES.endPassed });
}

const calls = recordCalls(inputShape, checkTiming);

/** POST …/Alert/Add: a new alert of the caller's scope (its school, or every school for the provider). */
export const AlertInputSchema = calls.input;
export type AlertInput = z.infer<typeof AlertInputSchema>;
/** POST …/Alert/Update: the alert, replaced whole. */
export const AlertUpdateSchema = calls.update;

/** POST …/Alert/End and …/Alert/Delete: which alert. */
export const AlertIdSchema = calls.id;

/** POST …/Alert/GetAll: no field (the scope is the caller's). */
export const AlertListRequestSchema = calls.list;

export const ALERT_SCOPES = ['school', 'all'] as const;

/** One alert as the admin screens list it. `scope` 'all': the provider's, on every school's site. */
export const AlertSchema = z.object({
  id: z.int(),
  message: z.object({ en: z.string(), hi: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  scope: z.enum(ALERT_SCOPES),
  updatedAt: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

/** The scope's alerts: current and scheduled ones, then the latest ended ones; newest start first. */
export const AlertListSchema = z.object({ items: z.array(AlertSchema) });
export type AlertList = z.infer<typeof AlertListSchema>;

/** Where an alert stands at `now` (ms): the admin screens group them so. */
export function alertState(alert: Pick<Alert, 'startsAt' | 'endsAt'>, now: number): 'current' | 'scheduled' | 'ended' {
  if (Date.parse(alert.endsAt) <= now) return 'ended';
  return Date.parse(alert.startsAt) > now ? 'scheduled' : 'current';
}

/**
 * One alert as the banner shows it: its words, when it starts and ends (it shows between them,
 * by the page's clock), and its version (a changed alert shows again after a dismiss).
 */
export const BannerAlertSchema = AlertSchema.omit({ scope: true });
export type BannerAlert = z.infer<typeof BannerAlertSchema>;

/**
 * A school's alerts for its banner, newest start first: GET /api/Site/Alerts?school=<code>
 * answers those showing now; the school's /alerts.json, which the renderer writes at every
 * change, also those scheduled (its own and every school's), so a page reads it as a file and
 * shows each from its start (alerts-showing.ts).
 */
export const SiteAlertsSchema = z.object({ alerts: z.array(BannerAlertSchema) });
export type SiteAlerts = z.infer<typeof SiteAlertsSchema>;

/** A datetime-local input's value, read on the school's clock, as ISO (momentOfInput). */
const localMoment = (message: string) =>
  z
    .string()
    .refine((text) => momentOfInput(text) !== null, message)
    .transform((text) => momentOfInput(text) ?? '');

/**
 * The admin forms' alert: the times as their datetime-local inputs hold them, read on the
 * school's clock (India's, as every time the screens show) and sent as ISO; the same rules as
 * the API's (checkTiming).
 */
export const AlertFormSchema = z
  .object({ message: AlertTextSchema, startsAt: localMoment(ALERT_MESSAGES.startsAtInvalid), endsAt: localMoment(ALERT_MESSAGES.endsAtInvalid) })
  .superRefine(checkTiming);
export type AlertFormValues = z.input<typeof AlertFormSchema>;

/** An ISO time as a datetime-local input shows it, on the school's clock, to the minute. */
export const toLocalInput = (iso: string | number): string => dateTimeInputValue(iso);

/** A new alert's form: from now until the same time tomorrow. */
export function newAlertValues(now: number): AlertFormValues {
  return { message: { en: '', hi: '' }, startsAt: toLocalInput(now), endsAt: toLocalInput(nextDay(now)) };
}

/** An alert's form, to edit it. */
export const alertValues = (alert: Alert): AlertFormValues => ({ message: alert.message, startsAt: toLocalInput(alert.startsAt), endsAt: toLocalInput(alert.endsAt) });
