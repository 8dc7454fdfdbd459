import { feedbackInbox } from './inbox';
import { newReference } from './reference';
import type * as Reference from './reference';
import { schoolIdOf } from '../../test-support/fixtures';
import { startTestApi, type TestApi } from '../../test-support/test-api';

// The reference numbers drawn here are chosen by the test; the real draw is random.
jest.mock('./reference', () => {
  const actual = jest.requireActual<typeof Reference>('./reference');
  return { ...actual, newReference: jest.fn(actual.newReference) };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

test('a reference number already taken is drawn again, on SQLite (a primary key) as on PostgreSQL', async () => {
  const schoolId = await schoolIdOf(api, '83181');
  const inbox = feedbackInbox(api.database.db);
  const input = { name: 'A parent', email: '', message: 'The gate was locked at 8.' };
  const first = await inbox.receive(schoolId, '203.0.113.10', input);

  jest.mocked(newReference).mockReturnValueOnce(first);
  const second = await inbox.receive(schoolId, '203.0.113.11', input);

  expect(second).not.toBe(first);
  const stored = await api.database.db.selectFrom('feedback').select('reference').where('reference', 'in', [first, second]).execute();
  expect(stored).toHaveLength(2);
});
