import { Link, useCatalog } from '@school/shared';
// The content catalog's name of the page, not the disclosure's or the site map's catalog: the home page loads no more strings for it.
import { contentCatalog } from '../../../i18n/content-strings';
import './disclosure-home-link.css';

/**
 * The home page's way to the Mandatory Public Disclosure, right under the banner: CBSE asks that
 * it be easy to find from the home page, not only through the menu.
 */
export function DisclosureHomeLink() {
  const { t } = useCatalog(contentCatalog);
  return (
    <p className="disclosure-home-link">
      <Link to="/mandatory-public-disclosure">{t('home.disclosure')}</Link>
    </p>
  );
}
