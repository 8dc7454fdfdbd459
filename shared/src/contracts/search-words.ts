/**
 * The site search's words, without zod, so the results page and the header's box load only
 * this (search.ts holds the API's schemas). The API indexes words cut by `searchWords` and hands
 * both databases the ready words, so SQLite and PostgreSQL find the same things whatever their
 * own tokenizers make of Devanagari; the results page marks the words it was asked the same way.
 */

/** The longest search a visitor may send, in characters, and the most words in it. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 10;
/** The most results one search answers (`more` says when there were others). */
export const SEARCH_RESULT_LIMIT = 30;
/** A word is cut to this many characters, in the index and in a search alike. */
const MAX_WORD_LENGTH = 60;

/** What the index holds. A new source is a new kind here and in the API's sources. */
export const SEARCH_KINDS = ['page', 'staff', 'event', 'notice'] as const;
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

/** What can be wrong with a search as typed, named, so each app can say it in the language shown. */
export type SearchProblem = { problem: 'empty' | 'noWord' } | { problem: 'tooLong' | 'tooManyWords'; limit: number };

/** What is wrong with a search as typed, or null. */
export function searchProblem(typed: string): SearchProblem | null {
  const text = typed.trim();
  if (!text) return { problem: 'empty' };
  if (text.length > SEARCH_MAX_LENGTH) return { problem: 'tooLong', limit: SEARCH_MAX_LENGTH };
  const count = searchWords(text).length;
  if (count === 0) return { problem: 'noWord' };
  if (count > SEARCH_MAX_WORDS) return { problem: 'tooManyWords', limit: SEARCH_MAX_WORDS };
  return null;
}

/** A search problem in English: the API's 400 answers it in these words. */
export function searchProblemText(found: SearchProblem): string {
  switch (found.problem) {
    case 'empty':
      return 'Type a word to search for.';
    case 'tooLong':
      return `Search for at most ${found.limit} characters.`;
    case 'noWord':
      return 'Search for a word: letters or digits.';
    case 'tooManyWords':
      return `Search for at most ${found.limit} words.`;
  }
}

/** What is wrong with a search as typed, in English, or null: the form says it, the API answers it as a 400. */
export function searchTextProblem(typed: string): string | null {
  const found = searchProblem(typed);
  return found && searchProblemText(found);
}
