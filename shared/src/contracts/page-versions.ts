import * as z from 'zod';
import { PAGE_KINDS, PAGES, type PageKind } from './pages';
import { listPageSchema } from './list-page';

/**
 * A page's published versions (decision 013, "Page versions and concurrent editing"): the editor
 * reads the page with its version number and saves naming it; a save based on an older version
 * is refused with the current one, and the history lists, shows and restores every version.
 */

const kind = z.enum(PAGE_KINDS);
const versionNumber = z.number().int().min(0).max(2_147_483_647);
const content = z.record(z.string(), z.unknown());

/** Who published a version, by full name: null for what the page held before versions were kept, or an account since deleted. */
const publishedBy = z.string().nullable();

/** A page as its editor reads it: the content, its version (0: never saved) and who saved it when. */
export const EditedPageSchema = z.object({ kind, content, version: versionNumber, updatedAt: z.string().nullable(), publishedBy });
export type EditedPage = z.infer<typeof EditedPageSchema>;

/** The refusal of a save or a restore based on a version that is no longer the current one: the house `{ message }` and the page as it is now. */
export const PageConflictSchema = z.object({ message: z.string(), current: EditedPageSchema });
export type PageConflict = z.infer<typeof PageConflictSchema>;

/** One line of a page's history. */
export const PageVersionSummarySchema = z.object({
  version: versionNumber,
  publishedAt: z.string(),
  publishedBy,
  /** The version this one put back, for a restore. */
  restoredFrom: versionNumber.nullable(),
});
export type PageVersionSummary = z.infer<typeof PageVersionSummarySchema>;

/** One version with what it held. */
export const PageVersionSchema = PageVersionSummarySchema.extend({ kind, content });
export type PageVersion = z.infer<typeof PageVersionSchema>;

/** Versions one page of the history holds, newest first. */
export const PAGE_HISTORY_SIZE = 20;

export const PageHistorySchema = listPageSchema(PageVersionSummarySchema);
export type PageHistory = z.infer<typeof PageHistorySchema>;

/** The requests: one page; one page of its history; one of its versions; a restore, naming the version it replaces. */
export const PageRequestSchema = z.strictObject({ kind });
export const PageHistoryRequestSchema = z.strictObject({ kind, page: z.number().int().min(1).max(100_000) });
export const PageVersionRequestSchema = z.strictObject({ kind, version: versionNumber.min(1) });
export const PageRestoreRequestSchema = z.strictObject({ kind, version: versionNumber.min(1), baseVersion: versionNumber });

export const PAGE_VERSION_MESSAGES = {
  changedMeanwhile: 'Someone else published this page after you opened it. Compare their version with yours and choose which to keep.',
  noSuchVersion: 'This page has no such version.',
  unreadableVersion: 'This version no longer fits the page’s form and cannot be restored.',
} as const;

/** The version number a save's body names: the version the editor loaded (0 for a page never saved). */
export const baseVersionField = versionNumber;

/**
 * A page's save (POST /School/Page/Update, and the change a page's draft holds): the kind names
 * the schema its content must pass; `baseVersion` is the version the editor loaded.
 */
export const PageSaveSchema = z.discriminatedUnion(
  'kind',
  PAGE_KINDS.map((kind) => z.strictObject({ kind: z.literal(kind), content: PAGES[kind].schema, baseVersion: baseVersionField })) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<PageKind>; content: z.ZodType<Record<string, unknown>>; baseVersion: typeof baseVersionField }>,
  ],
);
export type PageSave = z.infer<typeof PageSaveSchema>;
