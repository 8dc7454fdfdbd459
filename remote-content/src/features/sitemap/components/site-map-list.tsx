import { Link, useSiteMapNames } from '@school/shared';
import { SITE_MAP, type SiteMapPage } from '@school/shared/contracts/site-map';
import './site-map-list.css';

const PageLink = ({ page }: { page: SiteMapPage }) => <Link to={page.path}>{useSiteMapNames().page(page.path)}</Link>;

/** Every public page as a link: the menu's entries, each group with its pages under it, then the pages the menu does not show. */
export function SiteMapList() {
  const names = useSiteMapNames();
  return (
    <ul className="site-map">
      {SITE_MAP.map((entry) =>
        'pages' in entry ? (
          <li key={entry.group}>
            <span className="site-map-group">{names.group(entry.group)}</span>
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
