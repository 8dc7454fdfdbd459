import type { OptionalPageKind } from '@school/shared/contracts/site';
import { roleAdmits, type SchoolRole } from '@school/shared/contracts/roles';
import type { HostStringId } from '../i18n/host-strings';

/**
 * A menu entry: a link, or a group whose sub-menu holds links. `label` is the spec's English,
 * `text` its string in the host's catalog. A link to a page not every school has names it
 * (`page`): it shows once the school has written that page (GET /Site's optionalPages).
 */
export type MenuItem =
  | { text: HostStringId; label: string; to: string; page?: OptionalPageKind }
  | { text: HostStringId; label: string; children: readonly MenuLink[] };

/** A link of a group; an Admin link names the least school role whose screens it opens (docs/decisions/013-school-team.md). */
type MenuLink = { text: HostStringId; label: string; to: string; role?: SchoolRole };

/**
 * The navigation menu of docs/product.md#site-shell, in its order and with its paths. 'aboutSahid' and
 * 'alumni' are relative in the spec; the menu lives at the root, so they resolve to /aboutSahid
 * and /alumni.
 */
export const MENU: readonly MenuItem[] = [
  { text: 'menu.home', label: 'Home', to: '/' },
  {
    text: 'menu.about', label: 'About Us',
    children: [
      { text: 'menu.history', label: 'School History', to: '/schoolHistory' },
      { text: 'menu.principal', label: "Principal's Message", to: '/principalMessage' },
    ],
  },
  { text: 'menu.namesake', label: 'About the martyr', to: 'aboutSahid', page: 'namesake' },
  { text: 'menu.staff', label: 'Staff Details', to: '/staffDetail' },
  { text: 'menu.gallery', label: 'Gallery', children: [{ text: 'menu.photos', label: 'Photo Gallery', to: '/photos' }] },
  {
    text: 'menu.disclosure', label: 'Mandatory Disclosure',
    children: [
      { text: 'menu.mandatoryDisclosure', label: 'Mandatory Public Disclosure', to: '/mandatory-public-disclosure' },
      { text: 'menu.academics', label: 'Academics', to: '/academics' },
      { text: 'menu.certificates', label: 'Certifications/Approvals', to: '/certificates_&_Approvals' },
    ],
  },
  { text: 'menu.alumni', label: 'Alumni', to: 'alumni' },
  { text: 'menu.faqs', label: 'Faqs', to: '/faqs' },
  { text: 'menu.notices', label: 'Notices', to: '/notices' },
];

/** The menu of a school that has written the optional pages `written` (the others' links are left out until then). */
export const menuFor = (written: readonly OptionalPageKind[]): MenuItem[] => MENU.filter((item) => !('to' in item) || !item.page || written.includes(item.page));

/** Shown only while a school session exists. */
export const ADMIN_MENU = {
  text: 'menu.admin', label: 'Admin',
  children: [
    { text: 'menu.admin.activity', label: 'Activity', to: '/Manage-Activity' },
    { text: 'menu.admin.staff', label: 'Staff', to: '/Manage-Staff' },
    { text: 'menu.admin.alumni', label: 'Alumni', to: '/Manage-Alumni' },
    { text: 'menu.admin.pages', label: 'Pages', to: '/Manage-Pages' },
    { text: 'menu.admin.feedback', label: 'Feedback', to: '/Manage-Feedback', role: 'publisher' },
    { text: 'menu.admin.notices', label: 'Notices', to: '/Manage-Notices' },
    { text: 'menu.admin.drafts', label: 'Drafts', to: '/Manage-Drafts' },
    { text: 'menu.admin.alerts', label: 'Alerts', to: '/Manage-Alerts', role: 'publisher' },
    { text: 'menu.admin.audit', label: 'Audit log', to: '/Manage-Audit', role: 'admin' },
    { text: 'menu.admin.settings', label: 'Settings', to: '/Manage-Settings', role: 'admin' },
    { text: 'menu.admin.team', label: 'Team', to: '/Manage-Team', role: 'admin' },
    { text: 'menu.admin.password', label: 'Change password', to: '/Manage-Password' },
    { text: 'menu.admin.security', label: 'Two-factor sign-in', to: '/Manage-Security' },
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
export const LOGIN_MENU: MenuItem = { text: 'menu.login', label: 'Login', to: '/login' };
