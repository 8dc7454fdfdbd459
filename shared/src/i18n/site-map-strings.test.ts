import { catalogProblems } from './catalog-check';
import { SITE_MAP, SITE_MAP_PAGES } from '../contracts/site-map';
import { SITE_MAP_STRINGS } from './site-map-strings';
import { siteGroupName, sitePageName } from './site-map-names';
import hindi from './site-map.hi.json';

it('has every name of the site map in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(SITE_MAP_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('names every page and group of the site map, and nothing else', () => {
  const named = [...SITE_MAP_PAGES.map((page) => sitePageName(page.path)), ...SITE_MAP.flatMap((entry) => ('group' in entry ? [siteGroupName(entry.group)] : []))];
  expect(new Set(named)).toEqual(new Set(Object.keys(SITE_MAP_STRINGS)));
});
