import * as z from 'zod';

/**
 * Site search (GET /api/Site/Search): what a visitor may ask, what the API answers, and the one
 * way a text is cut into words. The API indexes words cut by `searchWords` and hands both
 * databases the ready words, so SQLite and PostgreSQL find the same things whatever their own
 * tokenizers make of Devanagari; the results page marks the words it was asked for the same way.
 */

/** The longest search a visitor may send, in characters, and the most words in it. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 10;
/** The most results one search answers (`more` says when there were others). */
export const SEARCH_RESULT_LIMIT = 30;
/** A word is cut to this many characters, in the index and in a search alike. */
const MAX_WORD_LENGTH = 60;

/** What the index holds. A new source (the notices, say) is a new kind here and in the API's sources. */
export const SEARCH_KINDS = ['page', 'staff', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LANGUAGES = ['en', 'hi'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/**
 * A word is a run of letters, combining marks and digits: a Devanagari vowel sign (matra), virama,
 * nukta or anusvara is a mark, so it stays inside its word. The zero-width joiner and non-joiner
 * only choose how a conjunct is drawn, so they are not part of the word either way.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;
const JOINERS = /[\u200C\u200D]/g;

/** A word as the index keeps it: NFC (a nukta letter typed either way is one word), lower case. */
const normalWord = (raw: string) => raw.replace(JOINERS, '').normalize('NFC').toLowerCase().slice(0, MAX_WORD_LENGTH);

/** The words of a text, where each starts and ends in it (the results page marks them there). */
export function wordsWithin(text: string): { word: string; start: number; end: number }[] {
  const found: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalWord(match[0]);
    if (word) found.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The words of a text, in order, as the index and a search see them. */
export const searchWords = (text: string): string[] => wordsWithin(text).map(({ word }) => word);

/**
 * Whether a word of a text answers a search's words: it is one of them, or it begins with the
 * last one (the visitor may not have finished typing it).
 */
export function answersSearch(word: string, asked: readonly string[]): boolean {
  const last = asked.at(-1);
  return asked.includes(word) || (last !== undefined && word.startsWith(last));
}

/** Hindi when the text has any Devanagari, else English: staff names and events are in whatever script the school typed. */
export const languageOf = (text: string): SearchLanguage => (/\p{Script=Devanagari}/u.test(text) ? 'hi' : 'en');

/** What a visitor typed: the form refuses what the API would. */
export const SearchTextSchema = z
  .string()
  .trim()
  .min(1, 'Type a word to search for.')
  .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
  .refine((text) => searchWords(text).length > 0, 'Search for a word: letters or digits.')
  .refine((text) => searchWords(text).length <= SEARCH_MAX_WORDS, `Search for at most ${SEARCH_MAX_WORDS} words.`);

export const SearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The page's heading, the staff member's name or the event's title. */
  title: z.string(),
  /** Plain text around the first word found (not HTML: the page marks the words itself). */
  snippet: z.string(),
  /** Where the result is shown on the site. */
  route: z.string(),
  /** The language the words were found in. */
  lang: z.enum(SEARCH_LANGUAGES),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchAnswerSchema = z.object({
  results: z.array(SearchResultSchema),
  /** Whether more results than these matched: the visitor may add a word. */
  more: z.boolean(),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
