import { browserStorage } from '../browser-storage';
import { createStore, useStore } from '../store';

/**
 * The language the site is shown in (issue 15). English is the default and has no mark in the
 * address; Hindi adds `?lang=hi`, so a Hindi page can be shared and indexed at its own address
 * while the spec's routes stay as they are (docs/decisions/006-languages.md). The visitor's choice
 * is kept in localStorage, so it holds across visits.
 */
export type Language = 'en' | 'hi';

export const LANGUAGES: readonly Language[] = ['en', 'hi'];

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

/** The locale dates and numbers are formatted for. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const LANGUAGE_KEY = 'siteLanguage';
export const LANGUAGE_PARAM = 'lang';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The language an address names (`?lang=hi`), or null when it names none or one we do not have. */
export function languageOfSearch(search: string): Language | null {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : null;
}

/** The query string `search` with the language set: `lang=hi` for Hindi, no `lang` for English. */
export function searchWithLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  if (language === 'en') params.delete(LANGUAGE_PARAM);
  else params.set(LANGUAGE_PARAM, language);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function storedLanguage(): Language | null {
  const stored = browserStorage('localStorage')?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/**
 * The address's language first (a shared Hindi link), then the visitor's last choice, then
 * English (a server render's, until its job sets the page's).
 */
export function startingLanguage(search: string = typeof window === 'undefined' ? '' : window.location.search): Language {
  return languageOfSearch(search) ?? storedLanguage() ?? 'en';
}

/** The language set (setLanguage); null until one is, when the starting language is shown. */
const shown = createStore<Language | null>(null);
let starting: Language | null = null;

export function getLanguage(): Language {
  return shown.get() ?? (starting ??= startingLanguage());
}

/** Shows the site in `language` from now on: `<html lang>`, the visitor's stored choice, and every subscriber. */
export function setLanguage(language: Language): void {
  // A server render (decision 014) has no document: the renderer writes <html lang> itself.
  // Set only when it changes: the browser restyles and lays out the whole page for a lang set
  // even to what it was (:lang() rules), 130 ms for a Hindi page on a slow phone.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
  try {
    if (language === 'en') browserStorage('localStorage')?.removeItem(LANGUAGE_KEY);
    else browserStorage('localStorage')?.setItem(LANGUAGE_KEY, language);
  } catch {
    // A full or refused storage: the choice holds for this visit only.
  }
  if (language !== shown.get()) shown.set(language);
}

/**
 * The language shown; re-renders when the visitor switches. A server render and hydration see
 * the language set too: a Hindi page is rendered and hydrated in Hindi.
 */
export function useLanguage(): Language {
  return useStore(shown) ?? getLanguage();
}
