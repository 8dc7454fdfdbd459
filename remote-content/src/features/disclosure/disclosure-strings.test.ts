import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { DISCLOSURE_DOCUMENT_KEYS, DISCLOSURE_DOCUMENT_TITLES } from '@school/shared/contracts/disclosure';
import { DISCLOSURE_STRINGS } from './disclosure-strings';
import hindi from './disclosure.hi.json';

it('has every string of the disclosure in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(DISCLOSURE_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('names each document of section B as the contract (and the admin’s editor) does, in English', () => {
  expect(DISCLOSURE_DOCUMENT_KEYS.map((key) => DISCLOSURE_STRINGS[`b.${key}`])).toEqual(DISCLOSURE_DOCUMENT_KEYS.map((key) => DISCLOSURE_DOCUMENT_TITLES[key]));
});
