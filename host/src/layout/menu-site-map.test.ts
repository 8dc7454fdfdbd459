import { HOST_STRINGS } from '../i18n/host-strings';
import { SITE_MAP_STRINGS } from '@school/shared';
import { ADMIN_MENU, LOGIN_MENU, MENU, type MenuItem, type MenuText } from './menu-items';

/** A menu entry as a reader sees it in English: its words, and where it leads. */
type Shape = string | [string, Shape[]];
const english = (text: MenuText) => (SITE_MAP_STRINGS as Record<string, string>)[text] ?? HOST_STRINGS[text as keyof typeof HOST_STRINGS];
const shapeOf = (item: MenuItem | { text: MenuText; to: string }): Shape =>
  'children' in item ? [english(item.text), item.children.map(shapeOf)] : `${english(item.text)} ${item.to}`;

test('the menu is the spec’s, with its words and addresses, in its order, made of the site map’s entries', () => {
  expect(MENU.map(shapeOf)).toEqual([
    'Home /',
    ['About Us', ["School History /schoolHistory", "Principal's Message /principalMessage"]],
    'About the martyr aboutSahid',
    'Staff Details /staffDetail',
    ['Gallery', ['Photo Gallery /photos']],
    ['Mandatory Disclosure', ['Mandatory Public Disclosure /mandatory-public-disclosure', 'Academics /academics', 'Certifications/Approvals /certificates_&_Approvals']],
    'Alumni alumni',
    'Faqs /faqs',
    'Notices /notices',
  ]);
  expect(shapeOf(LOGIN_MENU)).toBe('Login /login');
  expect(shapeOf(ADMIN_MENU)).toEqual(['Admin', expect.arrayContaining(['Activity /Manage-Activity', 'Staff /Manage-Staff', 'Alumni /Manage-Alumni'])]);
});
