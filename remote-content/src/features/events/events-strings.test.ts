import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { EVENTS_STRINGS } from './events-strings';
import hindi from './events.hi.json';

it('has every string of the Event Gallery in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(EVENTS_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
