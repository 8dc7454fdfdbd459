import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { NOTICES_STRINGS } from './notices-strings';
import hindi from './notices.hi.json';

it('has every string of the notices in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(NOTICES_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string but those that are placeholders only', () => {
  const placeholdersOnly = (text: string) => text.replace(/\{[^}]*\}/g, '').replace(/[(),\s]/g, '') === '';
  expect(Object.entries(hindi).filter(([, text]) => !placeholdersOnly(text) && !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});
