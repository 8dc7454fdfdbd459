import { sql, type Kysely } from 'kysely';
import { searchWords, type SearchKind } from '@school/shared/contracts/search-words';
import type { Dialect } from '../../db/migrations.js';
import type { Database } from '../../db/schema.js';
import { SOURCES, type SearchEntry, type SearchSource, type SourceRow } from './sources.js';

/**
 * The search index (migration 005-search): one row of search_entries per record and language,
 * with its words cut by contracts/search.ts. PostgreSQL keeps a tsvector of those words in a
 * generated column; SQLite an FTS5 table of them, kept by triggers. Both are handed words, not
 * text to tokenize, so they find the same entries. Writers call these inside the transaction
 * of the write they follow, so the index never tells of a record that is not there.
 */

/** An entry's words for the engines: each once, space-separated (they need only know it is there). */
const wordsOf = (entry: SearchEntry) => [...new Set(searchWords(`${entry.title}\n${entry.body}`))].join(' ');

/** Rows inserted at once when the whole index is filled (well under either database's limit of parameters). */
const BATCH = 200;

type EntryRow = Omit<Database['search_entries'], 'id'>;

function rowsOf<K extends SearchKind>(kind: K, row: SourceRow<K>): EntryRow[] {
  const source = SOURCES[kind] as unknown as SearchSource<SourceRow<K>>;
  const { schoolId, ref } = source.key(row);
  return source.entries(row).map((entry) => ({ school_id: schoolId, kind, ref, ...entry, words: wordsOf(entry) }));
}

/** Forgets what the index holds of one record. */
export async function unindexRow(trx: Kysely<Database>, schoolId: number, kind: SearchKind, ref: string): Promise<void> {
  await trx.deleteFrom('search_entries').where('school_id', '=', schoolId).where('kind', '=', kind).where('ref', '=', ref).execute();
}

/** Replaces what the index holds of one record with what its source finds in it now (nothing while it is hidden). */
export async function indexRow<K extends SearchKind>(trx: Kysely<Database>, kind: K, row: SourceRow<K>): Promise<void> {
  const source = SOURCES[kind] as unknown as SearchSource<SourceRow<K>>;
  const { schoolId, ref } = source.key(row);
  await unindexRow(trx, schoolId, kind, ref);
  const rows = rowsOf(kind, row);
  if (rows.length) await trx.insertInto('search_entries').values(rows).execute();
}

/**
 * Builds the whole index again from every source's records: after the seed, which writes its
 * rows directly. (Migration 005 fills it with its own frozen copy of the code of its day.)
 */
export async function fillSearchIndex(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('search_entries').execute();
  for (const kind of Object.keys(SOURCES) as SearchKind[]) {
    const rows = (await SOURCES[kind].all(trx)).flatMap((row) => rowsOf(kind, row as SourceRow<typeof kind>));
    for (let start = 0; start < rows.length; start += BATCH) await trx.insertInto('search_entries').values(rows.slice(start, start + BATCH)).execute();
  }
}

/** An entry a search found. */
export type FoundEntry = Pick<Database['search_entries'], 'kind' | 'ref' | 'lang' | 'title' | 'body' | 'route'>;

/**
 * Whether an entry shows at `now`: a notice's only between its publishFrom and its expiry (it is
 * indexed on publish, and starts and ends by the clock, not by a write); every other kind's
 * always (hidden records have no entries). The same SQL on both databases.
 */
const showsAt = (now: string) => sql`(e.kind <> 'notice' or exists (
      select 1 from notices n
      where n.school_id = e.school_id and cast(n.id as text) = e.ref and n.status = 'published'
        and n.publish_from <= ${now} and (n.expire_on is null or n.expire_on > ${now})))`;

/**
 * The entries of a school holding every word asked, the last one also as the start of a word,
 * best first by the engine's own ranking, at most `limit`, of those showing at `now`. The words
 * come from searchWords, so they hold only letters, marks and digits: quoted, nothing in them
 * is query syntax.
 */
export async function findEntries(
  db: Kysely<Database>,
  dialect: Dialect,
  schoolId: number,
  words: readonly string[],
  limit: number,
  now = new Date().toISOString(),
): Promise<FoundEntry[]> {
  if (!words.length) return [];
  const last = words.length - 1;
  if (dialect === 'postgres') {
    const query = words.map((word, index) => `'${word}'${index === last ? ':*' : ''}`).join(' & ');
    const { rows } = await sql<FoundEntry>`
      select e.kind, e.ref, e.lang, e.title, e.body, e.route from search_entries e
      where e.school_id = ${schoolId} and e.document @@ ${query}::tsquery and ${showsAt(now)}
      order by ts_rank(e.document, ${query}::tsquery) desc, e.id
      limit ${limit}`.execute(db);
    return rows;
  }
  const match = words.map((word, index) => `"${word}"${index === last ? '*' : ''}`).join(' ');
  const { rows } = await sql<FoundEntry>`
    select e.kind, e.ref, e.lang, e.title, e.body, e.route from search_fts
    join search_entries e on e.id = search_fts.rowid
    where search_fts match ${match} and e.school_id = ${schoolId} and ${showsAt(now)}
    order by search_fts.rank, e.id
    limit ${limit}`.execute(db);
  return rows;
}
