import { SaxesParser, type SaxesTagNS } from 'saxes';
import { circularYearOf, NOTICE_LIMITS, NOTICE_MESSAGES, type Notice } from '@school/shared/contracts/notices';
import type { Answer, TestApi } from '../../test-support/test-api';
import { bytesFile, expectRefusal, formOf, PNG_BYTES, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { sweepUploads } from '../../uploads/sweep';

let api: TestApi, tokens: Tokens, schoolA: number;

beforeAll(async () => ({ api, tokens, schoolA } = await startWithSchools()));
afterAll(() => api.close());

// Each test starts with no notice (the demo seed's included) and no circular numbered yet.
beforeEach(async () => {
  await api.database.db.deleteFrom('notices').execute();
  await api.database.db.deleteFrom('notice_circular_counters').execute();
  await api.database.db.deleteFrom('search_entries').where('kind', '=', 'notice').execute();
});

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const en = (text: string, hi = '') => ({ en: text, hi });
const YEAR = circularYearOf(new Date().toISOString());

/** A notice's body for Add: showing from an hour ago, never expiring, unless told. */
const input = (title: string, fields: Record<string, unknown> = {}) => ({
  category: 'notice',
  title: en(title),
  body: en(`About ${title}.`),
  date: '2026-11-24',
  publishFrom: at(-HOUR),
  expireOn: null,
  ...fields,
});

const add = (body: Record<string, unknown>, token = tokens.schoolA) => api.post('/School/Notice/Add', body, { token });
const publish = (id: number, token = tokens.schoolA) => api.post('/School/Notice/Publish', { id }, { token });

/** Adds and publishes a notice of school A; answers it as published. */
async function published(title: string, fields: Record<string, unknown> = {}): Promise<Notice> {
  const added = await add(input(title, fields));
  expect(added.status).toBe(201);
  const answer = await publish(added.body.id);
  expect(answer.status).toBe(200);
  return answer.body;
}

const titlesOf = (answer: Answer) => (answer.body.items as Notice[]).map((notice) => notice.title.en);
const current = async (query = '') => titlesOf(await api.get(`/Site/Notices?school=83181${query}`));
const archive = async (query = '') => titlesOf(await api.get(`/Site/Notices/Archive?school=83181${query}`));
const board = async () => titlesOf(await api.get('/Site/Notices/Board?school=83181'));

const auditOf = (id: number) =>
  api.database.db.selectFrom('audit_log').select(['action', 'school_id']).where('entity', '=', 'notice').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('scheduling', () => {
  test('a draft is the admin’s only; published, it shows from its publishFrom until its expiry, then in the archive', async () => {
    const draft = await add(input('Sports day'));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', circularNumber: null, publishedAt: null, attachments: [] });
    expect(await current()).toEqual([]);
    expect((await api.get(`/Site/Notice/${draft.body.id}?school=83181`)).status).toBe(404);

    await published('Later', { publishFrom: at(HOUR) });
    await published('Now', { publishFrom: at(-HOUR), expireOn: at(HOUR) });
    await published('Gone', { publishFrom: at(-2 * HOUR), expireOn: at(-HOUR) });
    expect(await current()).toEqual(['Now']);
    expect(await board()).toEqual(['Now']);
    expect(await archive()).toEqual(['Gone']);
    const later = (await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolA })).body.items.find((notice: Notice) => notice.title.en === 'Later');
    expect((await api.get(`/Site/Notice/${later.id}?school=83181`)).status).toBe(404);

    // The admin's list has every one, drafts too.
    const mine = await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolA });
    expect(mine.body.items.map((notice: Notice) => notice.title.en).sort()).toEqual(['Gone', 'Later', 'Now', 'Sports day']);
  });

  test('moving publishFrom and expireOn moves the notice at once: no cache keeps the old answer', async () => {
    const notice = await published('Moving', { publishFrom: at(HOUR) });
    const first = await api.get('/Site/Notices?school=83181');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect((await api.get('/Site/Notices?school=83181', { 'If-None-Match': etag })).status).toBe(304);

    const move = (fields: Record<string, unknown>) => api.post('/School/Notice/Update', { id: notice.id, ...input('Moving', fields) }, { token: tokens.schoolA });
    expect((await move({ publishFrom: at(-1000) })).status).toBe(200);
    expect(await current()).toEqual(['Moving']);
    expect((await api.get('/Site/Notices?school=83181', { 'If-None-Match': etag })).status).toBe(200);
    expect((await move({ publishFrom: at(-HOUR), expireOn: at(-1000) })).status).toBe(200);
    expect(await current()).toEqual([]);
    expect(await archive()).toEqual(['Moving']);
    expect((await api.get(`/Site/Notice/${notice.id}?school=83181`)).body.title.en).toBe('Moving');
  });

  test('the lists are newest first, 10 a page with the total, filtered by category; the board the latest 8', async () => {
    for (let index = 1; index <= 12; index++) {
      await published(`N${index}`, { publishFrom: at(-index * 60_000), category: index % 3 === 0 ? 'tender' : 'notice' });
    }
    const first = await api.get('/Site/Notices?school=83181');
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: NOTICE_LIMITS.pageSize });
    expect(titlesOf(first)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8', 'N9', 'N10']);
    expect(await current('&page=2')).toEqual(['N11', 'N12']);
    expect(await current('&page=3')).toEqual([]);
    expect(await current('&category=tender')).toEqual(['N3', 'N6', 'N9', 'N12']);
    expect((await api.get('/Site/Notices?school=83181&category=tender')).body.total).toBe(4);
    expect(await board()).toEqual(['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8']);
  });
});

describe('when each list last changed', () => {
  const changedAt = async (route: string): Promise<string | null> => (await api.get(`${route}?school=83181`)).body.changedAt;
  const shelves = async () => ({ current: await changedAt('/Site/Notices'), archive: await changedAt('/Site/Notices/Archive') });
  const sleepUntil = (iso: string) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now() + 50)));
  const newest = (...times: string[]) => times.sort().at(-1);
  const remove = (id: number) => api.post('/School/Notice/Delete', { id }, { token: tokens.schoolA });

  test('a notice published, coming, leaving or deleted dates its list; a draft does not', async () => {
    // The audit log keeps earlier tests' deletions: times from before this test may stand.
    const start = new Date().toISOString();
    const draft = await add(input('Draft'));
    const untouched = await shelves();
    for (const time of Object.values(untouched)) expect(time === null || time < start).toBe(true);

    const now = await published('Now');
    expect(await shelves()).toEqual({ ...untouched, current: now.updatedAt });

    // Shown from a moment ahead, expiring a moment after: the list changes at both, with no write.
    const brief = await published('Brief', { publishFrom: at(1500), expireOn: at(3000) });
    await sleepUntil(brief.publishFrom);
    expect((await shelves()).current).toBe(newest(brief.updatedAt, brief.publishFrom));
    await sleepUntil(brief.expireOn!);
    expect(await shelves()).toEqual({ current: brief.expireOn, archive: brief.expireOn });

    expect((await remove(draft.body.id)).status).toBe(200);
    expect(await shelves()).toEqual({ current: brief.expireOn, archive: brief.expireOn });

    const beforeDelete = new Date().toISOString();
    expect((await remove(now.id)).status).toBe(200);
    const deleted = await api.database.db
      .selectFrom('audit_log')
      .select('at')
      .where('entity', '=', 'notice')
      .where('entity_id', '=', String(now.id))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(deleted.at >= beforeDelete).toBe(true);
    expect(await shelves()).toEqual({ current: deleted.at, archive: deleted.at });
  });
});

describe('circulars', () => {
  test('are of India’s calendar year', () => {
    expect(circularYearOf('2026-12-31T18:29:59.000Z')).toBe(2026);
    expect(circularYearOf('2026-12-31T18:30:00.000Z')).toBe(2027);
  });

  test('are numbered 1, 2, 3 in the year as they are published; other categories get no number', async () => {
    const numbers = [];
    for (const title of ['C1', 'C2', 'C3']) {
      const circular = await published(title, { category: 'circular' });
      numbers.push([circular.circularNumber, circular.circularYear]);
    }
    expect(numbers).toEqual([
      [1, YEAR],
      [2, YEAR],
      [3, YEAR],
    ]);
    expect((await published('Plain')).circularNumber).toBeNull();
    // A draft has none until published.
    const draft = await add(input('Draft circular', { category: 'circular' }));
    expect(draft.body.circularNumber).toBeNull();
  });

  test('a number cannot be changed: not by an update, not by a second publish, not reused after a delete', async () => {
    const circular = await published('Fees', { category: 'circular' });
    const update = (fields: Record<string, unknown>) => api.post('/School/Notice/Update', { id: circular.id, ...input('Fees', fields) }, { token: tokens.schoolA });

    expectRefusal(await update({ category: 'circular', circularNumber: 7 }), 400, /circularNumber/);
    expectRefusal(await update({ category: 'notice' }), 409, NOTICE_MESSAGES.circularCategoryFixed);
    expectRefusal(await publish(circular.id), 409, NOTICE_MESSAGES.alreadyPublished);
    const edited = await update({ category: 'circular', title: en('Fees (revised)') });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: en('Fees (revised)'), circularNumber: 1, circularYear: YEAR, status: 'published' });

    // A published notice cannot become a circular either.
    const notice = await published('Holiday');
    expectRefusal(await api.post('/School/Notice/Update', { id: notice.id, ...input('Holiday', { category: 'circular' }) }, { token: tokens.schoolA }), 409);

    expect((await api.post('/School/Notice/Delete', { id: circular.id }, { token: tokens.schoolA })).status).toBe(200);
    expect((await published('Next', { category: 'circular' })).circularNumber).toBe(2);
  });

  test('publishes at the same moment get distinct numbers', async () => {
    const ids = [];
    for (let index = 0; index < 6; index++) ids.push((await add(input(`Together ${index}`, { category: 'circular' }))).body.id);
    const answers = await Promise.all(ids.map((id) => publish(id)));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    expect(answers.map((answer) => answer.body.circularNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('two publishes of one draft at once: one publishes, the other is refused, and one number is taken', async () => {
    const { id } = (await add(input('Once', { category: 'circular' }))).body;
    const answers = await Promise.all([publish(id), publish(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await published('After', { category: 'circular' })).circularNumber).toBe(2);
  });
});

describe('tenancy and audit', () => {
  test('another school’s admin cannot read, change, publish or delete them, nor see them in its list', async () => {
    const { id } = (await add(input('Ours'))).body;
    const asB = { token: tokens.schoolB };
    expectRefusal(await api.post('/School/Notice/Update', { id, ...input('Theirs') }, asB), 404, NOTICE_MESSAGES.notFound);
    expectRefusal(await api.post('/School/Notice/Publish', { id }, asB), 404);
    expectRefusal(await api.post('/School/Notice/Delete', { id }, asB), 404);
    expect((await api.post('/School/Notice/GetAll', {}, asB)).body.items).toEqual([]);
    expectRefusal(await api.post('/School/Notice/GetAll', {}, { token: tokens.provider }), 403);
    expectRefusal(await api.post('/School/Notice/GetAll', {}), 401);
    // And the public of school B does not see school A's.
    await publish(id);
    expect(titlesOf(await api.get('/Site/Notices?school=83190'))).toEqual([]);
    expect((await api.get(`/Site/Notice/${id}?school=83190`)).status).toBe(404);
  });

  test('every write is in the audit log, publishing as publish', async () => {
    const { id } = (await add(input('Audited'))).body;
    await api.post('/School/Notice/Update', { id, ...input('Audited again') }, { token: tokens.schoolA });
    await publish(id);
    await api.post('/School/Notice/Delete', { id }, { token: tokens.schoolA });
    expect(await auditOf(id)).toEqual(['create', 'update', 'publish', 'delete'].map((action) => ({ action, school_id: schoolA })));
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = async (token = tokens.schoolA): Promise<string> => {
    const answer = await api.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(PDF, 'form.pdf', 'application/pdf') }), token);
    expect(answer.status).toBe(201);
    return answer.body.path;
  };

  test('are the school’s own uploads, answered with their format and size; dropped or deleted, their files go', async () => {
    const pdf = await upload();
    const picture = (await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(PNG_BYTES, 'a.png', 'image/png') }), tokens.schoolA)).body.path;
    const added = await add(input('With files', { attachments: [{ title: en('Form', 'फ़ॉर्म'), path: pdf }, { title: en('Map'), path: picture }] }));
    expect(added.status).toBe(201);
    expect(added.body.attachments).toEqual([
      { title: en('Form', 'फ़ॉर्म'), path: pdf, format: 'PDF', bytes: PDF.length },
      { title: en('Map'), path: picture, format: 'WebP', bytes: expect.any(Number) },
    ]);

    // The sweep keeps what a notice names, even long after the upload.
    await sweepUploads(api.database.db, api.app.storage.files, 0, Date.now() + 3 * 24 * HOUR);
    expect(storedExists(api, pdf)).toBe(true);
    expect(storedExists(api, picture)).toBe(true);

    const kept = await api.post('/School/Notice/Update', { id: added.body.id, ...input('With files', { attachments: [{ title: en('Form'), path: pdf }] }) }, { token: tokens.schoolA });
    expect(kept.status).toBe(200);
    expect(storedExists(api, picture)).toBe(false);
    expect(storedExists(api, pdf)).toBe(true);
    await api.post('/School/Notice/Delete', { id: added.body.id }, { token: tokens.schoolA });
    expect(storedExists(api, pdf)).toBe(false);
  });

  test('another school’s upload, a path made up or a file gone are refused, and nothing is written', async () => {
    const theirs = await upload(tokens.schoolB);
    const attempt = (path: string) => add(input('Bad file', { attachments: [{ title: en('Form'), path }] }));
    expectRefusal(await attempt(theirs), 400, NOTICE_MESSAGES.attachmentMissing);
    expectRefusal(await attempt('uploads/83181/pages/00000000-0000-4000-8000-000000000000.pdf'), 400, NOTICE_MESSAGES.attachmentMissing);
    expectRefusal(await attempt('uploads/83181/pages/../../../etc/passwd.pdf'), 400);
    expectRefusal(await attempt('https://example.org/x.pdf'), 400);
    expect((await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolA })).body.items).toEqual([]);
  });
});

describe('hostile input', () => {
  test('bad bodies and queries are 4xx with a message, never a 5xx', async () => {
    const refusals: [Promise<Answer>, number][] = [
      [add({ ...input('x'), title: en('') }), 400],
      [add({ ...input('x'), expireOn: at(-2 * HOUR) }), 400],
      [add({ ...input('x'), date: '2026-13-01' }), 400],
      [add({ ...input('x'), category: { $ne: 'notice' } }), 400],
      [add({ ...input('x'), status: 'published' }), 400],
      [add({ ...input('x'), title: en('a\u0000b') }), 400],
      [api.post('/School/Notice/Publish', { id: 2_147_483_648 }, { token: tokens.schoolA }), 400],
      [api.post('/School/Notice/Publish', { id: 999_999 }, { token: tokens.schoolA }), 404],
      [api.get('/Site/Notices?school=83181&page=0'), 400],
      [api.get('/Site/Notices?school=83181&page=abc'), 400],
      [api.get('/Site/Notices?school=83181&page=99999999999'), 400],
      [api.get('/Site/Notices?school=83181&category=memo'), 400],
      [api.get('/Site/Notices?school=83181&school=83190'), 400],
      [api.get('/Site/Notices?school=%00'), 400],
      [api.get('/Site/Notices?school=nobody'), 404],
      [api.get('/Site/Notices/Archive?school=83181&extra=1'), 400],
      [api.get('/Site/Notice/abc?school=83181'), 400],
      [api.get('/Site/Notice/99999999999?school=83181'), 400],
      [api.get('/Site/Notice/1'), 400],
      [api.get('/Site/NoticesRss?origin=javascript:alert(1)'), 400],
      [api.get('/Site/NoticesRss?origin=http://localhost:8080&lang=fr'), 400],
      [api.get('/Site/NoticesRss?origin=http://nobody.example'), 404],
    ];
    for (const [answer, status] of refusals) {
      const refused = await answer;
      expect(refused.status).toBe(status);
      expect(typeof refused.body.message).toBe('string');
    }
  });
});

/** The RSS as elements, by a strict XML parser: anything not well-formed throws. */
function items(text: string): { title: string; link: string; guid: string; category: string }[] {
  const parser = new SaxesParser({ xmlns: true });
  const found: Record<string, string>[] = [];
  const path: string[] = [];
  let roots = 0;
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!path.length) {
      roots++;
      expect([tag.local, tag.attributes.version?.value]).toEqual(['rss', '2.0']);
    }
    path.push(tag.local);
    if (tag.local === 'item') found.push({});
  });
  parser.on('text', (chunk) => {
    const [parent, name] = path.slice(-2);
    if (parent === 'item' && name) found.at(-1)![name] = (found.at(-1)![name] ?? '') + chunk;
  });
  parser.on('closetag', () => path.pop());
  parser.write(text).close();
  expect(roots).toBe(1);
  return found as never;
}

describe('the RSS feed', () => {
  const rss = async (origin: string, lang = '') => {
    const response = await fetch(`${api.url}/api/Site/NoticesRss?${new URLSearchParams({ origin, ...(lang ? { lang } : {}) })}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  test('is well-formed RSS 2.0 of the site’s current notices, each linking to its page, Hindi titles at ?lang=hi', async () => {
    const hindi = await published('Exams & <results>', { title: en('Exams & <results>', 'परीक्षा'), category: 'result' });
    const english = await published('Holiday', { publishFrom: at(-2 * HOUR) });
    await published('Future', { publishFrom: at(HOUR) });
    await published('Expired', { publishFrom: at(-2 * HOUR), expireOn: at(-HOUR) });

    const feed = await rss('http://localhost:8080');
    expect([feed.status, feed.type]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    expect(items(feed.text)).toEqual([
      { title: 'Exams & <results>', link: `http://localhost:8080/notices/${hindi.id}`, guid: `http://localhost:8080/notices/${hindi.id}`, category: 'Result', description: 'About Exams & <results>.', pubDate: expect.any(String) },
      { title: 'Holiday', link: `http://localhost:8080/notices/${english.id}`, guid: `http://localhost:8080/notices/${english.id}`, category: 'Notice', description: 'About Holiday.', pubDate: expect.any(String) },
    ]);

    const hindiFeed = (await rss('http://localhost:8080', 'hi')).text;
    expect(hindiFeed).toContain('<language>hi-IN</language>');
    const inHindi = items(hindiFeed);
    expect(inHindi.map((item) => [item.title, item.link])).toEqual([
      ['परीक्षा', `http://localhost:8080/notices/${hindi.id}?lang=hi`],
      ['Holiday', `http://localhost:8080/notices/${english.id}?lang=hi`],
    ]);
  });

  test('is each school’s own, at the address it was asked for', async () => {
    await published('Only at school A');
    const second = await rss('http://school2.localhost:8080');
    expect(second.status).toBe(200);
    expect(items(second.text)).toEqual([]);
    expect(second.text).toContain('<link>http://school2.localhost:8080/notices</link>');
  });
});

describe('search', () => {
  const found = async (q: string) => {
    const response = await fetch(`${api.url}/api/Site/Search?${new URLSearchParams({ school: '83181', q })}`);
    return ((await response.json()) as { results: { kind: string; title: string; route: string }[] }).results.filter((result) => result.kind === 'notice');
  };

  test('finds a current notice, not a draft, a scheduled or an expired one, nor one deleted', async () => {
    const shown = await published('Quizzical olympiad');
    await add(input('Quizzical draft'));
    await published('Quizzical later', { publishFrom: at(HOUR) });
    await published('Quizzical gone', { publishFrom: at(-2 * HOUR), expireOn: at(-HOUR) });
    expect(await found('quizzical')).toEqual([{ kind: 'notice', title: 'Quizzical olympiad', route: `/notices/${shown.id}`, snippet: expect.any(String), lang: 'en' }]);
    await api.post('/School/Notice/Delete', { id: shown.id }, { token: tokens.schoolA });
    expect(await found('quizzical')).toEqual([]);
  });
});
