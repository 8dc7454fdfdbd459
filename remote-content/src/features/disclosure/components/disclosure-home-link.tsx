import { Link, useSiteMapNames } from '@school/shared';
import './disclosure-home-link.css';

const DISCLOSURE = '/mandatory-public-disclosure';

/**
 * The home page's way to the Mandatory Public Disclosure, right under the banner: CBSE asks that
 * it be easy to find from the home page, not only through the menu. Named as the menu names it.
 */
export function DisclosureHomeLink() {
  const names = useSiteMapNames();
  return (
    <p className="disclosure-home-link">
      <Link to={DISCLOSURE}>{names.page(DISCLOSURE)}</Link>
    </p>
  );
}
