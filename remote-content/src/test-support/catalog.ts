import { renderHook } from '@testing-library/react';
import type { Catalog, Messages } from '@school/shared';
import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { useContractMessage, type ContractMessages } from '../i18n/contract-messages';

/**
 * The tests every Hindi catalog of the public pages passes: `english` (the strings of `what`) each
 * have a Hindi string, valid, with the same placeholders, and each Hindi string is in Devanagari.
 */
export function testHindiCatalog(what: string, english: Messages, hindi: Messages): void {
  it(`has every string of ${what} in Hindi, valid, with the English placeholders`, () => {
    expect(catalogProblems(english, hindi)).toEqual([]);
  });

  it('has Devanagari in every Hindi string', () => {
    expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
  });
}

/** The test of a feature that says a contract's messages: in English, each is the contract's own words. */
export function testContractMessages<M extends Messages>(catalog: Catalog<M>, messages: ContractMessages<keyof M & string>): void {
  it('says each contract message in the contract’s own English words', () => {
    const { result } = renderHook(() => useContractMessage(catalog, messages));
    expect([...messages.keys()].filter((english) => result.current(english) !== english)).toEqual([]);
  });
}
