import type { Kysely } from 'kysely';
import type * as z from 'zod';
import { isBlank } from '@school/shared/contracts/page-values';
import { PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { StoredSchoolProfileSchema, type SchoolProfile } from '@school/shared/contracts/school-profile';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { indexRow } from '../search/search-index.js';
import { isPageKind } from '../search/sources.js';

/** A stored document as it is read: its content, checked by its schema, and when it was saved. */
export interface StoredDocument<T> {
  content: T;
  updatedAt: string | null;
}

/** A stored body's JSON; a missing or unreadable one as if empty. */
function jsonOf(body: string | undefined): unknown {
  try {
    return body === undefined ? {} : JSON.parse(body);
  } catch {
    return {};
  }
}

/**
 * A school's documents (its profile, each page's content), one row per school and kind in
 * school_documents, as its contract's JSON. A missing or unreadable one reads as empty: the
 * pages then leave it off.
 */
export function documentRepository(db: Kysely<Database>) {
  const parse = <T>(schema: z.ZodType<T>, body: string | undefined): T => {
    const parsed = schema.safeParse(jsonOf(body));
    return parsed.success ? parsed.data : schema.parse({});
  };

  return {
    async read<T>(schoolId: number, kind: string, schema: z.ZodType<T>): Promise<StoredDocument<T>> {
      const row = await db.selectFrom('school_documents').select(['body', 'updated_at']).where('school_id', '=', schoolId).where('kind', '=', kind).executeTakeFirst();
      return { content: parse(schema, row?.body), updatedAt: row?.updated_at ?? null };
    },
    /** Every document of a school, as stored (the setup checklist reads them all at once). */
    async all(schoolId: number): Promise<{ kind: string; body: string; updatedAt: string }[]> {
      const rows = await db.selectFrom('school_documents').select(['kind', 'body', 'updated_at']).where('school_id', '=', schoolId).execute();
      return rows.map((row) => ({ kind: row.kind, body: row.body, updatedAt: row.updated_at }));
    },
    /**
     * Stores a document and answers when. With `expected` (the `updatedAt` read before), only if
     * nobody saved it since: null otherwise, and nothing is written. A page's search entries
     * change in the same transaction (the caller's, or one of its own).
     */
    async write(schoolId: number, kind: string, content: unknown, trx: Kysely<Database> = db, expected?: string | null): Promise<string | null> {
      const values = { school_id: schoolId, kind, body: JSON.stringify(content), updated_at: new Date().toISOString() };
      const store = async (inside: Kysely<Database>) => {
        const result = await inside
          .insertInto('school_documents')
          .values(values)
          .onConflict((conflict) => {
            const update = conflict.columns(['school_id', 'kind']).doUpdateSet({ body: values.body, updated_at: values.updated_at });
            return expected === undefined ? update : update.where('school_documents.updated_at', '=', expected ?? '');
          })
          .executeTakeFirst();
        if (expected !== undefined && Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return null;
        if (isPageKind(kind)) await indexRow(inside, 'page', { school_id: schoolId, kind, content });
        return values.updated_at;
      };
      return inTransaction(trx, store);
    },
  };
}

/** A saved page document: when it was saved, its content (null: unreadable) and whether it holds anything of the school's. */
export interface PageState {
  updatedAt: string;
  content: Record<string, unknown> | null;
  filled: boolean;
}

/**
 * Each page document a school has saved, by kind (the profile is no page): when, what, and
 * whether it holds anything (an unreadable one as if empty, as its page shows it).
 */
export async function pageStates(db: Kysely<Database>, schoolId: number): Promise<Map<PageKind, PageState>> {
  const states = new Map<PageKind, PageState>();
  for (const row of await documentRepository(db).all(schoolId)) {
    if (!PAGE_KINDS.includes(row.kind as PageKind)) continue;
    const kind = row.kind as PageKind;
    const parsed = PAGES[kind].schema.safeParse(jsonOf(row.body));
    const content = parsed.success ? (parsed.data as Record<string, unknown>) : null;
    states.set(kind, { updatedAt: row.updatedAt, content, filled: content !== null && !isBlank(content) });
  }
  return states;
}

/** The profile: what the header, footer and contact page show (GET /Site answers it). */
export function profileRepository(db: Kysely<Database>) {
  const documents = documentRepository(db);
  return {
    get: async (schoolId: number): Promise<SchoolProfile> => (await documents.read(schoolId, 'profile', StoredSchoolProfileSchema)).content,
    set: async (schoolId: number, profile: SchoolProfile, trx: Kysely<Database> = db): Promise<void> => {
      await documents.write(schoolId, 'profile', profile, trx);
    },
  };
}
