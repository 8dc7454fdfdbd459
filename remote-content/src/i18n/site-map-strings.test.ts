import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { SITE_MAP, SITE_MAP_PAGES } from '@school/shared/contracts/site-map';
import { SITE_MAP_STRINGS } from './site-map-strings';
import { siteGroupText, sitePageText } from './site-map-text';
import hindi from './site-map.hi.json';

it('has every name of the site map in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(SITE_MAP_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('names each page and group of the site map as the site map does, in English', () => {
  const english = (id: keyof typeof SITE_MAP_STRINGS | null) => (id ? SITE_MAP_STRINGS[id] : null);
  expect(SITE_MAP_PAGES.filter((page) => english(sitePageText(page.path)) !== page.title)).toEqual([]);
  const groups = SITE_MAP.filter((entry) => 'pages' in entry);
  expect(groups.filter((group) => english(siteGroupText(group.title)) !== group.title)).toEqual([]);
});
