import type { TestApi } from '../../test-support/test-api';
import { bytesFile, expectRefusal, formOf, PNG_BYTES, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { savePage } from '../../test-support/pages';
import { sweepUploads } from '../../uploads/sweep';
import { PAGE_HISTORY_SIZE, PAGE_VERSION_MESSAGES } from '@school/shared/contracts/page-versions';

/** Page versions (decision 013): every save a new version, a stale save a 409 with the current one, the history and restores. */
let api: TestApi;
let tokens: Tokens;
let schoolB: number;
beforeAll(async () => ({ api, tokens, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const en = (text: string) => ({ en: text, hi: '' });
const edited = (kind: string, token = tokens.schoolB) => api.post('/School/Page/Get', { kind }, { token });
const update = (kind: string, content: unknown, baseVersion: number, token = tokens.schoolB) => api.post('/School/Page/Update', { kind, content, baseVersion }, { token });
const history = (kind: string, page = 1, token = tokens.schoolB) => api.post('/School/Page/History', { kind, page }, { token });
const restore = (kind: string, version: number, baseVersion: number, token = tokens.schoolB) => api.post('/School/Page/Restore', { kind, version, baseVersion }, { token });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows the page's shape
const publicPage = async (kind: string, school = '83190'): Promise<any> => (await fetch(`${api.url}/api/Site/Page/${kind}?school=${school}`)).json();
/** School B's admin's full name: who a version they published names. */
const adminOfB = async () => (await api.database.db.selectFrom('users').select('full_name').where('school_id', '=', schoolB).executeTakeFirstOrThrow()).full_name;

test('the editor reads a page with its version: the demo’s pages are version 1, a page never saved version 0', async () => {
  const principal = await edited('principal', tokens.schoolA);
  expect(principal.status).toBe(200);
  expect(principal.body).toMatchObject({ kind: 'principal', version: 1, updatedAt: expect.any(String), publishedBy: null });
  expect(principal.body.content.name).toBe('Sh. Rajendra Singh Negi');
  expect((await edited('classrooms')).body).toMatchObject({ kind: 'classrooms', version: 0, updatedAt: null, publishedBy: null, content: { description: en('') } });
});

test('each save is the next version, published by the admin who saved it; the history lists them newest first', async () => {
  const first = await update('classrooms', { description: en('Bright rooms.') }, 0);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ version: 1, content: { description: en('Bright rooms.') }, publishedBy: await adminOfB() });
  const second = await update('classrooms', { description: en('Brighter rooms.') }, 1);
  expect(second.body.version).toBe(2);
  expect((await edited('classrooms')).body).toMatchObject({ version: 2, content: { description: en('Brighter rooms.') }, updatedAt: second.body.updatedAt });

  const listed = await history('classrooms');
  expect(listed.status).toBe(200);
  const by = first.body.publishedBy;
  expect(listed.body).toEqual({
    items: [
      { version: 2, publishedAt: second.body.updatedAt, publishedBy: by, restoredFrom: null },
      { version: 1, publishedAt: first.body.updatedAt, publishedBy: by, restoredFrom: null },
    ],
    total: 2,
    page: 1,
    pageSize: PAGE_HISTORY_SIZE,
  });
  const one = await api.post('/School/Page/Version', { kind: 'classrooms', version: 1 }, { token: tokens.schoolB });
  expect(one.body).toEqual({ kind: 'classrooms', version: 1, publishedAt: first.body.updatedAt, publishedBy: by, restoredFrom: null, content: first.body.content });
});

test('a save based on an older version is refused with the current version, and changes nothing', async () => {
  const mine = await update('sports', { description: en('Mine first.') }, 0);
  expect(mine.status).toBe(200);
  const stale = await update('sports', { description: en('Typed in another browser.') }, 0);
  expect(stale.status).toBe(409);
  expect(stale.body).toEqual({
    message: PAGE_VERSION_MESSAGES.changedMeanwhile,
    current: { kind: 'sports', version: 1, content: mine.body.content, updatedAt: mine.body.updatedAt, publishedBy: mine.body.publishedBy },
  });
  expect((await publicPage('sports')).content.description).toEqual(en('Mine first.'));
  expect((await history('sports')).body.total).toBe(1);
  // A base ahead of the page is no better.
  expect((await update('sports', { description: en('From the future.') }, 7)).status).toBe(409);
  // Saving over it names the version the conflict answered.
  expect((await update('sports', { description: en('Typed in another browser.') }, stale.body.current.version)).body.version).toBe(2);
});

test('two saves based on one version at the same moment: one is published, the other is refused, no update is lost', async () => {
  for (let round = 0; round < 5; round++) {
    const base = (await edited('faqs')).body.version as number;
    const answers = await Promise.all(['one', 'two'].map((who) => update('faqs', { intro: en(`${who} ${round}`) }, base)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.current).toMatchObject({ version: base + 1, content: winner.body.content });
    expect((await edited('faqs')).body).toMatchObject({ version: base + 1, content: winner.body.content });
    expect((await history('faqs')).body.total).toBe(base + 1);
  }
});

test('a restore publishes an old version’s content as a new version, audited as a restore, and the visitor sees it', async () => {
  const v1 = await update('vision', { vision: en('Every child reads.') }, (await edited('vision')).body.version);
  const v2 = await update('vision', { vision: en('Every child counts.') }, v1.body.version);
  expect((await publicPage('vision')).content.vision).toEqual(en('Every child counts.'));

  // Based on a version that is not the current one: refused, nothing restored.
  const stale = await restore('vision', v1.body.version, v1.body.version);
  expect(stale.status).toBe(409);
  expect(stale.body.current).toMatchObject({ version: v2.body.version, content: { vision: en('Every child counts.') } });

  const restored = await restore('vision', v1.body.version, v2.body.version);
  expect(restored.status).toBe(200);
  expect(restored.body).toMatchObject({ version: v2.body.version + 1, content: { vision: en('Every child reads.') } });
  expect((await publicPage('vision')).content.vision).toEqual(en('Every child reads.'));
  expect((await history('vision')).body.items[0]).toMatchObject({ version: restored.body.version, restoredFrom: v1.body.version });

  const entry = await api.database.db.selectFrom('audit_log').selectAll().where('school_id', '=', schoolB).where('entity', '=', 'page:vision').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(entry.action).toBe('restore');
  // What the restore changed: the English text (the Hindi, unchanged, is in neither side).
  expect(JSON.parse(entry.after!)).toMatchObject({ kind: 'vision', version: restored.body.version, restoredFrom: v1.body.version, content: { vision: { en: 'Every child reads.' } } });
  expect(JSON.parse(entry.before!)).toMatchObject({ version: v2.body.version, content: { vision: { en: 'Every child counts.' } } });
});

test('a version another school has, or none has, is not found; another school’s history is its own', async () => {
  expectRefusal(await api.post('/School/Page/Version', { kind: 'principal', version: 1 }, { token: tokens.schoolB }), 404, PAGE_VERSION_MESSAGES.noSuchVersion);
  expectRefusal(await restore('principal', 1, 0), 404, PAGE_VERSION_MESSAGES.noSuchVersion);
  expectRefusal(await api.post('/School/Page/Version', { kind: 'classrooms', version: 99 }, { token: tokens.schoolB }), 404);
  expect((await history('principal')).body).toMatchObject({ items: [], total: 0 });
  expect((await history('principal', 1, tokens.schoolA)).body.total).toBe(1);
  expectRefusal(await api.post('/School/Page/History', { kind: 'principal', page: 1 }, { token: tokens.provider }), 403);
  expectRefusal(await api.post('/School/Page/History', { kind: 'principal', page: 1 }), 401);
});

test('a long history comes in pages, newest first', async () => {
  let version = (await edited('labs')).body.version as number;
  for (let i = 0; i < PAGE_HISTORY_SIZE + 2; i++) version = (await savePage(api, tokens.schoolB, 'labs', { intro: en(`Lab ${i}`) })).body.version;
  const first = await history('labs');
  expect(first.body.items).toHaveLength(PAGE_HISTORY_SIZE);
  expect(first.body.items[0].version).toBe(version);
  const second = await history('labs', 2);
  expect(second.body.items.map((item: { version: number }) => item.version)).toEqual([version - PAGE_HISTORY_SIZE, version - PAGE_HISTORY_SIZE - 1].filter((n) => n > 0));
  expect(second.body.total).toBe(version);
});

test('a picture an old version names is kept, by a save and by the sweep, and a restore brings it back', async () => {
  const upload = async () => (await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(PNG_BYTES, 'photo.png') }), tokens.schoolB)).body;
  const [old, replacement] = [await upload(), await upload()];
  const banner = (picture: typeof old) => ({ banner: { ...picture, alt: en('The field') } });
  const withOld = await savePage(api, tokens.schoolB, 'sports', banner(old));
  expect(withOld.status).toBe(200);
  expect((await savePage(api, tokens.schoolB, 'sports', banner(replacement))).status).toBe(200);
  expect(storedExists(api, old.path)).toBe(true);
  // The sweep, even long after, keeps what a kept version names.
  await sweepUploads(api.database.db, api.app.storage.files, 0, Date.now() + 365 * 24 * 3_600_000);
  expect(storedExists(api, old.path)).toBe(true);

  const restored = await restore('sports', withOld.body.version, (await edited('sports')).body.version);
  expect(restored.status).toBe(200);
  expect((await publicPage('sports')).content.banner.path).toBe(old.path);
  expect(storedExists(api, old.path)).toBe(true);
});
