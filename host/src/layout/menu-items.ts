import { siteGroupName, sitePageName, type SiteMapStringId } from '@school/shared';
import { isOptionalPage, type OptionalPageKind } from '@school/shared/contracts/page-kinds';
import { MENU_ENTRIES, type SiteMapPage } from '@school/shared/contracts/site-map';
import { roleAdmits, type SchoolRole } from '@school/shared/contracts/roles';
import { HEALTH_PATH } from '@school/shared/contracts/health-paths';
import type { HostStringId } from '../i18n/host-strings';

/** What a menu entry says: a public page's or group's name (the site map's catalog), or one of the host's strings. */
export type MenuText = SiteMapStringId | HostStringId;

/**
 * A menu entry: a link, or a group whose sub-menu holds links. `text` is its string, and its key
 * in the menu. A link to a page not every school has names it (`page`): it shows once the school
 * has written that page (GET /Site's optionalPages).
 */
export type MenuItem =
  | { text: MenuText; to: string; page?: OptionalPageKind }
  | { text: MenuText; children: readonly MenuLink[] };

/** A link of a group; an Admin link names the least school role whose screens it opens (docs/decisions/013-school-team.md). */
type MenuLink = { text: MenuText; to: string; role?: SchoolRole };

/** 'aboutSahid' and 'alumni' are relative in the spec; the menu lives at the root, so they lead to /aboutSahid and /alumni. */
const SPEC_ADDRESSES: Record<string, string> = { '/aboutSahid': 'aboutSahid', '/alumni': 'alumni' };

function menuLink(page: SiteMapPage): MenuItem & { to: string } {
  const optional = page.kinds.find(isOptionalPage);
  return { text: sitePageName(page.path), to: SPEC_ADDRESSES[page.path] ?? page.path, ...(optional && { page: optional }) };
}

/**
 * The navigation menu of docs/product.md#site-shell: the site map's menu entries, in its order,
 * with its names (contracts/site-map.ts, i18n/site-map-strings.ts).
 */
export const MENU: readonly MenuItem[] = MENU_ENTRIES.map((entry) =>
  'pages' in entry ? { text: siteGroupName(entry.group), children: entry.pages.map(menuLink) } : menuLink(entry),
);

/** The menu of a school that has written the optional pages `written` (the others' links are left out until then). */
export const menuFor = (written: readonly OptionalPageKind[]): MenuItem[] => MENU.filter((item) => !('to' in item) || !item.page || written.includes(item.page));

/** Shown only while a school session exists. */
export const ADMIN_MENU = {
  text: 'menu.admin',
  children: [
    { text: 'menu.admin.activity', to: '/Manage-Activity' },
    { text: 'menu.admin.staff', to: '/Manage-Staff' },
    { text: 'menu.admin.alumni', to: '/Manage-Alumni' },
    { text: 'menu.admin.pages', to: '/Manage-Pages' },
    { text: 'menu.admin.feedback', to: '/Manage-Feedback', role: 'publisher' },
    { text: 'menu.admin.notices', to: '/Manage-Notices' },
    { text: 'menu.admin.drafts', to: '/Manage-Drafts' },
    // Any school user may see the site's health.
    { text: 'menu.admin.health', to: HEALTH_PATH },
    { text: 'menu.admin.alerts', to: '/Manage-Alerts', role: 'publisher' },
    { text: 'menu.admin.audit', to: '/Manage-Audit', role: 'admin' },
    { text: 'menu.admin.settings', to: '/Manage-Settings', role: 'admin' },
    { text: 'menu.admin.team', to: '/Manage-Team', role: 'admin' },
    { text: 'menu.admin.password', to: '/Manage-Password' },
    { text: 'menu.admin.security', to: '/Manage-Security' },
  ],
} satisfies MenuItem;

/** The screens a provider's support session may not use: the school's users, and an account of its own (decision 013). */
const NOT_IN_SUPPORT: readonly string[] = ['/Manage-Team', '/Manage-Password', '/Manage-Security'];

/**
 * The Admin menu as a user of `role` sees it: the links to screens their role may use, in a
 * support session without those it may not. A session without a known role (one from before
 * roles) sees them all; the server decides.
 */
export const adminMenuFor = (role: SchoolRole | null, support = false): MenuItem => ({
  ...ADMIN_MENU,
  children: ADMIN_MENU.children.filter(
    (link) => (role === null || !('role' in link) || roleAdmits(role, link.role as SchoolRole)) && !(support && NOT_IN_SUPPORT.includes(link.to)),
  ),
});

/** Shown while no school session exists; the header's Logout replaces it. */
export const LOGIN_MENU: MenuItem = { text: 'menu.login', to: '/login' };
