import { renderHook } from '@testing-library/react';
import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { useContractMessage } from '../../i18n/contract-messages';
import { FEEDBACK_STRINGS, FEEDBACK_CONTRACT_MESSAGES, feedbackCatalog } from './feedback-strings';
import hindi from './feedback.hi.json';

it('has every string of the feedback page in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(FEEDBACK_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('says each contract message in the contract’s own English words', () => {
  const { result } = renderHook(() => useContractMessage(feedbackCatalog, FEEDBACK_CONTRACT_MESSAGES));
  expect([...FEEDBACK_CONTRACT_MESSAGES.keys()].filter((english) => result.current(english) !== english)).toEqual([]);
});
