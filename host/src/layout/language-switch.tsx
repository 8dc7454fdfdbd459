import { LANGUAGE_NAMES, LANGUAGES, Link, useCatalog, useLanguage, useLocation } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './language-switch.css';

/**
 * "English | हिंदी" in the header of every page: links to this page in each language (`?lang=`),
 * so they work in a new tab and a search engine finds both. The address hook
 * (use-language-address.ts) does the switch.
 */
export function LanguageSwitch() {
  const { t } = useCatalog(hostCatalog);
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const to = (target: string) => {
    const params = new URLSearchParams(search);
    params.set('lang', target);
    return { pathname, search: `?${params.toString()}`, hash };
  };
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul>
        {LANGUAGES.map((target) => (
          <li key={target}>
            <Link to={to(target)} lang={target} hrefLang={target} className="ui-device-font" aria-current={target === language ? 'true' : undefined}>
              {LANGUAGE_NAMES[target]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
