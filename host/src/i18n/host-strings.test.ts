import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { WEBSITE_PAGES } from '@school/shared/contracts/site-map';
import { ADMIN_MENU, LOGIN_MENU, MENU } from '../layout/menu-items';
import { HOST_STRINGS } from './host-strings';
import hindi from './hi.json';

it('has every host string in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(HOST_STRINGS, hindi)).toEqual([]);
});

it('says each menu entry in the spec’s words in English', () => {
  const entries = [...MENU, ADMIN_MENU, LOGIN_MENU].flatMap((item) => ('children' in item ? [item, ...item.children] : [item]));
  expect(entries.filter((entry) => HOST_STRINGS[entry.text] !== entry.label)).toEqual([]);
});

it('names each of the website’s pages in the footer as the site map does', () => {
  const named = Object.fromEntries(Object.entries(HOST_STRINGS).filter(([id]) => id.startsWith('website.')).map(([, text]) => [text, true]));
  expect(WEBSITE_PAGES.filter((page) => !named[page.title])).toEqual([]);
});
