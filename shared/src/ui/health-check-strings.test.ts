import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { HEALTH_CHECK_NAMES } from '../contracts/health';
import { HEALTH_CHECK_STRINGS } from './health-check-strings';
import hindi from './health-checks.hi.json';

it('has every health check string in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(HEALTH_CHECK_STRINGS, hindi)).toEqual([]);
});

it('names and explains every check of the contract, and nothing else', () => {
  expect(Object.keys(HEALTH_CHECK_STRINGS).sort()).toEqual(HEALTH_CHECK_NAMES.flatMap((check) => [`check.${check}`, `check.${check}.why`]).sort());
});
