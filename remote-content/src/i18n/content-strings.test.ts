import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { SITE_MAP_PAGES } from '@school/shared/contracts/site-map';
import { CONTENT_STRINGS } from './content-strings';
import { SITE_MAP_STRINGS } from './site-map-strings';
import hindi from './hi.json';
import siteMapHindi from './site-map.hi.json';

it('has every string of the public pages in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(CONTENT_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('names the home page’s way to the disclosure as the site map does, in English and in Hindi', () => {
  const path = '/mandatory-public-disclosure';
  expect(CONTENT_STRINGS['home.disclosure']).toBe(SITE_MAP_PAGES.find((page) => page.path === path)?.title);
  expect(CONTENT_STRINGS['home.disclosure']).toBe(SITE_MAP_STRINGS[`site.${path}`]);
  expect(hindi['home.disclosure']).toBe(siteMapHindi[`site.${path}`]);
});
