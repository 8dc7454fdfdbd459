import * as z from 'zod';
import { NoticeInputSchema } from './notices';
import { PageSaveSchema } from './page-versions';
import { RecordId } from './record-calls';
import { SCHOOL_ROLES } from './roles';

/**
 * Drafts and approval (decision 013, "Drafts and approval"): an editor's change is a draft that
 * no visitor sees until a publisher (or an admin) publishes it, or sends it back with a comment.
 * A draft holds the body the direct save would take. Unless the school's admin switched approval
 * off, then a submitted draft publishes at once.
 */

export const DRAFT_STATES = ['draft', 'submitted', 'returned'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** How the screens say each state. */
export const DRAFT_STATE_LABELS: Record<DraftState, string> = { draft: 'Not submitted', submitted: 'Waiting for approval', returned: 'Sent back' };

/** The records whose direct save is a multipart form with its own pictures: their drafts are saved as that form (DRAFT_ROUTES.saveRecord). */
export const RECORD_DRAFT_TYPES = ['event', 'staff', 'alumni'] as const;
export type RecordDraftType = (typeof RECORD_DRAFT_TYPES)[number];

/** A file received for a record's draft, stored already (in the record's own folder): the form field it came in, and a picture's size. */
export const RecordDraftFileSchema = z.strictObject({
  field: z.string().max(40),
  path: z.string().max(300),
  type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm']),
  width: z.int().min(1).optional(),
  height: z.int().min(1).optional(),
});
export type RecordDraftFile = z.infer<typeof RecordDraftFileSchema>;

/**
 * A record's draft: the direct save's form as it was sent (its text fields; a kept picture by its
 * path, as the form names it) and the files it brought, stored when the draft was saved.
 * `recordId` null: a new record.
 */
const recordChange = <T extends RecordDraftType>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    recordId: RecordId.nullable(),
    fields: z.record(z.string().max(40), z.string().max(20_000)),
    files: z.array(RecordDraftFileSchema).max(12),
  });

/** A draft's change: a page's content (with the version it was based on), a notice, new (`noticeId` null) or changed, or a record's form. */
export const DraftChangeSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page'), page: PageSaveSchema }),
  z.strictObject({ type: z.literal('notice'), noticeId: RecordId.nullable(), notice: NoticeInputSchema }),
  recordChange('event'),
  recordChange('staff'),
  recordChange('alumni'),
]);
export type DraftChange = z.infer<typeof DraftChangeSchema>;
export type RecordDraftChange = Extract<DraftChange, { type: RecordDraftType }>;
export type DraftType = DraftChange['type'];
export const DRAFT_TYPES = ['page', 'notice', ...RECORD_DRAFT_TYPES] as const satisfies readonly DraftType[];
export const isRecordDraft = (change: DraftChange): change is RecordDraftChange => (RECORD_DRAFT_TYPES as readonly string[]).includes(change.type);

/** perAuthor: one author's share of the school's drafts, so that one account cannot fill them all. */
export const DRAFT_LIMITS = { comment: 1000, perSchool: 200, perAuthor: 40 } as const;

export const DRAFT_MESSAGES = {
  notFound: 'Draft not found',
  unreadable: 'This draft no longer fits its form and cannot be published. Discard it and write it again.',
  changedMeanwhile: 'This draft changed meanwhile. Reload it and try again.',
  notSubmitted: 'This draft is not waiting for approval.',
  alreadySubmitted: 'This draft is waiting for approval already.',
  otherKind: 'A draft keeps what it changes: save a new draft for something else.',
  commentRequired: 'Say what should change, so its author knows',
  commentTooLong: `Keep the comment under ${DRAFT_LIMITS.comment} characters`,
  tooMany: `A school keeps at most ${DRAFT_LIMITS.perSchool} drafts: publish or discard some first.`,
  tooManyOfYours: `You have ${DRAFT_LIMITS.perAuthor} drafts open, as many as one person may keep: submit or discard some first.`,
  pageChanged: 'The page was published again after this draft was written. Send the draft back so its author can bring it up to date.',
  noticeChanged: 'The notice changed after this draft was written. Send the draft back so its author can bring it up to date.',
  noticeGone: 'The notice this draft changes has been deleted.',
  recordChanged: 'The record changed after this draft was written. Send the draft back so its author can bring it up to date.',
  recordGone: 'The record this draft changes has been deleted.',
  recordByForm: 'A draft of an event, a staff member or an alumnus is saved as its form: POST /School/Draft/SaveRecord',
  draftType: 'draftType: say which record the draft is of (event, staff or alumni)',
  submitted: 'Submitted for approval',
  published: 'Published',
  returned: 'Sent back to its author',
  discarded: 'Draft discarded',
  approvalSaved: 'Approval setting saved',
} as const;

export const DRAFT_ROUTES = {
  list: '/School/Draft/GetAll',
  get: '/School/Draft/Get',
  save: '/School/Draft/Save',
  /** A record's draft (event, staff member, alumnus): multipart, the direct save's form with `draftType` and, to change one's draft, `draftId`. */
  saveRecord: '/School/Draft/SaveRecord',
  submit: '/School/Draft/Submit',
  discard: '/School/Draft/Discard',
  publish: '/School/Draft/Publish',
  return: '/School/Draft/Return',
  approval: '/School/Team/Approval',
} as const;

/** Save: a new draft (no id; an author's open draft of the same thing is updated instead) or a change of one's own. */
export const DraftSaveSchema = z.strictObject({ id: RecordId.optional(), change: DraftChangeSchema });
export const DraftIdSchema = z.strictObject({ id: RecordId });
export const DraftReturnSchema = z.strictObject({
  id: RecordId,
  comment: z.string({ error: DRAFT_MESSAGES.commentRequired }).trim().min(1, DRAFT_MESSAGES.commentRequired).max(DRAFT_LIMITS.comment, DRAFT_MESSAGES.commentTooLong),
});
export const ApprovalSettingSchema = z.strictObject({ approvalRequired: z.boolean() });
export type ApprovalSetting = z.infer<typeof ApprovalSettingSchema>;

/** A draft as the lists show it. `target` is a page's kind or a notice's or record's id (null: a new one); `title` says what it changes. */
export const DraftSummarySchema = z.object({
  id: z.int(),
  type: z.enum(DRAFT_TYPES),
  target: z.string().nullable(),
  title: z.string(),
  state: z.enum(DRAFT_STATES),
  comment: z.string().nullable(),
  authorId: z.int().nullable(),
  authorName: z.string().nullable(),
  authorRole: z.enum(SCHOOL_ROLES).nullable(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

/** GetAll: an editor's own drafts, or every draft of the school for a publisher or an admin; and whether approval is on. */
export const DraftListSchema = z.object({ items: z.array(DraftSummarySchema), approvalRequired: z.boolean() });
export type DraftList = z.infer<typeof DraftListSchema>;

const record = z.record(z.string(), z.unknown());

/** A draft's change as the API answers it: as saved (DraftChange), in a schema without the input's transforms, which an answer cannot run backwards. */
const DraftChangeAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), page: z.object({ kind: z.string(), content: record, baseVersion: z.int() }) }),
  z.object({ type: z.literal('notice'), noticeId: z.int().nullable(), notice: record }),
  ...RECORD_DRAFT_TYPES.map(recordChange),
]);

/** Get: the draft with its change, and what visitors see now (the page's content, the notice, or the record as GetById answers it; null for a new one). */
export const DraftSchema = DraftSummarySchema.extend({ change: DraftChangeAnswerSchema, current: record.nullable() });
export type Draft = Omit<z.infer<typeof DraftSchema>, 'change'> & { change: DraftChange };

/** Submit: submitted for approval, or published at once when the school's approval is off. */
export const DraftSubmittedSchema = z.object({ message: z.string(), state: z.enum(['submitted', 'published']) });
