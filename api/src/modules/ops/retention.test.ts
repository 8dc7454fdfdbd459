import { buildApp } from '../../app';
import { settingsFrom } from '../../test-support/settings';
import { startTestApi, type TestApi } from '../../test-support/test-api';
import { pruneExpired } from './retention';

/** AUDIT_RETENTION_DAYS and FEEDBACK_RETENTION_DAYS: old audit entries and closed feedback go; open feedback stays. */
let api: TestApi;
let schoolId: number;
beforeAll(async () => {
  api = await startTestApi();
  schoolId = (await api.database.db.selectFrom('schools').select('id').where('school_code', '=', '83181').executeTakeFirstOrThrow()).id;
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function addAudit(entity: string, action: string, days: number, userName = `ops-test-${entity}-${action}-${days}`) {
  await api.database.db.insertInto('audit_log').values({ at: daysAgo(days), school_id: schoolId, user_id: null, user_name: userName, action, entity, entity_id: null, before: null, after: null }).execute();
  return userName;
}

const auditNames = async () => (await api.database.db.selectFrom('audit_log').select('user_name').where('user_name', 'like', 'ops-test-%').orderBy('user_name').execute()).map((row) => row.user_name);

async function addFeedback(reference: string, receivedDays: number, closedDays: number | null) {
  await api.database.db
    .insertInto('feedback')
    .values({ reference, school_id: schoolId, name: 'A Visitor', email: 'visitor@example.com', message: 'A message', received_at: daysAgo(receivedDays), closed_at: closedDays === null ? null : daysAgo(closedDays) })
    .execute();
}

const references = async () => (await api.database.db.selectFrom('feedback').select('reference').where('reference', 'like', 'FB-OPS-%').orderBy('reference').execute()).map((row) => row.reference);

const resetRows = async () => {
  await api.database.db.deleteFrom('feedback').where('reference', 'like', 'FB-OPS-%').execute();
};

test('audit entries older than the retention go, but each kind keeps its newest, which "Last updated" reads', async () => {
  await addAudit('staff', 'update', 100);
  await addAudit('staff', 'update', 200);
  const staffRecent = await addAudit('staff', 'update', 1);
  await addAudit('alumnus', 'delete', 90);
  const alumniOld = await addAudit('alumnus', 'delete', 80);
  expect(await auditNames()).toHaveLength(5);

  const pruned = await pruneExpired(api.database.db, api.database.dialect, { auditDays: 30, feedbackDays: undefined });

  expect(pruned.auditEntries).toBeGreaterThanOrEqual(3);
  expect(await auditNames()).toEqual([alumniOld, staffRecent].sort());
});

test('the audit log is append-only again after a prune: no other delete or update gets through', async () => {
  await addAudit('event', 'create', 400);
  await addAudit('event', 'create', 300);
  await pruneExpired(api.database.db, api.database.dialect, { auditDays: 30, feedbackDays: undefined });
  // By message, not toThrow: better-sqlite3's error class is of the first test file's realm (see audit-log.test.ts).
  const refused = { message: expect.stringMatching(/append-only/) };
  await expect(api.database.db.deleteFrom('audit_log').execute()).rejects.toMatchObject(refused);
  await expect(api.database.db.updateTable('audit_log').set({ user_name: 'rewritten' }).execute()).rejects.toMatchObject(refused);
  expect(await auditNames()).toHaveLength(3);
});

test('closed feedback older than its retention goes; open feedback stays however old, and recent closed feedback stays', async () => {
  await resetRows();
  await addFeedback('FB-OPS-OPEN1', 400, null);
  await addFeedback('FB-OPS-CLOSEDOLD', 100, 40);
  await addFeedback('FB-OPS-CLOSEDNEW', 100, 10);
  const pruned = await pruneExpired(api.database.db, api.database.dialect, { auditDays: undefined, feedbackDays: 30 });
  expect(pruned.feedback).toBe(1);
  expect(await references()).toEqual(['FB-OPS-CLOSEDNEW', 'FB-OPS-OPEN1']);
});

test('with no retention set, nothing is removed', async () => {
  await resetRows();
  await addFeedback('FB-OPS-KEPT', 4000, 3000);
  const before = await auditNames();
  await addAudit('notice', 'delete', 5000);
  expect(await pruneExpired(api.database.db, api.database.dialect, { auditDays: undefined, feedbackDays: undefined })).toEqual({ auditEntries: 0, feedback: 0 });
  expect(await references()).toEqual(['FB-OPS-KEPT']);
  expect(await auditNames()).toHaveLength(before.length + 1);
});

test('the API applies the retention settings when it starts', async () => {
  await resetRows();
  await addFeedback('FB-OPS-STARTOLD', 100, 60);
  await addFeedback('FB-OPS-STARTOPEN', 100, null);
  const config = { ...api.config, retention: { auditDays: undefined, feedbackDays: 30 } };
  const app = await buildApp({ config, database: api.database, logger: false });
  try {
    await app.ready();
    for (let tries = 0; tries < 100 && (await references()).includes('FB-OPS-STARTOLD'); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await references()).toEqual(['FB-OPS-STARTOPEN']);
  } finally {
    await app.close();
  }
});

describe('settings', () => {
  const load = settingsFrom();

  test('unset or empty keeps everything; a number of days is read', () => {
    expect(load({}).retention).toEqual({ auditDays: undefined, feedbackDays: undefined });
    expect(load({ AUDIT_RETENTION_DAYS: '', FEEDBACK_RETENTION_DAYS: '' }).retention).toEqual({ auditDays: undefined, feedbackDays: undefined });
    expect(load({ AUDIT_RETENTION_DAYS: '365', FEEDBACK_RETENTION_DAYS: '30' }).retention).toEqual({ auditDays: 365, feedbackDays: 30 });
  });

  test.each([
    ['AUDIT_RETENTION_DAYS', '7'],
    ['AUDIT_RETENTION_DAYS', '1 year'],
    ['FEEDBACK_RETENTION_DAYS', '0'],
    ['FEEDBACK_RETENTION_DAYS', '-30'],
  ])('%s of "%s" is refused, by name: less than a month, or no number of days', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(`Setting ${name}: must be a whole number of days from 30 to 36500 (it is "${value}")`);
  });
});
