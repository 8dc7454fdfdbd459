import { Link } from '@school/shared';
import { useSiteMapNames } from '../../../i18n/site-map-text';
import { SITE_MAP, type SiteMapPage } from '@school/shared/contracts/site-map';
import './site-map-list.css';

const PageLink = ({ page }: { page: SiteMapPage }) => <Link to={page.path}>{useSiteMapNames().page(page)}</Link>;

/** Every public page as a link: the menu's entries, each group with its pages under it, then the pages the menu does not show. */
export function SiteMapList() {
  const names = useSiteMapNames();
  return (
    <ul className="site-map">
      {SITE_MAP.map((entry) =>
        'pages' in entry ? (
          <li key={entry.title}>
            <span className="site-map-group">{names.group(entry.title)}</span>
            <ul>
              {entry.pages.map((page) => (
                <li key={page.path}>
                  <PageLink page={page} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.path}>
            <PageLink page={entry} />
          </li>
        ),
      )}
    </ul>
  );
}
