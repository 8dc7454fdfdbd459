import * as z from 'zod';

/**
 * The audit log (issue 16): every create, update, delete, publish and login, with who, which
 * school, what (the record before and after, as its contract answers it) and when. A school
 * admin reads its own school's entries; the provider every school's, with a school filter.
 * Both screens and the API apply these very rules.
 */

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'publish', 'login'] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of thing the log names, as the filter offers them, with how the screens say them. A
 * page's entries are `page:<kind>` (page:contact); the filter 'page' finds them all. Modules
 * added later may record kinds not listed here: the API filters by any such word.
 */
export const AUDIT_ENTITIES = {
  staff: 'Staff member',
  alumnus: 'Alumnus',
  event: 'Event',
  page: 'Page',
  profile: 'School details',
  school: 'School',
  user: 'User',
  feedback: 'Feedback',
  notice: 'Notice',
  alert: 'Alert',
  disclosure: 'Disclosure',
} as const;

/** Entries a page of the log holds. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The most entries one CSV export holds (the newest of the filter's): a bound, so one request
 * cannot make the server write the whole history of every school. The screens know the filter's
 * total from its list and say so beside Export when it is more.
 */
export const AUDIT_EXPORT_LIMIT = 10_000;

export const AUDIT_MESSAGES = {
  badDate: 'must be a date (yyyy-mm-dd)',
  fromAfterTo: 'From must not be after To',
  badEntity: 'must be a kind such as staff or page',
} as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const date = z
  .string()
  .regex(DATE, AUDIT_MESSAGES.badDate)
  .refine((text) => !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime()), AUDIT_MESSAGES.badDate);

/** The filters both screens have; each is optional, and an empty one filters nothing. */
export const AuditFilterShape = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** A kind (AUDIT_ENTITIES' keys, or a later module's word). */
  entity: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/, AUDIT_MESSAGES.badEntity)
    .optional(),
  /** Part of the user name, any case. */
  userName: z.string().trim().max(50).optional(),
  /** Days, inclusive, in India time (the schools' and their admins' day). */
  from: date.optional(),
  to: date.optional(),
};

const fromNotAfterTo = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;
const page = z.number().int().min(1).max(100_000);

/** POST /api/School/Audit/GetAll (and /Export, without `page`): the caller's school's entries. */
export const AuditListRequestSchema = z.strictObject({ ...AuditFilterShape, page }).refine(fromNotAfterTo, { message: AUDIT_MESSAGES.fromAfterTo, path: ['from'] });
export const AuditExportRequestSchema = z.strictObject(AuditFilterShape).refine(fromNotAfterTo, { message: AUDIT_MESSAGES.fromAfterTo, path: ['from'] });
export type AuditFilter = z.infer<typeof AuditExportRequestSchema>;

/** The provider's: the same, and one school (absent: every school's, the provider's own too). */
const schoolId = z.number().int().min(1).max(2_147_483_647).optional();
export const ProviderAuditListRequestSchema = z
  .strictObject({ ...AuditFilterShape, schoolId, page })
  .refine(fromNotAfterTo, { message: AUDIT_MESSAGES.fromAfterTo, path: ['from'] });
export const ProviderAuditExportRequestSchema = z
  .strictObject({ ...AuditFilterShape, schoolId })
  .refine(fromNotAfterTo, { message: AUDIT_MESSAGES.fromAfterTo, path: ['from'] });
export type ProviderAuditFilter = z.infer<typeof ProviderAuditExportRequestSchema>;

/** One entry as the log answers it. `before`/`after` are the record in its contract's shape, or null. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  /** ISO date-time (UTC). */
  at: z.string(),
  schoolId: z.number().nullable(),
  /** The school's name now; null for the provider's own entries or a school deleted since. */
  schoolName: z.string().nullable(),
  userName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  /** How many entries the filter holds in all. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** How the screens name an entry's kind: 'page:contact' is "Page: contact". */
export function entityLabel(entity: string): string {
  const [kind = entity, detail] = entity.split(':');
  const label = (AUDIT_ENTITIES as Record<string, string>)[kind] ?? kind;
  return detail ? `${label}: ${detail}` : label;
}

/** One field that differs between before and after (top level: a record's own fields). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry changed: for an update those whose value differs, for a create every
 * field of after, for a delete every field of before. Compared as JSON, so nested values (a
 * page's sections) count as changed when anything inside them did.
 */
export function changedFields(before: unknown, after: unknown): AuditChange[] {
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { value };
  const old = record(before);
  const now = record(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: old[field], after: now[field] }));
}
