import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { HOST_STRINGS } from './host-strings';
import hindi from './hi.json';

it('has every host string in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(HOST_STRINGS, hindi)).toEqual([]);
});
