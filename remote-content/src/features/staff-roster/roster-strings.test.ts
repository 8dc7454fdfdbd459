import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { ROSTER_STRINGS } from './roster-strings';
import hindi from './roster.hi.json';

it('has every string of the RTI and School Commitee pages in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(ROSTER_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
