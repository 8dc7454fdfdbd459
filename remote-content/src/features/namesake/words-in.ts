import { loadCatalog, translatorIn, useCatalog } from '@school/shared';
import { contentCatalog, type ContentStringId } from '../../i18n/content-strings';
import type { Language } from '../../ui/school-text';

/**
 * Fetches the page's own words in `language` if the site has not (its catalog is fetched only
 * in the site's language): the catalog's own chunk, so a visitor of the English site fetches the
 * Hindi only on asking the biography for it. A failure leaves English.
 */
export function prepareWords(language: Language): Promise<void> {
  return loadCatalog(contentCatalog, language);
}

/**
 * The page's own words in `language`, which the biography's dropdown may set apart from the
 * site's: the catalog's in the site's language, otherwise those `prepareWords` fetched (English
 * until then).
 */
export function useWordsIn(language: Language): (id: ContentStringId) => string {
  const { t, language: site } = useCatalog(contentCatalog);
  if (language === site) return (id) => t(id);
  const other = translatorIn(contentCatalog, language);
  return (id) => other.t(id);
}
