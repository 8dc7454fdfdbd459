import { renderHook } from '@testing-library/react';
import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { SITE_MAP, SITE_MAP_PAGES } from '@school/shared/contracts/site-map';
import { CONTENT_STRINGS } from './content-strings';
import { CONTRACT_MESSAGES, useContractMessage } from './contract-messages';
import { siteGroupText, sitePageText } from './site-map-text';
import hindi from './hi.json';

it('has every string of the public pages in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(CONTENT_STRINGS, hindi)).toEqual([]);
});

it('has Devanagari in every Hindi string', () => {
  expect(Object.entries(hindi).filter(([, text]) => !/\p{Script=Devanagari}/u.test(text))).toEqual([]);
});

it('names each page and group of the site map as the site map does, in English', () => {
  const english = (id: keyof typeof CONTENT_STRINGS | null) => (id ? CONTENT_STRINGS[id] : null);
  expect(SITE_MAP_PAGES.filter((page) => english(sitePageText(page.path)) !== page.title)).toEqual([]);
  const groups = SITE_MAP.filter((entry) => 'pages' in entry);
  expect(groups.filter((group) => english(siteGroupText(group.title)) !== group.title)).toEqual([]);
});

it('says each contract message in the contract’s own English words', () => {
  const { result } = renderHook(() => useContractMessage());
  expect([...CONTRACT_MESSAGES.keys()].filter((english) => result.current(english) !== english)).toEqual([]);
});
