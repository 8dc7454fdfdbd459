import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { NOTICE_PAGES_STRINGS } from './notice-pages-strings';
import hindi from './notice-pages.hi.json';

it('has every string of the notices’ pages in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(NOTICE_PAGES_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
