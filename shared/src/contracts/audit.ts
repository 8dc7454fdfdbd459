import * as z from 'zod';
import { formatAuditMoment } from '../dates';
import { CHANGED_LISTS } from './list-changed';
import { isSchoolRole, SCHOOL_ROLE_LABELS } from './roles';
import { listPageSchema } from './list-page';

/**
 * The audit log (issue 16): every create, update, delete, publish and login, with who, which
 * school, what (the record before and after, as its contract answers it) and when. A school
 * admin reads its own school's entries; the provider every school's, with a school filter.
 * Both screens and the API apply these very rules.
 */

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'publish', 'restore', 'login', 'submit', 'return', 'read', 'open', 'close', 'accept'] as const;
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
  draft: 'Draft',
  approval: 'Approval setting',
  support: 'Support session',
  // A remote's releases, channel and a school's pin (remote:release, remote:channel, remote:pin).
  remote: 'Remote',
  // A site-health finding's opening and closing (the checks), and its acceptance (a school user).
  finding: 'Site health finding',
} as const;

/** GET /Site/LastChanged's question (its route, lists and answer: list-changed.ts, without zod). */
export const ListChangedRequestSchema = z.strictObject({ school: z.string().min(1).max(50), list: z.enum(CHANGED_LISTS) });
export const ListChangedSchema = z.object({ at: z.string().nullable() });

/** Entries a page of the log holds. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The most entries one CSV export holds (the newest of the filter's): a bound, so one request
 * cannot make the server write the whole history of every school. The screens know the filter's
 * total from its list and say so beside Export when it is more.
 */
export const AUDIT_EXPORT_LIMIT = 10_000;

export const AUDIT_MESSAGES = {
  /** Past the API's CHANGES_PER_USER_HOUR (429 with Retry-After). */
  tooManyChanges: 'This account has made as many changes this hour as one account may. Please try again after the hour.',
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
  /**
   * The role the user acted in (docs/decisions/013-school-team.md): 'admin', 'publisher' or
   * 'editor' (a school user's), 'provider' (a provider user's), 'support' (a provider user in a
   * school's admin area in support mode), 'release-script' (scripts/release-remote.mjs with its
   * token: no user); null for entries from before roles were recorded.
   */
  userRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = listPageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** How the screens and the export name an entry's role: "Publisher", "Support (provider)"; '' when none was recorded. */
export function auditRoleLabel(role: string | null): string {
  if (role === null) return '';
  if (role === 'support') return 'Support (provider)';
  if (role === 'provider') return 'Provider';
  if (role === 'release-script') return 'Release script';
  return isSchoolRole(role) ? SCHOOL_ROLE_LABELS[role] : role;
}

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

/**
 * The screens' filter form: text as its inputs hold it, '' meaning no filter (schoolId is the
 * provider's only). The same rules as the API's, said for the form.
 */
const formDate = z.union([z.literal(''), date]);
export const AuditFilterFormSchema = z
  .object({
    action: z.union([z.literal(''), z.enum(AUDIT_ACTIONS)]),
    entity: z.union([z.literal(''), z.string().regex(/^[a-z][a-z-]{0,39}$/, AUDIT_MESSAGES.badEntity)]),
    userName: z.string().trim().max(50, 'User name: at most 50 characters'),
    from: formDate,
    to: formDate,
    schoolId: z.union([z.literal(''), z.string().regex(/^[1-9]\d{0,9}$/)]),
  })
  .refine(fromNotAfterTo, { message: AUDIT_MESSAGES.fromAfterTo, path: ['to'] });
export type AuditFilterFormValues = z.infer<typeof AuditFilterFormSchema>;

export const EMPTY_AUDIT_FORM: AuditFilterFormValues = { action: '', entity: '', userName: '', from: '', to: '', schoolId: '' };

/** The address's names of the form's fields (?action=update&kind=staff&user=admin&from=…&to=…&school=3&page=2). */
const PARAMS = { action: 'action', entity: 'kind', userName: 'user', from: 'from', to: 'to', schoolId: 'school' } as const satisfies Record<keyof AuditFilterFormValues, string>;

/**
 * The filter and page an address holds. A value the form would refuse (an address typed or
 * edited by hand) is left out, so the screen asks nothing the API refuses.
 */
export function auditStateOf(search: string): { values: AuditFilterFormValues; page: number } {
  const params = new URLSearchParams(search);
  const values = { ...EMPTY_AUDIT_FORM };
  for (const [field, param] of Object.entries(PARAMS) as [keyof AuditFilterFormValues, string][]) {
    const value = params.get(param) ?? '';
    const single = AuditFilterFormSchema.safeParse({ ...EMPTY_AUDIT_FORM, [field]: value });
    if (single.success) values[field] = single.data[field] as never;
  }
  if (!AuditFilterFormSchema.safeParse(values).success) values.to = '';
  const page = Number(params.get('page') ?? '1');
  return { values, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The address's query for a filter and page ('' when there is neither): empty fields and page 1 are left out. */
export function auditSearchOf(values: AuditFilterFormValues, page = 1): string {
  const params = new URLSearchParams();
  for (const [field, param] of Object.entries(PARAMS) as [keyof AuditFilterFormValues, string][]) {
    const value = values[field].trim();
    if (value) params.set(param, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The request's filter from the form's values: empty fields left out, the school as a number. */
export function auditFilterOf(values: AuditFilterFormValues): ProviderAuditFilter {
  const filter: ProviderAuditFilter = {};
  if (values.action) filter.action = values.action;
  if (values.entity) filter.entity = values.entity;
  if (values.userName.trim()) filter.userName = values.userName.trim();
  if (values.from) filter.from = values.from;
  if (values.to) filter.to = values.to;
  if (values.schoolId) filter.schoolId = Number(values.schoolId);
  return filter;
}

/** A value of a record as the entry's details show it: text as it is, '(empty)' for none, anything else as JSON, cut at `max` characters. */
export function displayValue(value: unknown, max = 300): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An entry's time as the screens show it: India time, e.g. "24 Nov 2026, 7:25:03 pm". */
export const auditTime = (at: string) => formatAuditMoment(at);
