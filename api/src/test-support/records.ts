import type { Insertable, Kysely } from 'kysely';
import type { Database, NoticesTable } from '../db/schema';

const now = () => new Date().toISOString();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A draft notice as the Add route stores it, written straight to the database with the columns given changed. Answers its id. */
export async function insertNotice(db: Kysely<Database>, values: Partial<Insertable<NoticesTable>> & { school_id: number }): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('notices')
    .values({
      category: 'notice',
      title_en: 'Test notice',
      title_hi: '',
      body_en: '',
      body_hi: '',
      notice_date: '2026-11-24',
      publish_from: at,
      expire_on: null,
      attachments: '[]',
      status: 'draft',
      circular_number: null,
      circular_year: null,
      created_at: at,
      updated_at: at,
      published_at: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A draft of a new notice (modules/drafts) by `author_id`, in the state given (default 'draft'), written straight to the database. Answers its id. */
export async function insertDraft(db: Kysely<Database>, values: { school_id: number; author_id: number; state?: string; title?: string }): Promise<number> {
  const at = now();
  const notice = { category: 'notice', title: { en: values.title ?? 'Test draft', hi: '' }, body: { en: '', hi: '' }, date: '2026-11-24', publishFrom: at, expireOn: null, attachments: [] };
  const row = await db
    .insertInto('drafts')
    .values({
      school_id: values.school_id,
      kind: 'notice',
      target: null,
      body: JSON.stringify({ type: 'notice', noticeId: null, notice }),
      base: null,
      state: values.state ?? 'draft',
      comment: null,
      author_id: values.author_id,
      author_role: 'editor',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Fresh records of one school, written straight to the database, for the calls that update or
 * delete one (each call needs its own). Each answers its id. `school` is read at each call, as
 * the suites learn their database and school in beforeAll; `title` names each new record.
 */
export function freshRecords(school: () => { db: Kysely<Database>; id: number }, title: () => string) {
  return {
    staff: async () => {
      const { db, id } = school();
      return (await db.insertInto('staff').values({ school_id: id, full_name: title(), designation: 'Clerk', active: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    },
    alumnus: async () => {
      const { db, id } = school();
      return (await db.insertInto('alumni').values({ school_id: id, alumni_name: title(), active: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    },
    event: async () => {
      const { db, id } = school();
      const values = { school_id: id, title: title(), description: 'D', activity_date: now(), active: 1 as const, created_date: now(), last_modified_date: now() };
      return (await db.insertInto('activities').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** A draft notice. */
    notice: async () => insertNotice(school().db, { school_id: school().id, title_en: title() }),
    /** An alert showing for an hour: the school's own, or the provider's to every school. */
    alert: async (everySchool = false) => {
      const { db, id } = school();
      const values = { school_id: everySchool ? null : id, message_en: title(), message_hi: '', starts_at: now(), ends_at: inAnHour(), updated_at: now() };
      return (await db.insertInto('alerts').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
  };
}
