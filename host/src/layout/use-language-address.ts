import { useEffect } from 'react';
import { languageOfSearch, searchWithLanguage, switchLanguage, useLanguage, useLocation, useNavigate } from '@school/shared';

/**
 * Keeps the language and the address together. An address naming a language (the switch's
 * links, a shared `?lang=hi` link, the back button) switches to it; then the address is
 * rewritten in place to say the language shown: `?lang=hi` on every Hindi page, nothing on an
 * English one. So a Hindi page can be shared and indexed, and a link without the mark keeps
 * the visitor's language. The site's own links already carry the mark (shared/src/router.ts),
 * so the rewrite is for the addresses they did not make: typed, bookmarked or old ones.
 */
export function useLanguageAddress(): void {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const named = languageOfSearch(search);
    if (named && named !== language) {
      void switchLanguage(named);
      return;
    }
    const marked = searchWithLanguage(search, language);
    if (marked !== search) void navigate({ pathname, search: marked, hash }, { replace: true });
  }, [language, pathname, search, hash, navigate]);
}
