import type { Kysely } from 'kysely';
import type * as z from 'zod';
import { fieldInfo } from '@school/shared/contracts/page-fields';
import { PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { languageOf, type SearchKind, type SearchLanguage } from '@school/shared/contracts/search-words';
import { noticePath, type Notice } from '@school/shared/contracts/notices';
import type { Activity, Database, Staff } from '../../db/schema.js';
import { toNotice } from '../notices/repository.js';

/** What a visitor can find of one record in one language: one row of search_entries. */
export interface SearchEntry {
  lang: SearchLanguage;
  title: string;
  /** The words shown around a match, as plain text. */
  body: string;
  route: string;
}

/**
 * Where the index's entries come from: every record of a kind (to fill the index of a database
 * older than it), which school and record a row is, and what a visitor may find of it (nothing
 * while it is hidden: inactive, or a page not filled in). A new source, such as the notices, is
 * one more of these and one more kind in contracts/search.ts; its writes call indexRow.
 */
export interface SearchSource<Row> {
  all(db: Kysely<Database>): Promise<Row[]>;
  key(row: Row): { schoolId: number; ref: string };
  entries(row: Row): SearchEntry[];
}

/** A page's document as the index reads it. */
export interface PageRow {
  school_id: number;
  kind: PageKind;
  content: unknown;
}

export const isPageKind = (kind: string): kind is PageKind => (PAGE_KINDS as readonly string[]).includes(kind);

/**
 * The texts of a page by language, walked the way the editor walks it (fieldInfo): both
 * languages of its texts, names and other plain text in the language of their script; not its
 * addresses, pictures or documents.
 */
function pageTexts(schema: unknown, value: unknown, texts: Record<SearchLanguage, string[]>): void {
  const info = fieldInfo(schema);
  if (!info) {
    // A page's own schema is a plain object of blocks.
    const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
    for (const [key, field] of Object.entries(shape)) pageTexts(field, (value as Record<string, unknown> | undefined)?.[key], texts);
    return;
  }
  switch (info.widget) {
    case 'text':
    case 'paragraphs': {
      const { en, hi } = (value ?? {}) as { en?: string; hi?: string };
      if (en) texts.en.push(en);
      if (hi) texts.hi.push(hi);
      return;
    }
    case 'plain':
      // Not an address, though a link to a page of the site is typed as plain text.
      if (info.inputType === 'text' && !info.numeric && typeof value === 'string' && value && !/^(https?:\/\/|\/)/i.test(value)) texts[languageOf(value)].push(value);
      return;
    case 'group':
      for (const [key, field] of Object.entries(info.fields)) pageTexts(field, (value as Record<string, unknown> | undefined)?.[key], texts);
      return;
    case 'list':
      if (Array.isArray(value)) for (const item of value) pageTexts(info.of, item, texts);
      return;
    default:
      return; // pictures and documents
  }
}

export const pageSource: SearchSource<PageRow> = {
  async all(db) {
    const rows = await db.selectFrom('school_documents').select(['school_id', 'kind', 'body']).where('kind', 'in', PAGE_KINDS).execute();
    return rows.flatMap((row) => {
      if (!isPageKind(row.kind)) return [];
      try {
        return [{ school_id: row.school_id, kind: row.kind, content: JSON.parse(row.body) as unknown }];
      } catch {
        return []; // unreadable: the page shows as empty, and is not found either
      }
    });
  },
  key: (row) => ({ schoolId: row.school_id, ref: row.kind }),
  entries({ kind, content }) {
    const page = PAGES[kind];
    const parsed = (page.schema as unknown as z.ZodType).safeParse(content);
    if (!parsed.success) return [];
    const texts: Record<SearchLanguage, string[]> = { en: [], hi: [] };
    pageTexts(page.schema, parsed.data, texts);
    return (['en', 'hi'] as const).filter((lang) => texts[lang].length).map((lang) => ({ lang, title: page.title, body: texts[lang].join('\n'), route: page.route }));
  },
};

export const staffSource: SearchSource<Staff> = {
  all: (db) => db.selectFrom('staff').selectAll().execute(),
  key: (row) => ({ schoolId: row.school_id, ref: String(row.id) }),
  entries(row) {
    if (row.active !== 1) return [];
    const body = [row.designation, row.qualification].filter(Boolean).join(' · ');
    return [{ lang: languageOf(`${row.full_name} ${body}`), title: row.full_name, body, route: '/staffDetail' }];
  },
};

export const eventSource: SearchSource<Activity> = {
  all: (db) => db.selectFrom('activities').selectAll().execute(),
  key: (row) => ({ schoolId: row.school_id, ref: String(row.id) }),
  entries(row) {
    if (row.active !== 1) return [];
    return [{ lang: languageOf(`${row.title} ${row.description}`), title: row.title, body: row.description, route: '/photos' }];
  },
};

/** A notice as the index reads it: the API's answer, and its school. */
export interface NoticeRow {
  schoolId: number;
  notice: Notice;
}

/**
 * A published notice, in each language it has words in (its title in Hindi, English where it
 * has none). Indexed on publish, whenever its publishFrom; whether it shows now is asked at
 * search time (findEntries), as it starts and ends by the clock, not by a write.
 */
export const noticeSource: SearchSource<NoticeRow> = {
  async all(db) {
    const rows = await db.selectFrom('notices').selectAll().where('status', '=', 'published').execute();
    return rows.map((row) => ({ schoolId: row.school_id, notice: toNotice(row) }));
  },
  key: (row) => ({ schoolId: row.schoolId, ref: String(row.notice.id) }),
  entries({ notice }) {
    if (notice.status !== 'published') return [];
    const route = noticePath(notice.id);
    const entries: SearchEntry[] = [{ lang: 'en', title: notice.title.en, body: notice.body.en, route }];
    if (notice.title.hi || notice.body.hi) entries.push({ lang: 'hi', title: notice.title.hi || notice.title.en, body: notice.body.hi, route });
    return entries;
  },
};

/** Every source by the kind its results carry. */
export const SOURCES = { page: pageSource, staff: staffSource, event: eventSource, notice: noticeSource } satisfies Record<SearchKind, object>;
export type SourceRow<K extends SearchKind> = (typeof SOURCES)[K] extends SearchSource<infer Row> ? Row : never;
