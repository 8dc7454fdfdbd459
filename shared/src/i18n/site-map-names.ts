import type { SiteMapGroup } from '../contracts/site-map';
import { useCatalog } from './catalog';
import { SITE_MAP_STRINGS, siteMapCatalog, type SiteMapStringId } from './site-map-strings';

/** The string that names the page at `path` (site-map-strings.test.ts: the catalog names every page of the site map). */
export const sitePageName = (path: string): SiteMapStringId => `site.${path}` as SiteMapStringId;

/** The string that names a group of the site map. */
export const siteGroupName = (group: SiteMapGroup): SiteMapStringId => `siteGroup.${group}`;

/**
 * The names of the site map's pages and groups in the language shown. An address the catalog
 * does not name (a page that is not in the site map) shows as itself.
 */
export function useSiteMapNames() {
  const { t } = useCatalog(siteMapCatalog);
  return {
    page: (path: string) => (sitePageName(path) in SITE_MAP_STRINGS ? t(sitePageName(path)) : path),
    group: (group: SiteMapGroup) => t(siteGroupName(group)),
  };
}
