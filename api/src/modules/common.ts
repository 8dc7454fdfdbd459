import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import { isoDay } from '@school/shared/dates';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import type { Database } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';
import { publicSchoolByCode } from '../plugins/tenancy.js';

/**
 * A route's response schemas: its own answers by status, and the `{ message }` every error
 * answers (plugins/errors.ts). Answers are checked against them and carry nothing else. Any
 * zod schema, zod/mini's too (the contracts a public page's bundle also loads are written in it).
 */
export const answers = <Success extends Record<number, z.core.$ZodType>>(success: Success) => ({ ...success, '4xx': MessageSchema, '5xx': MessageSchema });

/** The row a lookup found, or a 404 that says what was not found. */
export async function found<Row>(lookup: Promise<Row | undefined>, notFound: string): Promise<Row> {
  const row = await lookup;
  if (row === undefined) throw new HttpError(404, notFound);
  return row;
}

/** A school's code as the public routes take it, without control characters (PostgreSQL refuses a NUL in text). */
export const SchoolCode = z
  .string()
  .min(1)
  .max(50)
  .refine((code) => ![...code].some((character) => character.charCodeAt(0) < 0x20), 'not a school code');

/** The query of a public read of one school's: `?school=<its code>`. */
export const SchoolQuery = z.strictObject({ school: SchoolCode });

/** The body of a POST that names nothing (the school or the user is the caller's): `{}`, checked as every body is. */
export const NoFields = z.strictObject({});

/** The `active` flag of list requests: only active rows when true, all rows otherwise. */
export const ActiveFilter = z.boolean().optional();

/** The largest id a database row can have (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A number in a body, sent as a number or as digits. Only those: coercing anything else would
 * take true for 1 and [5] for 5.
 */
const wholeNumber = (min: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'a whole number is required' })
    .pipe(z.coerce.number<string | number>().int().min(min).max(MAX_ID));

/** An id in a JSON body: a positive whole number that fits the database. */
export const Id = wholeNumber(1);

/** A school id filter where 0 means every school. */
export const IdOrZero = wholeNumber(0);

/** An id in a multipart field. */
export function formId(value: string | undefined, field: string): number {
  const parsed = Id.safeParse(value ?? '');
  if (!parsed.success) throw new HttpError(400, `${field}: a positive whole number is required`);
  return parsed.data;
}

/**
 * What a save answers when its row changed under it: an update writes only if the row's media
 * are still those it read, so two saves at once cannot both replace a picture (the loser's
 * file would be left with no row naming it).
 */
export const CHANGED_MEANWHILE = 'This record was changed by another save at the same moment. Reload it and try again.';

export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Text of a multipart field: trimmed, with '', 'null' and 'undefined' meaning none. */
export function optionalText(value: string | undefined): string | null {
  const text = value?.trim();
  return text && text !== 'null' && text !== 'undefined' ? text : null;
}

/** A multipart boolean ('true'/'false'); absent means `fallback`. */
export function textFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new HttpError(400, `Expected true or false, got "${value}"`);
}

/**
 * A date as the forms send it: an ISO date or date-time, or epoch milliseconds; 0, '0' or
 * empty mean none (docs/product.md#record-fields). Stored as yyyy-MM-dd.
 */
export function normalizeDate(value: string | undefined, field: string): string | null {
  const text = optionalText(value);
  if (text === null || text === '0') return null;
  const date = /^\d+$/.test(text) ? new Date(Number(text)) : new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `${field}: not a date`);
  return isoDay(date); // the day on the school's calendar, as the forms' date inputs show it
}

/** A date-time as the event form sends it, stored as an ISO string. */
export function normalizeDateTime(value: string | undefined, field: string, message: string): string {
  const text = optionalText(value);
  if (!text) throw new HttpError(400, message);
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `${field}: not a date`);
  return date.toISOString();
}

/** Refuses multipart fields a form does not have, as JSON bodies refuse unknown keys. */
export function onlyFields(fields: Record<string, string>, allowed: readonly string[]): void {
  const unknown = Object.keys(fields).filter((field) => !allowed.includes(field));
  if (unknown.length) throw new HttpError(400, `Unknown field(s): ${unknown.join(', ')}`);
}

/**
 * A multipart field checked by its record's contract (the form applies the very same rule),
 * read as optionalText does: absent, '', 'null' and 'undefined' are ''.
 */
export function formField<T>(rule: z.core.$ZodType<T, string>, value: string | undefined): T {
  const checked = z.safeParse(rule, optionalText(value) ?? '');
  if (!checked.success) throw new HttpError(400, checked.error.issues[0]?.message ?? 'Invalid field');
  return checked.data;
}

/**
 * Whether a public list shows active rows only: always, unless the caller is an admin of that
 * very school asking for all rows (inactive rows are hidden from the public).
 */
export async function activeRowsOnly(db: Kysely<Database>, request: FastifyRequest, schoolCode: string, active: boolean | undefined): Promise<boolean> {
  if (active) return true;
  const principal = request.principal;
  if (principal?.userType !== 'School' || principal.schoolId === null) return true;
  return (await publicSchoolByCode(db, schoolCode)).id !== principal.schoolId;
}

/** The code of a school the caller's token names (it exists: the token was checked against it). */
export async function schoolCodeOf(db: Kysely<Database>, schoolId: number): Promise<string> {
  const code = await schoolCodeIfAny(db, schoolId);
  if (code === undefined) throw new Error(`No school has the id ${schoolId}`);
  return code;
}

/** A school's code, or undefined for a school that is gone (or never was). */
export async function schoolCodeIfAny(db: Kysely<Database>, schoolId: number): Promise<string | undefined> {
  return (await db.selectFrom('schools').select('school_code').where('id', '=', schoolId).executeTakeFirst())?.school_code;
}
