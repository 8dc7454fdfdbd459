import type { Kysely } from 'kysely';

/**
 * Migration 005's filling of the search index, a frozen copy of what the search module did on
 * the day of that migration (commit 2db6d71: modules/search/sources.ts and search-index.ts,
 * contracts/search.ts): how words were cut, which fields of which pages were read, the
 * pages' titles and routes. Search may change since; this must not, so a database migrated
 * today gets the index one migrated that day got. Only the kinds of that day (page, staff,
 * event). The page schemas of that day are kept as the list of their text fields (below), as a
 * migration cannot load zod: the content was checked against them when it was saved.
 */

type Language = 'en' | 'hi';
interface Entry {
  lang: Language;
  title: string;
  body: string;
  route: string;
}
interface Tables {
  school_documents: { school_id: number; kind: string; body: string };
  staff: { id: number; school_id: number; full_name: string; designation: string; qualification: string | null; active: number };
  activities: { id: number; school_id: number; title: string; description: string; active: number };
  search_entries: { school_id: number; kind: string; ref: string; lang: string; title: string; body: string; route: string; words: string };
}

const MAX_WORD_LENGTH = 60;
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;
const JOINERS = /[\u200C\u200D]/g;
const searchWords = (text: string) =>
  [...text.matchAll(WORD)].map((match) => match[0].replace(JOINERS, '').normalize('NFC').toLowerCase().slice(0, MAX_WORD_LENGTH)).filter(Boolean);
const languageOf = (text: string): Language => (/\p{Script=Devanagari}/u.test(text) ? 'hi' : 'en');

/** A page's searchable fields, in the schema's order: 'b' English and Hindi text, 'p' plain text, an array a list of groups. */
type Fields = { [key: string]: 'b' | 'p' | Fields[] };
const roster: Fields = { name: 'p', designation: 'b', dateOfJoining: 'p', dateOfPresentPost: 'p', subject: 'b', employeeCode: 'p' };
const disclosure: Fields = { documents: [{ title: 'b' }] };
const topper: Fields = { name: 'p', score: 'p', stream: 'b' };
const PAGES: Record<string, { title: string; route: string; fields: Fields }> = {
  principal: { title: 'Principal’s Message', route: '/principalMessage', fields: { salutation: 'b', message: 'b', name: 'p', designation: 'b' } },
  history: { title: 'School History', route: '/schoolHistory', fields: { history: 'b' } },
  contact: {
    title: 'Contact Us',
    route: '/contact',
    fields: {
      intro: 'b',
      officeHours: 'b',
      mapLatitude: 'p',
      mapLongitude: 'p',
      departments: [{ name: 'b', description: 'b', location: 'b' }],
      timings: [{ label: 'b', time: 'b' }],
      closed: 'b',
    },
  },
  academics: { title: 'Mandatory Disclosure: Academics', route: '/academics', fields: disclosure },
  certificates: { title: 'Certificates & Approvals', route: '/certificates_&_Approvals', fields: disclosure },
  rti: { title: 'RTI', route: '/rti', fields: { people: [roster] } },
  committee: { title: 'School Commitee', route: '/committee', fields: { people: [roster] } },
  classrooms: { title: 'Classrooms', route: '/classRoom', fields: { description: 'b' } },
  labs: { title: 'Science Labs', route: '/scienceLab', fields: { intro: 'b', labs: [{ name: 'b', description: 'b' }] } },
  sports: { title: 'Sports', route: '/sports', fields: { description: 'b' } },
  namesake: {
    title: 'About the martyr',
    route: '/aboutSahid',
    fields: { name: 'b', subtitle: 'b', introduction: 'b', storyHeading: 'b', story: 'b', photoCaption: 'b', biodata: [{ label: 'b', value: 'b' }] },
  },
  faqs: { title: 'Frequently Asked Questions', route: '/faqs', fields: { intro: 'b', questions: [{ question: 'b', answer: 'b' }] } },
  vision: { title: 'Home: Vision and Mission', route: '/', fields: { description: 'b', vision: 'b', mission: 'b' } },
  dignitaries: { title: 'Home: Leadership', route: '/', fields: { intro: 'b', people: [{ name: 'p', title: 'b' }] } },
  toppers: { title: 'Home: Top performers', route: '/', fields: { classX: [topper], classXII: [topper] } },
  about: { title: 'Home: About the school', route: '/', fields: { place: 'b', about: 'b', videoId: 'p', videoTitle: 'b' } },
  gallery: { title: 'Home: Photo gallery', route: '/', fields: {} },
  links: { title: 'Home: Useful links', route: '/', fields: { links: [{ label: 'b' }] } },
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The texts of a page by language (saving trimmed them; so does this), not its addresses, pictures or documents. */
function pageTexts(fields: Fields, value: unknown, texts: Record<Language, string[]>): void {
  const object = (value ?? {}) as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields)) {
    const item = object[key];
    if (Array.isArray(field)) {
      if (Array.isArray(item)) for (const each of item) pageTexts(field[0] as Fields, each, texts);
    } else if (field === 'b') {
      const { en, hi } = (item ?? {}) as { en?: unknown; hi?: unknown };
      if (trimmed(en)) texts.en.push(trimmed(en));
      if (trimmed(hi)) texts.hi.push(trimmed(hi));
    } else if (trimmed(item) && !/^(https?:\/\/|\/)/i.test(trimmed(item))) {
      texts[languageOf(trimmed(item))].push(trimmed(item));
    }
  }
}

function pageEntries(kind: string, body: string): Entry[] {
  const page = PAGES[kind];
  let content: unknown;
  try {
    content = JSON.parse(body);
  } catch {
    return []; // unreadable: the page shows as empty, and is not found either
  }
  if (!page || typeof content !== 'object' || content === null || Array.isArray(content)) return [];
  const texts: Record<Language, string[]> = { en: [], hi: [] };
  pageTexts(page.fields, content, texts);
  return (['en', 'hi'] as const).filter((lang) => texts[lang].length).map((lang) => ({ lang, title: page.title, body: texts[lang].join('\n'), route: page.route }));
}

const BATCH = 200;

/** Builds the index from the pages, staff and events the database holds. */
export async function fillSearchIndex(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  const rows: Tables['search_entries'][] = [];
  const add = (school_id: number, kind: string, ref: string, entries: Entry[]) => {
    for (const entry of entries) rows.push({ school_id, kind, ref, ...entry, words: [...new Set(searchWords(`${entry.title}\n${entry.body}`))].join(' ') });
  };
  const pages = await db.selectFrom('school_documents').select(['school_id', 'kind', 'body']).where('kind', 'in', Object.keys(PAGES)).execute();
  for (const page of pages) add(page.school_id, 'page', page.kind, pageEntries(page.kind, page.body));
  for (const row of await db.selectFrom('staff').select(['id', 'school_id', 'full_name', 'designation', 'qualification', 'active']).execute()) {
    const body = [row.designation, row.qualification].filter(Boolean).join(' · ');
    if (row.active === 1) add(row.school_id, 'staff', String(row.id), [{ lang: languageOf(`${row.full_name} ${body}`), title: row.full_name, body, route: '/staffDetail' }]);
  }
  for (const row of await db.selectFrom('activities').select(['id', 'school_id', 'title', 'description', 'active']).execute()) {
    if (row.active === 1) add(row.school_id, 'event', String(row.id), [{ lang: languageOf(`${row.title} ${row.description}`), title: row.title, body: row.description, route: '/photos' }]);
  }
  await db.deleteFrom('search_entries').execute();
  for (let start = 0; start < rows.length; start += BATCH) await db.insertInto('search_entries').values(rows.slice(start, start + BATCH)).execute();
}
