import * as z from 'zod';
import { PAGE_DOCUMENT_LIMIT, PAGE_PICTURE_LIMIT } from '@school/shared/contracts/page-fields';
import { HOME_KINDS, PAGE_KINDS, type HomeKind, PAGES, type PageKind } from '@school/shared/contracts/pages';

export const Kind = z.enum(PAGE_KINDS);

/** A kind's schema, as the store reads it: every page's content is an object. */
export const schemaOf = (kind: PageKind) => PAGES[kind].schema as unknown as z.ZodType<Record<string, unknown>>;

export const PageAnswer = z.object({ kind: Kind, content: z.record(z.string(), z.unknown()), updatedAt: z.string().nullable() });

/** A page save's body (one definition, which drafts take too). */
export { PageSaveSchema as PageUpdate } from '@school/shared/contracts/page-versions';

/** Each home section's content, and when the latest of them was saved (the page's "Last updated"). */
export const HomeAnswer = z.object({
  ...(Object.fromEntries(HOME_KINDS.map((kind) => [kind, z.record(z.string(), z.unknown())])) as Record<HomeKind, z.ZodRecord<z.ZodString, z.ZodUnknown>>),
  updatedAt: z.string().nullable(),
});

/** The latest of ISO 8601 times (they sort as text); null when there is none. */
export const latest = (times: (string | null)[]): string | null => times.reduce<string | null>((last, time) => (time && (!last || time > last) ? time : last), null);

export const UploadAnswer = z.object({ path: z.string(), width: z.number(), height: z.number() });

/** The rule of each file field of the upload form (null: not a file field). */
const FILE_RULES = {
  picture: { kind: 'image', ...PAGE_PICTURE_LIMIT, maxCount: 1, tooMany: 'Send one picture at a time.' },
  document: { kind: 'pdf', ...PAGE_DOCUMENT_LIMIT, maxCount: 1, tooMany: 'Send one document at a time.' },
} as const;
export const uploadRuleFor = (field: string) => (field in FILE_RULES ? FILE_RULES[field as keyof typeof FILE_RULES] : null);
