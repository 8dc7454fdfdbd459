import { sql, type Kysely, type Selectable } from 'kysely';
import {
  circularYearOf,
  NOTICE_CATEGORIES,
  NOTICE_LIMITS,
  NOTICE_STATUSES,
  type Attachment,
  type Notice,
  type NoticeCategory,
  type NoticeInput,
} from '@school/shared/contracts/notices';
import type { Database, NoticesTable } from '../../db/schema.js';

/** A notice's fields as the store writes them: the input, with its attachments' formats and sizes told by the API. */
export type NoticeFields = Omit<NoticeInput, 'attachments'> & { attachments: Attachment[] };

/** The attachments a row holds (an unreadable column holds none). */
export function attachmentsOf(json: string): Attachment[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as Attachment[]) : [];
  } catch {
    return [];
  }
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => ((values as readonly string[]).includes(value) ? (value as T) : fallback);

export const toNotice = (row: Selectable<NoticesTable>): Notice => ({
  id: row.id,
  category: oneOf(NOTICE_CATEGORIES, row.category, 'notice'),
  title: { en: row.title_en, hi: row.title_hi },
  body: { en: row.body_en, hi: row.body_hi },
  date: row.notice_date,
  publishFrom: row.publish_from,
  expireOn: row.expire_on,
  attachments: attachmentsOf(row.attachments),
  status: oneOf(NOTICE_STATUSES, row.status, 'draft'),
  circularNumber: row.circular_number === null ? null : Number(row.circular_number),
  circularYear: row.circular_year === null ? null : Number(row.circular_year),
  updatedAt: row.updated_at,
  publishedAt: row.published_at,
});

const columns = (fields: NoticeFields) => ({
  category: fields.category,
  title_en: fields.title.en,
  title_hi: fields.title.hi,
  body_en: fields.body.en,
  body_hi: fields.body.hi,
  notice_date: fields.date,
  publish_from: fields.publishFrom,
  expire_on: fields.expireOn,
  attachments: JSON.stringify(fields.attachments),
});

/** Which of a school's published notices a public answer shows, at `now`. */
export type NoticeShelf = 'current' | 'archive';

/** A notice's kind in the audit log: its writes are recorded under it, and its deletions read back by it. */
export const NOTICE_ENTITY = 'notice';

export interface PublicFilter {
  category?: NoticeCategory;
  page: number;
}

/**
 * The notices of one school. Every call names the school, and every query is limited to it: a
 * school admin's id never reaches another school's notice (found: undefined).
 */
export function noticeRepository(db: Kysely<Database>) {
  /**
   * The school's published notices on a shelf at `now`: current ones (publishFrom passed, not
   * expired) or the archive (expired). Times are ISO text in UTC, so they compare as text.
   */
  const onShelf = (schoolId: number, shelf: NoticeShelf, now: string, category?: NoticeCategory) => {
    let query = db.selectFrom('notices').where('school_id', '=', schoolId).where('status', '=', 'published').where('publish_from', '<=', now);
    query =
      shelf === 'current'
        ? query.where((eb) => eb.or([eb('expire_on', 'is', null), eb('expire_on', '>', now)]))
        : query.where('expire_on', '<=', now);
    return category ? query.where('category', '=', category) : query;
  };

  return {
    /** All of a school's notices, drafts too, newest date first. */
    async list(schoolId: number): Promise<Notice[]> {
      const rows = await db
        .selectFrom('notices')
        .selectAll()
        .where('school_id', '=', schoolId)
        .orderBy('notice_date', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTICE_LIMITS.perSchool)
        .execute();
      return rows.map(toNotice);
    },

    async get(trx: Kysely<Database>, schoolId: number, id: number): Promise<Notice | undefined> {
      const row = await trx.selectFrom('notices').selectAll().where('school_id', '=', schoolId).where('id', '=', id).executeTakeFirst();
      return row && toNotice(row);
    },

    async count(trx: Kysely<Database>, schoolId: number): Promise<number> {
      const { count } = await trx
        .selectFrom('notices')
        .where('school_id', '=', schoolId)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async add(trx: Kysely<Database>, schoolId: number, fields: NoticeFields, now: string): Promise<Notice> {
      const row = await trx
        .insertInto('notices')
        .values({ school_id: schoolId, ...columns(fields), status: 'draft', circular_number: null, circular_year: null, created_at: now, updated_at: now, published_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toNotice(row);
    },

    /** Replaces the notice's fields; its status and number stay as they are. */
    async update(trx: Kysely<Database>, schoolId: number, id: number, fields: NoticeFields, now: string): Promise<Notice | undefined> {
      const row = await trx
        .updateTable('notices')
        .set({ ...columns(fields), updated_at: now })
        .where('school_id', '=', schoolId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toNotice(row);
    },

    /**
     * Publishes a draft: undefined if it is no draft (published meanwhile by another request,
     * whose update this one waited for). A circular takes the next number of the school's year
     * from its counter, in this transaction: the counter's row is locked by the upsert until the
     * commit, so a second publish at the same moment waits and takes the number after.
     */
    async publish(trx: Kysely<Database>, schoolId: number, id: number, now: string): Promise<Notice | undefined> {
      const published = await trx
        .updateTable('notices')
        .set({ status: 'published', published_at: now, updated_at: now })
        .where('school_id', '=', schoolId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .returningAll()
        .executeTakeFirst();
      if (!published || published.category !== 'circular') return published && toNotice(published);
      const year = circularYearOf(now);
      const { last_number: number } = await trx
        .insertInto('notice_circular_counters')
        .values({ school_id: schoolId, year, last_number: 1 })
        .onConflict((conflict) => conflict.columns(['school_id', 'year']).doUpdateSet({ last_number: sql<number>`notice_circular_counters.last_number + 1` }))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      const numbered = await trx
        .updateTable('notices')
        .set({ circular_number: Number(number), circular_year: year })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toNotice(numbered);
    },

    async remove(trx: Kysely<Database>, schoolId: number, id: number): Promise<void> {
      await trx.deleteFrom('notices').where('school_id', '=', schoolId).where('id', '=', id).execute();
    },

    /** A page of a shelf: current ones newest publishFrom first, the archive newest expiry first. */
    async shelf(schoolId: number, shelf: NoticeShelf, now: string, { category, page }: PublicFilter, pageSize: number = NOTICE_LIMITS.pageSize): Promise<{ items: Notice[]; total: number }> {
      const newest = shelf === 'current' ? 'publish_from' : 'expire_on';
      const [rows, counted] = await Promise.all([
        onShelf(schoolId, shelf, now, category)
          .selectAll()
          .orderBy(newest, 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        onShelf(schoolId, shelf, now, category)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toNotice), total: Number(counted.count) };
    },

    /**
     * When a shelf's public content last changed, as of `now` (null: never): a notice on it
     * edited or published (updated_at), one coming onto it (its publishFrom; for the archive,
     * its expiry), one leaving the current shelf (its expiry), or a published notice deleted
     * (the audit log keeps its state before; a deleted draft changed nothing public). Each
     * shelf is dated whole, whatever its filter. Times are ISO text in UTC: the newest is the
     * greatest text.
     */
    async changedAt(schoolId: number, shelf: NoticeShelf, now: string): Promise<string | null> {
      const [onCurrent, onArchive, deleted] = await Promise.all([
        onShelf(schoolId, 'current', now)
          .select((eb) => [eb.fn.max<string | null>('updated_at').as('edited'), eb.fn.max<string | null>('publish_from').as('came')])
          .executeTakeFirstOrThrow(),
        onShelf(schoolId, 'archive', now)
          .select((eb) => [eb.fn.max<string | null>('updated_at').as('edited'), eb.fn.max<string | null>('expire_on').as('came')])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max<string | null>('at').as('at'))
          .where('school_id', '=', schoolId)
          .where('entity', '=', NOTICE_ENTITY)
          .where('action', '=', 'delete')
          // The record is stored as JSON.stringify wrote it: a quote inside a text is escaped,
          // so only the record's own status matches.
          .where('before', 'like', '%"status":"published"%')
          .executeTakeFirstOrThrow(),
      ]);
      const times = shelf === 'current' ? [onCurrent.edited, onCurrent.came, onArchive.came, deleted.at] : [onArchive.edited, onArchive.came, deleted.at];
      return times.reduce<string | null>((newest, time) => (time !== null && (newest === null || time > newest) ? time : newest), null);
    },

    /** The latest current notices, for the home page's board. */
    async board(schoolId: number, now: string): Promise<Notice[]> {
      const rows = await onShelf(schoolId, 'current', now).selectAll().orderBy('publish_from', 'desc').orderBy('id', 'desc').limit(NOTICE_LIMITS.board).execute();
      return rows.map(toNotice);
    },

    /** One notice the public may see at `now`: published and its publishFrom passed (current or archived). */
    async visible(schoolId: number, id: number, now: string): Promise<Notice | undefined> {
      const row = await db
        .selectFrom('notices')
        .selectAll()
        .where('school_id', '=', schoolId)
        .where('id', '=', id)
        .where('status', '=', 'published')
        .where('publish_from', '<=', now)
        .executeTakeFirst();
      return row && toNotice(row);
    },
  };
}
