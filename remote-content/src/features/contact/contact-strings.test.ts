import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { CONTACT_STRINGS } from './contact-strings';
import hindi from './contact.hi.json';

it('has every string of Contact Us in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(CONTACT_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
