import { DISCLOSURE_DOCUMENT_KEYS, DISCLOSURE_DOCUMENT_TITLES } from '@school/shared/contracts/disclosure';
import { testHindiCatalog } from '../../test-support/catalog';
import { DISCLOSURE_STRINGS } from './disclosure-strings';
import hindi from './disclosure.hi.json';

testHindiCatalog('the disclosure', DISCLOSURE_STRINGS, hindi);

it('names each document of section B as the contract (and the admin’s editor) does, in English', () => {
  expect(DISCLOSURE_DOCUMENT_KEYS.map((key) => DISCLOSURE_STRINGS[`b.${key}`])).toEqual(DISCLOSURE_DOCUMENT_KEYS.map((key) => DISCLOSURE_DOCUMENT_TITLES[key]));
});
