import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { STAFF_STRINGS } from './staff-strings';
import hindi from './staff.hi.json';

it('has every string of Staff Details in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(STAFF_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
