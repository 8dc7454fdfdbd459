import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { PROVIDER_STRINGS } from './provider-strings';
import hindi from './hi.json';

it('has every provider string in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(PROVIDER_STRINGS, hindi)).toEqual([]);
});
