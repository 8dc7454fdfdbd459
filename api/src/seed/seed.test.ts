import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiConfig, SettingsError } from '../config';
import { migrate, openDatabase } from '../db/database';
import { ACCOUNTS, SEED_MEDIA, startTestApi, type TestApi } from '../test-support/test-api';
import { seedIfEmpty } from './seed';

/**
 * What a new database starts with. Without DEMO_CONTENT=1 (the default, and docker-compose's)
 * nothing invented may reach a visitor: only the configured school and the two admin accounts.
 */
describe('a new database without demo content', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ DEMO_CONTENT: '0', SCHOOL_CODE: 'T-1001', SCHOOL_NAME: 'Configured Test School' });
  });
  afterAll(() => api.close());

  test('holds the configured school, its code and name from the environment, and nothing else', async () => {
    const { body: login } = await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin');
    const schools = await api.post('/School/GetAll', {}, { token: login.token });
    expect(schools.status).toBe(200);
    expect(schools.body).toEqual([expect.objectContaining({ schoolCode: 'T-1001', schoolName: 'Configured Test School', contact1: '', active: true })]);
  });

  test('holds no staff, alumni or events', async () => {
    const lists = await Promise.all([
      api.post('/School/Staff/GetAll', { schoolCode: 'T-1001', active: true }),
      api.post('/School/Alumni/GetAll', { SchoolCode: 'T-1001', active: true }),
      api.post('/School/Activity/GetAll', { schoolcode: 'T-1001' }),
    ]);
    expect(lists.map(({ status, body }) => [status, body])).toEqual([
      [200, []],
      [200, []],
      [200, []],
    ]);
  });

  test('its school is a real one: its pages carry no demo label and do not ask to stay out of search engines', async () => {
    const site = await fetch(`${api.url}/api/Site?host=localhost`);
    expect(await site.json()).toMatchObject({ schoolCode: 'T-1001', demoContent: false, optionalPages: [] });
    const head = await fetch(`${api.url}/api/Site/Head?host=localhost`);
    expect([head.status, head.headers.get('x-robots-tag')]).toEqual([200, null]);
    expect(await head.text()).not.toContain('noindex');
    const robots = await fetch(`${api.url}/api/Site/Robots?origin=${encodeURIComponent('https://localhost')}`);
    expect(await robots.text()).not.toContain('Disallow: /\n');
  });

  test('has the school admin of that school and the provider admin', async () => {
    const school = await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password, 'School', 'T-1001');
    expect(school.status).toBe(200);
    const provider = await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin');
    expect(provider.status).toBe(200);
  });
});

test('with neither demo content nor a configured school, the first start is refused and writes nothing', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-api-seed-'));
  const database = openDatabase(loadApiConfig({ DATA_DIR: dataDir }));
  try {
    await migrate(database);
    await expect(seedIfEmpty(database.db, loadApiConfig({ DATA_DIR: dataDir }), SEED_MEDIA)).rejects.toThrow(
      new SettingsError('A new database needs its school: set SCHOOL_CODE and SCHOOL_NAME, or DEMO_CONTENT=1 for the demo schools'),
    );
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('schools').select('id').execute()).toEqual([]);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the demo school’s disclosure documents name PDFs stored as its own uploads, on disk, and leave one out', async () => {
  const api = await startTestApi();
  try {
    const response = await fetch(`${api.url}/api/Site/Page/disclosureDocuments?school=83181`);
    expect(response.status).toBe(200);
    const { content } = (await response.json()) as { content: Record<string, { document: string }> };
    const paths = Object.values(content).map((slot) => slot.document);
    expect(paths.filter((stored) => stored === '')).toHaveLength(1);
    const stored = paths.filter(Boolean);
    for (const file of stored) {
      expect(file).toMatch(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.pdf$/);
      expect(readFileSync(path.join(api.dataDir, file), 'latin1')).toMatch(/^%PDF-/);
    }
    expect(new Set(stored).size).toBe(7);
  } finally {
    await api.close();
  }
});
