import type { Kysely } from 'kysely';
import { DRAFT_MESSAGES, DRAFT_TYPES, DraftChangeSchema, type DraftChange, type DraftState, type DraftSummary, type DraftType, type RecordDraftType } from '@school/shared/contracts/drafts';
import { PAGES } from '@school/shared/contracts/pages';
import { isSchoolRole } from '@school/shared/contracts/roles';
import type { Database, DraftsTable } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

/** The form field holding each record's name or title: a draft's title in the lists. */
const RECORD_TITLE_FIELD: Record<RecordDraftType, string> = { event: 'Title', staff: 'fullName', alumni: 'AlumniName' };
const RECORD_NAMES: Record<RecordDraftType, string> = { event: 'An event', staff: 'A staff member', alumni: 'An alumnus' };

type Row = Omit<DraftsTable, 'id'> & { id: number };

/** A stored draft, its change read back (decision 013, "Drafts and approval"). */
export interface StoredDraft {
  row: Row;
  change: DraftChange;
}

/** What a draft changes, as the lists say it: the page's title, the notice's English title, or the record's name or title. */
export function titleOf(change: DraftChange): string {
  if (change.type === 'page') return PAGES[change.page.kind].title;
  if (change.type === 'notice') return change.notice.title.en;
  return change.fields[RECORD_TITLE_FIELD[change.type]]?.trim() || `${RECORD_NAMES[change.type]} without a name`;
}

/** What a draft changes, as stored: the page's kind, or the notice's or record's id (null: a new one). */
export function targetOf(change: DraftChange): string | null {
  if (change.type === 'page') return change.page.kind;
  const id = change.type === 'notice' ? change.noticeId : change.recordId;
  return id === null ? null : String(id);
}

/** A draft's change as stored; one that no longer fits its form (a later release changed it) cannot be published, only discarded. */
export function changeOf(row: Row): DraftChange {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.body);
  } catch {
    parsed = undefined;
  }
  const result = DraftChangeSchema.safeParse(parsed);
  if (!result.success) throw new HttpError(409, DRAFT_MESSAGES.unreadable);
  return result.data;
}

export function draftRepository(db: Kysely<Database>) {
  const summaryQuery = (trx: Kysely<Database>) =>
    trx
      .selectFrom('drafts')
      .leftJoin('users', 'users.id', 'drafts.author_id')
      .selectAll('drafts')
      .select('users.full_name as author_name');

  type Listed = Row & { author_name: string | null };
  const toSummary = (row: Listed): DraftSummary => {
    let title: string;
    try {
      title = titleOf(changeOf(row));
    } catch {
      title = row.target ?? row.kind;
    }
    return {
      id: row.id,
      type: (DRAFT_TYPES as readonly string[]).includes(row.kind) ? (row.kind as DraftType) : 'page',
      target: row.target,
      title,
      state: row.state as DraftState,
      comment: row.comment,
      authorId: row.author_id,
      authorName: row.author_name,
      authorRole: isSchoolRole(row.author_role) ? row.author_role : null,
      updatedAt: row.updated_at,
    };
  };

  return {
    toSummary,

    /** The school's drafts (or one author's), the latest changed first. */
    async list(schoolId: number, authorId?: number): Promise<DraftSummary[]> {
      const rows = await summaryQuery(db)
        .where('drafts.school_id', '=', schoolId)
        .$if(authorId !== undefined, (query) => query.where('drafts.author_id', '=', authorId!))
        .orderBy('drafts.updated_at', 'desc')
        .orderBy('drafts.id', 'desc')
        .execute();
      return rows.map(toSummary);
    },

    /** One draft of the school, with its author's name. */
    async get(trx: Kysely<Database>, schoolId: number, id: number): Promise<Listed | undefined> {
      return summaryQuery(trx).where('drafts.school_id', '=', schoolId).where('drafts.id', '=', id).executeTakeFirst();
    },

    /** An author's open draft of the same thing: saving again changes it rather than adding a second. */
    async ofAuthor(trx: Kysely<Database>, schoolId: number, authorId: number, change: DraftChange): Promise<Row | undefined> {
      const target = targetOf(change);
      // A new notice is a new draft each time: nothing tells two new notices apart.
      if (target === null) return undefined;
      return trx
        .selectFrom('drafts')
        .selectAll()
        .where('school_id', '=', schoolId)
        .where('author_id', '=', authorId)
        .where('kind', '=', change.type)
        .where('target', '=', target)
        .executeTakeFirst();
    },

    /** The school's drafts, and how many of them are this author's. */
    async count(trx: Kysely<Database>, schoolId: number, authorId: number): Promise<{ school: number; author: number }> {
      const { school, author } = await trx
        .selectFrom('drafts')
        .where('school_id', '=', schoolId)
        .select((eb) => [eb.fn.countAll<number | string>().as('school'), eb.fn.sum<number | string | null>(eb.case().when('author_id', '=', authorId).then(1).else(0).end()).as('author')])
        .executeTakeFirstOrThrow();
      return { school: Number(school), author: Number(author ?? 0) };
    },

    /** Moves a draft from one of `from` states to `to` (with a comment or none); false when it was in none of them (changed meanwhile). */
    async move(trx: Kysely<Database>, id: number, from: readonly DraftState[], to: DraftState, comment: string | null, now: string): Promise<boolean> {
      const result = await trx.updateTable('drafts').set({ state: to, comment, updated_at: now }).where('id', '=', id).where('state', 'in', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes a draft if it is still in one of `from` states; false when it was not. */
    async remove(trx: Kysely<Database>, id: number, from: readonly DraftState[]): Promise<boolean> {
      const result = await trx.deleteFrom('drafts').where('id', '=', id).where('state', 'in', from).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
