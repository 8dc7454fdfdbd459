import { AUDIT_MESSAGES } from '@school/shared/contracts/audit';
import { schoolUserToken, type TestApi } from '../../test-support/test-api';
import { expectRefusal, startWithSchools, type Tokens } from '../../test-support/fixtures';

/**
 * What one account may write into the audit log (issue 46): so many changes an hour
 * (CHANGES_PER_USER_HOUR, 4 here), counted before each is written so a burst cannot pass the
 * count together; and an update kept as what it changed, not two whole copies.
 */
let api: TestApi, tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools({ CHANGES_PER_USER_HOUR: '4' })));
afterAll(() => api.close());

const publishFrom = new Date().toISOString();
const notice = (title: string) => ({ category: 'notice', title: { en: title, hi: '' }, date: '2026-11-24', publishFrom, expireOn: null });
const entries = (userName: string) => api.database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('user_name', '=', userName).where('action', '!=', 'login').orderBy('id').execute();

test('20 changes at once from one account: 4 are made and logged, the rest are refused (429, Retry-After) and leave nothing; another account still writes', async () => {
  const editor = await schoolUserToken(api, 'publisher', 'busywriter');
  const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => api.post('/School/Notice/Add', notice(`Burst ${index}`), { token: editor })));
  expect(answers.filter((answer) => answer.status === 201 || answer.status === 200)).toHaveLength(4);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused).toHaveLength(16);
  for (const answer of refused) expectRefusal(answer, 429, AUDIT_MESSAGES.tooManyChanges);
  const retryAfter = Number(refused[0]!.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await entries('busywriter')).toHaveLength(4);
  const titles = await api.database.db.selectFrom('notices').select('title_en').where('title_en', 'like', 'Burst %').execute();
  expect(titles).toHaveLength(4);
  expect((await api.post('/School/Notice/Add', notice('Another account’s notice'), { token: tokens.schoolA })).status).toBeLessThan(300);
});

test('an update is logged as the fields it changed, inside nested records too, not as two whole copies', async () => {
  const author = await schoolUserToken(api, 'publisher', 'carefulwriter');
  const added = await api.post('/School/Notice/Add', notice('Sports day'), { token: author });
  const updated = await api.post('/School/Notice/Update', { id: added.body.id, ...notice('Sports day moved') }, { token: author });
  expect(updated.status).toBe(200);
  const [, update] = await entries('carefulwriter');
  expect(update!.action).toBe('update');
  // The title's English changed (its Hindi did not); the notice's short fields say which and in what state.
  const before = JSON.parse(update!.before!);
  const after = JSON.parse(update!.after!);
  expect(before).toMatchObject({ id: added.body.id, status: 'draft', title: { en: 'Sports day' } });
  expect(after).toMatchObject({ id: added.body.id, status: 'draft', title: { en: 'Sports day moved' } });
  expect(before.title).not.toHaveProperty('hi');
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
});
