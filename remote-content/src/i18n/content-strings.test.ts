import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { CONTENT_STRINGS } from './content-strings';
import hindi from './hi.json';

it('has every string of the public pages in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(CONTENT_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
