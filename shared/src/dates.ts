/**
 * Every date, time and count the apps show people, in one place (docs/conventions.md): nothing
 * else calls toLocale*, Intl.DateTimeFormat or builds a date by hand. Moments are shown on the
 * school's clock wherever the reader is; plain days (yyyy-mm-dd) are calendar days no zone moves.
 */

/**
 * The schools are in India and the school profile has no time-zone field, so every school's
 * clock is India's. Should the profile gain one, it replaces this constant.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** The locale of the admin screens (English only): 26 Nov 2026, 19:35. */
const ADMIN_LOCALE = 'en-GB';

type When = Date | string | number;

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant from what the API sends: a Date, an ISO date-time, epoch milliseconds (a number or
 * digits), or a plain day (read as that day's UTC midnight). Null when it is not a date.
 */
function instantOf(when: When): Date | null {
  const date = when instanceof Date ? when : typeof when === 'number' || /^\d+$/.test(when) ? new Date(Number(when)) : new Date(PLAIN_DAY.test(when) ? `${when}T00:00:00Z` : when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A plain day is shown as it is written; anything else on the school's clock. */
const zoneOf = (when: When) => (typeof when === 'string' && PLAIN_DAY.test(when) ? 'UTC' : SCHOOL_TIME_ZONE);

/**
 * One formatter per locale and options, made when first needed: making one costs far more than
 * using it, and a long list (a staff table, the audit log) formats hundreds of dates as it renders.
 * The options are the few written in this module, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

function format(when: When, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = instantOf(when);
  return date ? formatterOf(locale, { ...options, timeZone: zoneOf(when) }).format(date) : '';
}

export interface DayOptions {
  /** The reader's locale (a translator's `intl.locale`, e.g. hi-IN); the admin screens' English by default. */
  locale?: string;
  /** 'short': 26 Nov 2026 (the default); 'long': 26 November 2026; 'numeric': 26/11/2026. */
  month?: 'short' | 'long' | 'numeric';
}

/** A day: 26 Nov 2026, 26 November 2026 or 26/11/2026 (२६ नव॰ २०२६-style in Hindi); '' for no date. */
export function formatDay(when: When, { locale = ADMIN_LOCALE, month = 'short' }: DayOptions = {}): string {
  if (month === 'numeric') return format(when, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return format(when, locale, { day: 'numeric', month, year: 'numeric' });
}

/** A moment on the school's clock, for the admin screens: 26 Nov 2026, 19:35 (19:35:09 with seconds). */
export function formatMoment(when: When, { seconds = false }: { seconds?: boolean } = {}): string {
  return format(when, ADMIN_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', ...(seconds && { second: '2-digit' }), hourCycle: 'h23' });
}

/** An audit entry's time, as the audit screens and their CSV show it: 26 Nov 2026, 7:35:09 pm. */
export function formatAuditMoment(when: When): string {
  return format(when, 'en-IN', { dateStyle: 'medium', timeStyle: 'medium' });
}

/** A clock time on the school's clock: 19:35:09. */
export function formatClock(when: When): string {
  return format(when, ADMIN_LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
}

/** The year on the school's calendar: a moment at 00:10 on 1 January there is of the new year. */
export function schoolYear(when: When): string {
  return format(when, 'en', { year: 'numeric' });
}

/**
 * The day as yyyy-MM-dd on the school's calendar (a plain day stays as it is), for file names and
 * <input type="date">; '' for no date.
 */
export function isoDay(when: When): string {
  return format(when, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/**
 * India's clock in an ISO time, all year (India keeps no daylight saving): what SCHOOL_TIME_ZONE
 * means when a form's typed time is read back.
 */
const SCHOOL_UTC_OFFSET = '+05:30';

/** A <input type="datetime-local">'s value: yyyy-MM-ddTHH:mm, seconds (and milliseconds) optional. */
const INPUT_MOMENT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A moment as a <input type="datetime-local"> holds it (yyyy-MM-ddTHH:mm, :ss with seconds), on
 * the school's clock like every time the screens show, wherever the admin's browser is: the
 * form reads it back there (momentOfInput).
 */
export function dateTimeInputValue(when: When, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = instantOf(when);
  if (!date) return '';
  const parts = formatterOf('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
}

/**
 * What a datetime-local input holds, read on the school's clock, as an ISO time; null when it is
 * no such value or names no real moment (30 February).
 */
export function momentOfInput(text: string): string | null {
  const minute = INPUT_MOMENT.exec(text)?.[1];
  if (!minute) return null;
  const date = new Date(`${text}${SCHOOL_UTC_OFFSET}`);
  // Date rolls 30 February over into March: the day and time read back must be the ones typed.
  return Number.isNaN(date.getTime()) || dateTimeInputValue(date) !== minute ? null : date.toISOString();
}

/** The same clock time on the next calendar day: a day later, as the school's clock never changes. */
export const nextDay = (when: number): number => when + 24 * 60 * 60 * 1000;

/** A count as India groups digits: 1,00,000. */
export const formatCount = (count: number): string => count.toLocaleString('en-IN');
