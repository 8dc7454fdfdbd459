import { useCatalog } from '@school/shared';
import { CONTENT_STRINGS, contentCatalog, type ContentStringId } from '../../i18n/content-strings';
import type { Language } from '../../ui/school-text';

let hindi: Record<string, string> | null = null;
let fetching: Promise<void> | null = null;

/**
 * Fetches the page's own words in `language` if the site has not (its catalog is fetched only
 * in the site's language): the same chunk as the catalog's, by its name, so a visitor of the
 * English site fetches the Hindi only on asking the biography for it. A failure leaves English.
 */
export function prepareWords(language: Language): Promise<void> {
  if (language === 'en' || hindi) return Promise.resolve();
  fetching ??= import(/* webpackChunkName: "content-strings-hi" */ '../../i18n/hi.json').then(
    (module) => void (hindi = module.default as Record<string, string>),
    (error: unknown) => {
      console.error('The biography’s Hindi words could not be loaded', error);
      fetching = null;
    },
  );
  return fetching;
}

/**
 * The page's own words (strings without placeholders) in `language`, which the biography's
 * dropdown may set apart from the site's: the catalog's in the site's language, otherwise those
 * `prepareWords` fetched (English until then).
 */
export function useWordsIn(language: Language): (id: ContentStringId) => string {
  const { t, language: site } = useCatalog(contentCatalog);
  if (language === site) return (id) => t(id);
  return (id) => (language === 'hi' ? hindi?.[id] : undefined) ?? CONTENT_STRINGS[id];
}
