import type { SearchAnswer, SearchResult } from '@school/shared/contracts/search';
import { answersSearch, searchWords, wordsWithin, type SearchKind, type SearchLanguage } from '@school/shared/contracts/search-words';
import type { FoundEntry } from './search-index.js';

/** A snippet's length, and how much of it comes before the first word found. */
const SNIPPET_LENGTH = 200;
const SNIPPET_LEAD = 60;

const KIND_ORDER: Record<string, number> = { page: 0, staff: 1, event: 2 };

/**
 * The plain text around the first word that answers the search (the start of the text when
 * only the title did), cut at words, with an ellipsis where it was cut.
 */
export function snippetOf(body: string, asked: readonly string[]): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_LENGTH) return text;
  const words = wordsWithin(text);
  const hit = words.find(({ word }) => answersSearch(word, asked));
  let start = hit ? Math.max(0, hit.start - SNIPPET_LEAD) : 0;
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = words.filter((word) => word.end <= end && word.start >= start).at(-1)?.end ?? end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}

/**
 * How well an entry answers: each word asked counts 3 in the title and 1 in the text only, and
 * 1 more when a word is that very word, not only its start. Computed here, not by the engines,
 * so SQLite and PostgreSQL answer in the same order.
 */
function scoreOf(entry: FoundEntry, asked: readonly string[]): number {
  const title = searchWords(entry.title);
  const all = [...title, ...searchWords(entry.body)];
  return asked.reduce((score, word, index) => {
    // Only the last word asked may be the start of a word (answersSearch).
    const inTitle = index === asked.length - 1 ? title.some((titleWord) => titleWord.startsWith(word)) : title.includes(word);
    const exact = all.includes(word);
    return score + (inTitle ? 3 : 1) + (exact ? 1 : 0);
  }, 0);
}

/**
 * The answer to a search from the entries the engine found: best first (ties by kind, title and
 * record, so the order is the same on either database), one result per record (its better
 * language), at most `limit` of them.
 */
export function rankResults(found: readonly FoundEntry[], asked: readonly string[], limit: number): SearchAnswer {
  const scored = found
    .map((entry) => ({ entry, score: scoreOf(entry, asked) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (KIND_ORDER[a.entry.kind] ?? 9) - (KIND_ORDER[b.entry.kind] ?? 9) ||
        compare(a.entry.title, b.entry.title) ||
        compare(a.entry.ref, b.entry.ref) ||
        compare(a.entry.lang, b.entry.lang),
    );
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const { entry } of scored) {
    const record = `${entry.kind}|${entry.ref}`;
    if (seen.has(record)) continue;
    seen.add(record);
    results.push({
      kind: entry.kind as SearchKind,
      title: entry.title,
      snippet: snippetOf(entry.body, asked),
      route: entry.route,
      lang: entry.lang as SearchLanguage,
    });
  }
  return { results: results.slice(0, limit), more: results.length > limit };
}

/** By code units: the same in every locale and on either database. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
