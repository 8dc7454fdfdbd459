import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { ALUMNI_STRINGS } from './alumni-strings';
import hindi from './alumni.hi.json';

it('has every string of the alumni page in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(ALUMNI_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
