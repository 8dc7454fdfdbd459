import { SITE_MAP, type SiteMapEntry } from '@school/shared/contracts/site-map';
import { MENU, type MenuItem } from './menu-items';

interface Shape {
  label: string;
  to?: string;
  pages?: Shape[];
}

/** A menu entry as a reader sees it: its label and where it leads ('aboutSahid' is /aboutSahid from the root). */
const ofMenu = (item: MenuItem | { label: string; to: string }): Shape =>
  'children' in item ? { label: item.label, pages: item.children.map(ofMenu) } : { label: item.label, to: item.to.replace(/^(?!\/)/, '/') };

const ofSiteMap = (entry: SiteMapEntry): Shape => ('pages' in entry ? { label: entry.title, pages: entry.pages.map(ofSiteMap) } : { label: entry.title, to: entry.path });

test('the sitemap starts with the menu’s entries, in its order, with its labels and addresses', () => {
  expect(SITE_MAP.slice(0, MENU.length).map(ofSiteMap)).toEqual(MENU.map(ofMenu));
});
