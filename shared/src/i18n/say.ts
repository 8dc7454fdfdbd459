import type { Bilingual } from '../contracts/page-values';
import { getLanguage, type Language } from './language';

/**
 * The school's words in the language shown (the site's, unless a page offers its own choice);
 * where the school has not written them in that language, the other one, with `lang` saying so
 * (undefined when it is the page's language), for screen readers and fonts. Components that call
 * it re-render on a switch of language through their app (useLanguage at its top), so this reads
 * the language rather than subscribing.
 */
export function say(value: Bilingual, language: Language = getLanguage()): { text: string; lang?: Language } {
  const other: Language = language === 'en' ? 'hi' : 'en';
  if (value[language]) return { text: value[language] };
  return value[other] ? { text: value[other], lang: other } : { text: '' };
}
