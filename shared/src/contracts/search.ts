import * as z from 'zod';
import { SEARCH_KINDS, SEARCH_LANGUAGES, searchTextProblem } from './search-words';

/**
 * Site search (GET /api/Site/Search): what a visitor may ask and what the API answers. The words
 * and the rules of what may be asked are in search-words.ts, which the pages load without zod.
 */

/** What a visitor typed: the rules of searchTextProblem, which the form applies too. */
export const SearchTextSchema = z.string().superRefine((text, context) => {
  const problem = searchTextProblem(text);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

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
