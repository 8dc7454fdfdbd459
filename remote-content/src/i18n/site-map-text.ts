import { useCatalog } from '@school/shared';
import type { SiteMapPage } from '@school/shared/contracts/site-map';
import { SITE_MAP_STRINGS, siteMapCatalog, type SiteMapStringId } from './site-map-strings';

/**
 * The site map's names (contracts/site-map.ts, in English, which sitemap.xml and the host share)
 * in the language shown: each page's by its path, each group's by its English name. A test keeps
 * the English here the same as the site map's.
 */
const GROUPS: Record<string, SiteMapStringId> = {
  'About Us': 'siteGroup.about',
  Gallery: 'siteGroup.gallery',
  'Mandatory Disclosure': 'siteGroup.disclosure',
  'More about the school': 'siteGroup.more',
  'About this website': 'siteGroup.website',
};

const isId = (id: string): id is SiteMapStringId => id in SITE_MAP_STRINGS;

/** The string of the page at `path`, or null for a page the site map has and this catalog not yet. */
export const sitePageText = (path: string): SiteMapStringId | null => {
  const id = `site.${path}`;
  return isId(id) ? id : null;
};

export const siteGroupText = (title: string): SiteMapStringId | null => GROUPS[title] ?? null;

/** Names a page or a group of the site map in the language shown (its English one where the catalog lacks it). */
export function useSiteMapNames() {
  const { t } = useCatalog(siteMapCatalog);
  return {
    page: (page: Pick<SiteMapPage, 'path' | 'title'>) => {
      const id = sitePageText(page.path);
      return id ? t(id) : page.title;
    },
    group: (title: string) => {
      const id = siteGroupText(title);
      return id ? t(id) : title;
    },
  };
}
