import { randomBytes } from 'node:crypto';
import { startTestApi, tokensFor, ACCOUNTS, type Answer, type TestApi } from '../../test-support/test-api';
import { formOf, insertSchool, keysOf, schoolIdOf, type Tokens } from '../../test-support/fixtures';
import { savePage } from '../../test-support/pages';
import { manifestOf } from '../../test-support/remote-manifests';

/**
 * The prerenderer's schools and change feed (docs/decisions/014-prerendered-pages.md): only its
 * token, exactly the schools and addresses GET /Site answers, every change of a school's
 * content after a cursor, in order, once, and the content remote's versions by channel and pin.
 */
const TOKEN = randomBytes(24).toString('base64url');
let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;

beforeAll(async () => {
  api = await startTestApi({ RENDERER_TOKEN: TOKEN });
  tokens = await tokensFor(api);
  [schoolA, schoolB] = [await schoolIdOf(api, '83181'), await schoolIdOf(api, '83190')];
});
afterAll(() => api.close());

const asRenderer = (route: string, token: string | null = TOKEN): Promise<Answer> => api.get(route, token === null ? {} : { Authorization: `Bearer ${token}` });
const schools = () => asRenderer('/Internal/Prerender/Schools');
const changes = (query: string) => asRenderer(`/Internal/Prerender/Changes?${query}`);
const db = () => api.database.db;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const newestId = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

/**
 * The schools' answer once every entry written so far is settled. On PostgreSQL a transaction
 * still open anywhere on the server (another test file's database too) holds the cursor back a
 * moment; on SQLite the first answer is.
 */
async function settledSchools(): Promise<Answer> {
  const newest = await newestId();
  for (let attempt = 0; ; attempt++) {
    const answer = await schools();
    if (answer.body.cursor === newest || attempt === 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** School A's staff member added through the API, as its admin's screen adds one: its id. */
async function addStaff(name: string): Promise<number> {
  const form = formOf({ fullName: name, designation: 'Lecturer, Chemistry', staffType: 'null', active: 'true' });
  const added = await api.postForm('/School/Staff/Add', form, tokens.schoolA);
  expect(added.status).toBe(201);
  return added.body.schoolStaffId as number;
}

describe('access', () => {
  test('without RENDERER_TOKEN the routes answer as an unknown route does', async () => {
    const off = await startTestApi();
    try {
      const unknown = await off.get('/Internal/Prerender/Nothing', { Authorization: `Bearer ${TOKEN}` });
      expect(unknown.status).toBe(404);
      for (const route of ['/Internal/Prerender/Schools', '/Internal/Prerender/Changes?after=0', '/Internal/Prerender/Content', '/Internal/Prerender/Remotes', '/Internal/Prerender/Alerts']) {
        const answer = await off.get(route, { Authorization: `Bearer ${TOKEN}` });
        expect(answer).toMatchObject({ status: 404, body: { message: `No such path: GET /api${route}` } });
      }
    } finally {
      await off.close();
    }
  });

  test('no token, a wrong one, or a user’s is refused with 401 in the house shape', async () => {
    const wrong = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('A') ? 'B' : 'A'}`;
    for (const route of ['/Internal/Prerender/Schools', '/Internal/Prerender/Changes?after=0', '/Internal/Prerender/Content', '/Internal/Prerender/Remotes', '/Internal/Prerender/Alerts']) {
      expect(await asRenderer(route, null)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
      for (const token of [wrong, `${TOKEN}x`, TOKEN.slice(1), tokens.schoolA, tokens.provider]) {
        expect(await asRenderer(route, token)).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
      }
      expect(await api.get(route, { Authorization: `Basic ${TOKEN}` })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
      expect((await asRenderer(route)).status).toBe(200);
      expect((await api.get(route, { Authorization: `bearer ${TOKEN}` })).status).toBe(200);
    }
  });
});

describe('GET /Internal/Prerender/Schools', () => {
  test('lists exactly the schools GET /Site answers, at exactly its host names, in order, and the newest settled log id', async () => {
    const unaddressed = await insertSchool(db(), 'NOHOSTS');
    const answer = await settledSchools();
    expect(answer.status).toBe(200);
    const listed = answer.body.schools as { id: number; code: string; hosts: string[]; demo: boolean }[];
    expect(listed.map((school) => school.id)).toEqual([schoolA, schoolB]);
    expect(listed.map((school) => school.id)).not.toContain(unaddressed);
    for (const school of listed) {
      const stored = await db().selectFrom('school_hosts').select('host_name').where('school_id', '=', school.id).orderBy('position').execute();
      expect(school.hosts).toEqual(stored.map((row) => row.host_name));
      for (const host of school.hosts) expect((await api.get(`/Site?host=${host}`)).body).toMatchObject({ schoolCode: school.code, demoContent: school.demo });
    }
    expect(listed.find((school) => school.id === schoolA)?.hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(answer.body.cursor).toBe(await newestId());
  });

  test('a deactivated school is left out, as GET /Site answers it no more', async () => {
    // As the provider's save does it: the school, then the addresses' and the site's caches.
    const deactivate = async (active: 0 | 1) => {
      await db().updateTable('schools').set({ active }).where('id', '=', schoolB).execute();
      api.app.hosts.forget();
      await api.app.listCache.invalidate('all');
    };
    await deactivate(0);
    try {
      expect((await schools()).body.schools.map((school: { id: number }) => school.id)).toEqual([schoolA]);
      expect((await api.get('/Site?host=school2.localhost')).status).toBe(404);
    } finally {
      await deactivate(1);
    }
  });
});

describe('GET /Internal/Prerender/Changes', () => {
  test('a staff save and a page publish of school A follow the cursor, in order, with only what the renderer needs; then nothing', async () => {
    const { cursor } = (await settledSchools()).body as { cursor: number };
    const staffId = await addStaff('Sh. Feed Teacher');
    // A login is no change of a site, and school B's change is school B's.
    expect((await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password)).status).toBe(200);
    expect((await savePage(api, tokens.schoolA, 'vision', { vision: { en: 'Feed vision', hi: '' } })).status).toBe(200);
    expect((await savePage(api, tokens.schoolB, 'vision', { vision: { en: 'Feed vision B', hi: '' } })).status).toBe(200);

    await settledSchools();
    const answer = await changes(`after=${cursor}`);
    expect(answer.status).toBe(200);
    const seen = answer.body.changes as { id: number }[];
    expect(seen).toEqual([
      { id: expect.any(Number), schoolId: schoolA, entity: 'staff', entityId: String(staffId), action: 'create', at: expect.any(String) },
      { id: expect.any(Number), schoolId: schoolA, entity: 'page:vision', entityId: 'vision', action: 'update', at: expect.any(String) },
      { id: expect.any(Number), schoolId: schoolB, entity: 'page:vision', entityId: 'vision', action: 'update', at: expect.any(String) },
    ]);
    expect(seen.map((change) => change.id)).toEqual([...seen.map((change) => change.id)].sort((a, b) => a - b));
    expect(seen[0]!.id).toBeGreaterThan(cursor);
    // Who, from where and the values before and after stay in the log.
    expect([...new Set(keysOf(answer.body))].sort()).toEqual(['action', 'at', 'changes', 'cursor', 'entity', 'entityId', 'id', 'schoolId']);
    expect(JSON.stringify(answer.body)).not.toMatch(/schooladmin|Feed vision|Feed Teacher/);

    expect(answer.body.cursor).toBe(await newestId());
    expect(await changes(`after=${answer.body.cursor}`)).toMatchObject({ status: 200, body: { changes: [], cursor: answer.body.cursor } });
  });

  test('at most `limit` entries, and the cursor goes on from the last one', async () => {
    const { cursor } = (await settledSchools()).body as { cursor: number };
    const ids = [await addStaff('Sh. First'), await addStaff('Sh. Second'), await addStaff('Sh. Third')].map(String);
    await settledSchools();
    const first = await changes(`after=${cursor}&limit=2`);
    expect(first.body.changes.map((change: { entityId: string }) => change.entityId)).toEqual(ids.slice(0, 2));
    expect(first.body.cursor).toBe(first.body.changes[1].id);
    const rest = await changes(`after=${first.body.cursor}&limit=2`);
    expect(rest.body.changes.map((change: { entityId: string }) => change.entityId)).toEqual(ids.slice(2));
    expect((await changes(`after=${rest.body.cursor}`)).body.changes).toEqual([]);
  });

  test('a cursor past the newest entry gets nothing and keeps its cursor', async () => {
    expect(await changes('after=2147483647')).toMatchObject({ status: 200, body: { changes: [], cursor: 2147483647 } });
  });

  test.each([
    ['', 'after: '],
    ['after=', 'after: must be a whole number from 0 to 2147483647'],
    ['after=-1', 'after: must be a whole number from 0 to 2147483647'],
    ['after=1.5', 'after: must be a whole number from 0 to 2147483647'],
    ['after=abc', 'after: must be a whole number from 0 to 2147483647'],
    ['after=2147483648', 'after: must be a whole number from 0 to 2147483647'],
    ['after=99999999999999999999', 'after: must be a whole number from 0 to 2147483647'],
    ['after=1&after=2', 'after: '],
    ['after=0&limit=0', 'limit: must be a whole number from 1 to 1000'],
    ['after=0&limit=1001', 'limit: must be a whole number from 1 to 1000'],
    ['after=0&limit=ten', 'limit: must be a whole number from 1 to 1000'],
    ['after=0&since=1', ''],
  ])('?%s is refused with 400 and a message', async (query, message) => {
    const answer = await changes(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.stringContaining(message) });
  });
});

describe('GET /Internal/Prerender/Content', () => {
  const provider = async (call: string, body: Record<string, unknown>) => {
    const revision = (await db().selectFrom('remote_channels').select('revision').where('remote', '=', 'content').executeTakeFirstOrThrow()).revision;
    const answer = await api.post(`/Provider/Remotes/${call}`, { remote: 'content', revision, ...body }, { token: tokens.provider });
    expect([call, answer.status]).toEqual([call, call === 'Register' ? 201 : 200]);
  };
  const content = async () => {
    const answer = await asRenderer('/Internal/Prerender/Content');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  test('the stable version a promote makes and each school’s pin; a pin is school A’s change in the feed, a promote is no school’s; every change raises `releases`', async () => {
    const { releases } = (await content()) as { releases: number };
    expect(await content()).toEqual({ stable: null, pins: [], releases });
    for (const version of ['feed-1', 'feed-2']) {
      const answer = await api.post('/Provider/Remotes/Register', { remote: 'content', version, manifest: manifestOf('content', () => {}, version) }, { token: tokens.provider });
      expect(answer.status).toBe(201);
    }
    const { cursor } = (await settledSchools()).body as { cursor: number };
    await provider('Canary', { version: 'feed-1', share: 10 });
    await provider('Promote', {});
    await provider('Pin', { schoolId: schoolA, version: 'feed-2' });
    expect(await content()).toEqual({ stable: 'feed-1', pins: [{ schoolId: schoolA, version: 'feed-2' }], releases: releases + 3 });

    await settledSchools();
    const { changes: seen } = (await changes(`after=${cursor}`)).body as { changes: { schoolId: number; entity: string; entityId: string }[] };
    expect(seen.map(({ schoolId, entity, entityId }) => ({ schoolId, entity, entityId }))).toEqual([{ schoolId: schoolA, entity: 'remote:pin', entityId: 'content' }]);

    // Every school's releases at once: each exactly what GET /Site/Remotes answers it.
    const all = await asRenderer('/Internal/Prerender/Remotes');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ everySchool: (await api.get('/Site/Remotes?school=83190')).body, pinned: [{ schoolId: schoolA, remotes: (await api.get('/Site/Remotes?school=83181')).body }] });
    expect(all.body).toMatchObject({ everySchool: { remotes: { content: { stable: { version: 'feed-1' }, pin: null } } }, pinned: [{ remotes: { remotes: { content: { pin: { version: 'feed-2' } } } } }] });

    await provider('Pin', { schoolId: schoolA, version: null });
    expect(await content()).toEqual({ stable: 'feed-1', pins: [], releases: releases + 4 });
    expect((await asRenderer('/Internal/Prerender/Remotes')).body).toMatchObject({ pinned: [] });
  });
});

/**
 * PostgreSQL hands out ids as rows are inserted, not as they commit: an entry whose transaction
 * is still open must hold back the later ones, or a renderer that read them would skip it.
 */
(onPostgres ? test : test.skip)('on PostgreSQL an entry committed after a later one is not skipped', async () => {
  const { cursor } = (await settledSchools()).body as { cursor: number };
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const slow = db()
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('audit_log').values({ at: new Date().toISOString(), school_id: schoolA, user_id: null, user_name: 'slow', action: 'update', entity: 'page:history', entity_id: 'history' }).execute();
      opened();
      await held;
    });
  await open;
  const staffId = await addStaff('Sh. Later');
  try {
    // The later entry is committed, but an id below it is not settled yet.
    expect((await changes(`after=${cursor}`)).body).toEqual({ changes: [], cursor });
  } finally {
    release();
    await slow;
  }
  await settledSchools();
  const after = await changes(`after=${cursor}`);
  expect(after.body.changes.map((change: { entity: string; entityId: string }) => `${change.entity} ${change.entityId}`)).toEqual(['page:history history', `staff ${staffId}`]);
});

describe('GET /Internal/Prerender/Alerts', () => {
  const MINUTE = 60_000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const post = async (author: 'School' | 'Provider', en: string, startsIn: number) => {
    const token = author === 'School' ? tokens.schoolA : tokens.provider;
    const added = await api.post(`/${author}/Alert/Add`, { message: { en, hi: '' }, startsAt: at(startsIn), endsAt: at(startsIn + 60 * MINUTE) }, { token });
    expect(added.status).toBe(201);
    return added.body as { id: number; message: { en: string; hi: string }; startsAt: string; endsAt: string; updatedAt: string };
  };
  const banner = ({ id, message, startsAt, endsAt, updatedAt }: Awaited<ReturnType<typeof post>>) => ({ id, message, startsAt, endsAt, updatedAt });
  afterEach(async () => {
    await db().deleteFrom('alerts').execute();
  });

  test('every school’s alerts and each school’s own, current and scheduled, newest start first; an ended one is left out; each author’s change is in the feed, the provider’s with no school', async () => {
    const { cursor } = (await settledSchools()).body as { cursor: number };
    const current = await post('School', 'Feed: school closed today', -MINUTE);
    const scheduled = await post('School', 'Feed: exams from Monday', 30 * MINUTE);
    const everySchool = await post('Provider', 'Feed: portal maintenance tonight', -2 * MINUTE);
    const ended = await post('School', 'Feed: ended at once', -3 * MINUTE);
    expect((await api.post('/School/Alert/End', { id: ended.id }, { token: tokens.schoolA })).status).toBe(200);

    expect(await asRenderer('/Internal/Prerender/Alerts')).toMatchObject({
      status: 200,
      body: { everySchool: [banner(everySchool)], schools: [{ schoolId: schoolA, alerts: [banner(scheduled), banner(current)] }] },
    });
    // One school's: school B has none of its own.
    expect((await asRenderer(`/Internal/Prerender/Alerts?school=${schoolB}`)).body).toEqual({ everySchool: [banner(everySchool)], schools: [] });
    expect((await asRenderer(`/Internal/Prerender/Alerts?school=${schoolA}`)).body.schools).toEqual([{ schoolId: schoolA, alerts: [banner(scheduled), banner(current)] }]);
    // What the public banner shows now is the file's current ones.
    expect((await api.get('/Site/Alerts?school=83181')).body.alerts).toEqual([banner(everySchool), banner(current)].sort((a, b) => b.startsAt.localeCompare(a.startsAt)));

    await settledSchools();
    const seen = (await changes(`after=${cursor}`)).body.changes as { schoolId: number | null; entity: string }[];
    expect(seen.map(({ schoolId, entity }) => [schoolId, entity])).toEqual([
      [schoolA, 'alert'],
      [schoolA, 'alert'],
      [null, 'alert'],
      [schoolA, 'alert'],
      [schoolA, 'alert'],
    ]);
  });

  test.each(['school=0', 'school=abc', 'school=1.5', 'school=', 'school=1&school=2', 'since=1'])('?%s is refused with 400 and a message', async (query) => {
    const answer = await asRenderer(`/Internal/Prerender/Alerts?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.any(String) });
  });
});
