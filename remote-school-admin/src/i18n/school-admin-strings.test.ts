import { catalogProblems } from '@school/shared/i18n/catalog-check';
import { HEALTH_MESSAGES, HEALTH_REASON_MAX } from '@school/shared/contracts/health';
import { HEALTH_CONTRACT_MESSAGES, SCHOOL_ADMIN_STRINGS } from './school-admin-strings';
import hindi from './hi.json';

it('has every school admin string in Hindi, valid, with the English placeholders', () => {
  expect(catalogProblems(SCHOOL_ADMIN_STRINGS, hindi)).toEqual([]);
});

it('says the contract’s messages in the contract’s English words', () => {
  for (const message of Object.values(HEALTH_MESSAGES)) {
    const said = HEALTH_CONTRACT_MESSAGES.get(message);
    expect(said).toBeDefined();
    const english: string = said ? SCHOOL_ADMIN_STRINGS[said[0]] : '';
    expect(english.replace('{limit}', String(said?.[1]?.limit ?? HEALTH_REASON_MAX))).toBe(message);
  }
});
