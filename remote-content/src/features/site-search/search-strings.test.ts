import { renderHook } from '@testing-library/react';
import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { useContractMessage } from '../../i18n/contract-messages';
import { SEARCH_STRINGS, SEARCH_CONTRACT_MESSAGES, searchCatalog } from './search-strings';
import hindi from './search.hi.json';

it('has every string of the site search in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(SEARCH_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('says each contract message in the contract’s own English words', () => {
  const { result } = renderHook(() => useContractMessage(searchCatalog, SEARCH_CONTRACT_MESSAGES));
  expect([...SEARCH_CONTRACT_MESSAGES.keys()].filter((english) => result.current(english) !== english)).toEqual([]);
});
