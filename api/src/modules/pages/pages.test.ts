import sharp from 'sharp';
import type { TestApi } from '../../test-support/test-api';
import { bytesFile, expectRefusal, formOf, PNG_BYTES, startWithSchools, storedExists, uploadsOf, type Tokens } from '../../test-support/fixtures';
import { HOME_KINDS, PAGE_KINDS } from '@school/shared/contracts/pages';
import { pageHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { defaultPolicy } from '@school/shared/contracts/policy-defaults';
import { savePage } from '../../test-support/pages';

/** Each page's content is a school's own document: read by visitors, edited by its admin. */
let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

const page = (kind: string, school: string, headers: Record<string, string> = {}) => fetch(`${api.url}/api/Site/Page/${kind}?school=${school}`, { headers });
const en = (text: string) => ({ en: text, hi: '' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows its answer's shape
const json = async (response: Response): Promise<any> => response.json();

async function uploadPicture(token: string, bytes: Buffer = PNG_BYTES, name = 'photo.png') {
  return api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(bytes, name, 'image/png') }), token);
}

test('the demo school’s principal’s message is seeded, with its picture stored as an upload', async () => {
  const response = await page('principal', '83181');
  expect(response.status).toBe(200);
  const body = await json(response);
  expect(body.content.name).toBe('Sh. Rajendra Singh Negi');
  expect(body.content.photo.path).toMatch(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
  expect(body.content.photo.width).toBeGreaterThan(0);
  expect(storedExists(api, body.content.photo.path)).toBe(true);
});

test('a page the school never filled in is empty, not another school’s, and an unknown kind or school is refused', async () => {
  const empty = await json(await page('principal', '83190'));
  expect(empty).toEqual({ kind: 'principal', updatedAt: null, content: expect.objectContaining({ name: '', message: { en: '', hi: '' } }) });
  expect((await page('nonsense', '83181')).status).toBe(400);
  expect((await page('principal', '99999')).status).toBe(404);
  // PostgreSQL text cannot hold NUL: refused before the query, not a 500 from the database.
  for (const answer of [await page('principal', '%00'), await fetch(`${api.url}/api/Site/Home?school=83181%00`)]) {
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 400, body: { message: 'Text may not contain the NUL character' } });
  }
});

test('the home page’s sections come in one answer, with an ETag: the demo school’s seeded, another school’s empty', async () => {
  const home = (school: string, headers: Record<string, string> = {}) => fetch(`${api.url}/api/Site/Home?school=${school}`, { headers });
  const demo = await home('83181');
  expect(demo.status).toBe(200);
  const sections = await json(demo);
  expect(Object.keys(sections).sort()).toEqual([...HOME_KINDS, 'updatedAt'].sort());
  expect(sections.dignitaries.people).toHaveLength(4);
  expect(sections.gallery.pictures[0].path).toMatch(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
  expect(storedExists(api, sections.gallery.pictures[0].path)).toBe(true);
  expect((await home('83181', { 'If-None-Match': demo.headers.get('etag')! })).status).toBe(304);

  const other = await json(await home('83190'));
  expect(other.updatedAt).toBeNull();
  expect(other.toppers).toEqual({ classX: [], classXII: [] });
  expect(other.about.videoId).toBe('');
  expect((await home('99999')).status).toBe(404);
});

test('an unchanged page answers 304 to its ETag, and a save changes the ETag', async () => {
  const first = await page('history', '83190');
  const etag = first.headers.get('etag')!;
  expect(first.headers.get('cache-control')).toBe('no-cache');
  expect((await page('history', '83190', { 'If-None-Match': etag })).status).toBe(304);

  const saved = await savePage(api, tokens.schoolB, 'history', { history: en('Founded by the villagers.') });
  expect(saved.status).toBe(200);
  const after = await page('history', '83190', { 'If-None-Match': etag });
  expect(after.status).toBe(200);
  expect((await json(after)).content.history).toEqual(en('Founded by the villagers.'));
});

test('a school admin saves only its own school’s pages, and only content its schema allows', async () => {
  const current = await api.post('/School/Page/Get', { kind: 'classrooms' }, { token: tokens.schoolA });
  const body = { kind: 'classrooms', content: { description: en('Bright rooms.') }, baseVersion: current.body.version };
  expect((await api.post('/School/Page/Update', body, { token: tokens.schoolA })).status).toBe(200);
  expect((await json(await page('classrooms', '83190'))).content.description.en).toBe('');
  expectRefusal(await api.post('/School/Page/Update', body), 401);
  expectRefusal(await api.post('/School/Page/Update', body, { token: tokens.provider }), 403);
  expectRefusal(await savePage(api, tokens.schoolA, 'classrooms', { description: en('x'), extra: 1 }), 400);
  expectRefusal(await savePage(api, tokens.schoolA, 'classrooms', { description: en('x'.repeat(10_001)) }), 400);
  expectRefusal(await savePage(api, tokens.schoolA, 'nope', {}), 400);
});

test('a picture is re-encoded as WebP without its metadata, and a page may name it once uploaded', async () => {
  const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone', ImageDescription: 'private' } })
    .toBuffer();
  const uploaded = await uploadPicture(tokens.schoolB, jpeg, 'camera.jpg');
  expect(uploaded.status).toBe(201);
  expect(uploaded.body).toEqual({ path: expect.stringMatching(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/), width: 1600, height: 800 });
  const stored = await sharp(`${api.dataDir}/${uploaded.body.path}`).metadata();
  expect([stored.format, stored.exif]).toEqual(['webp', undefined]);

  const photo = { path: uploaded.body.path, width: 1600, height: 800, alt: en('The front gate') };
  const saved = await savePage(api, tokens.schoolB, 'principal', { name: 'A. Principal', photo });
  expect(saved.status).toBe(200);
  expect((await json(await page('principal', '83190'))).content.photo).toEqual(photo);
});

test('a page may not name a file it did not upload: another school’s, or one that is not there', async () => {
  const other = await uploadPicture(tokens.schoolA);
  const photo = (path: string) => ({ path, width: 10, height: 10, alt: en('') });
  const refusal = /upload it again/;
  expectRefusal(await savePage(api, tokens.schoolB, 'history', { picture: photo(other.body.path) }), 400, refusal);
  const missing = 'uploads/83190/pages/00000000-0000-4000-8000-000000000000.webp';
  expectRefusal(await savePage(api, tokens.schoolB, 'history', { picture: photo(missing) }), 400, refusal);
  expectRefusal(await savePage(api, tokens.schoolB, 'history', { picture: photo('uploads/83190/staff/x.webp') }), 400);
});

test('documents are PDFs by their bytes; anything else, or more than one file, is refused and nothing is kept', async () => {
  const before = uploadsOf(api).length;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const stored = await api.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(pdf, 'fees.pdf', 'application/pdf') }), tokens.schoolB);
  expect(stored.status).toBe(201);
  expect(stored.body.path).toMatch(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.pdf$/);

  const html = Buffer.from('<!doctype html><script>alert(1)</script>'.repeat(4));
  expectRefusal(await api.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(html, 'fees.pdf', 'application/pdf') }), tokens.schoolB), 400);
  expectRefusal(await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(pdf, 'x.png', 'image/png') }), tokens.schoolB), 400);
  expectRefusal(await api.postForm('/School/Page/Upload', formOf({}, { picture: [bytesFile(PNG_BYTES, 'a.png'), bytesFile(PNG_BYTES, 'b.png')] }), tokens.schoolB), 400);
  expectRefusal(await api.postForm('/School/Page/Upload', formOf({ note: 'x' }, { picture: bytesFile(PNG_BYTES, 'a.png') }), tokens.schoolB), 400);
  expectRefusal(await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(PNG_BYTES, 'a.png') })), 401);
  expect(uploadsOf(api).filter((file) => !file.startsWith('uploads/.tmp/'))).toHaveLength(before + 1);
});

test('the setup checklist lists every page, and says which the school has filled in', async () => {
  // School B has no demo pages: only what the tests above saved for it.
  const answer = await api.post('/School/Page/GetAll', {}, { token: tokens.schoolB });
  expect(answer.status).toBe(200);
  expect(answer.body.map((row: { kind: string }) => row.kind)).toEqual(PAGE_KINDS);
  const status = Object.fromEntries(answer.body.map((row: { kind: string; filled: boolean }) => [row.kind, row.filled]));
  expect(status).toMatchObject({ principal: true, history: true, rti: false });
});

test('the setup checklist counts each page’s texts without Hindi, as the editor counts them, in the one call', async () => {
  const counts = async (token: string) => {
    const answer = await api.post('/School/Page/GetAll', {}, { token });
    expect(answer.status).toBe(200);
    return Object.fromEntries(answer.body.map((row: { kind: string; withoutHindi: number }) => [row.kind, row.withoutHindi]));
  };
  const history = (hi: string) => savePage(api, tokens.schoolB, 'history', { history: { en: 'Founded by the villagers.', hi } });
  expect((await history('')).status).toBe(200);
  expect((await counts(tokens.schoolB)).history).toBe(1);
  expect((await history('गाँव वालों ने स्थापित किया।')).status).toBe(200);
  expect((await counts(tokens.schoolB)).history).toBe(0);

  // The demo school's pages: each count is hindi-gaps.ts's of the page as its public GET answers it.
  const home = await json(await fetch(`${api.url}/api/Site/Home?school=83181`));
  const expected: Record<string, number> = {};
  for (const kind of PAGE_KINDS) {
    const content = (HOME_KINDS as readonly string[]).includes(kind) ? home[kind] : (await json(await page(kind, '83181'))).content;
    expected[kind] = pageHindiGaps(kind, content).length;
  }
  expect(await counts(tokens.schoolA)).toEqual(expected);
});

test('the home page says when the latest of its sections was saved', async () => {
  const home = async () => json(await fetch(`${api.url}/api/Site/Home?school=83190`));
  const before = (await home()).updatedAt;
  const vision = await savePage(api, tokens.schoolB, 'vision', { vision: en('Every child reads.') });
  const links = await savePage(api, tokens.schoolB, 'links', {});
  expect([vision.status, links.status]).toEqual([200, 200]);
  expect(before === null || before < vision.body.updatedAt).toBe(true);
  expect((await home()).updatedAt).toBe(links.body.updatedAt);
});

describe('the pages GIGW asks for', () => {
  const policy = { intro: en('We keep what you send us safe.'), sections: [{ heading: en('Feedback'), text: en('Read by the office.'), links: [{ label: en('Feedback'), url: '/feedback' }] }] };

  test('are empty until the school writes its own (the site shows the default text, which is not stored), and its own is only its own', async () => {
    const empty = await json(await page('privacy', '83181'));
    expect(empty).toEqual({ kind: 'privacy', updatedAt: null, content: { intro: en(''), sections: [] } });

    const saved = await savePage(api, tokens.schoolB, 'privacy', policy);
    expect(saved.status).toBe(200);
    expect((await json(await page('privacy', '83190'))).content).toEqual(policy);
    expect((await json(await page('privacy', '83181'))).content).toEqual({ intro: en(''), sections: [] });
    for (const kind of ['copyright', 'hyperlinking', 'terms', 'moderation', 'accessibility', 'help']) expect((await page(kind, '83190')).status).toBe(200);
  });

  test('the Content Moderation and Approval Policy is served like its siblings: empty until written, so the site shows its default, which the school may save as its own', async () => {
    const unwritten = await page('moderation', '83181');
    expect(unwritten.status).toBe(200);
    const body = await json(unwritten);
    expect(body).toEqual({ kind: 'moderation', updatedAt: null, content: { intro: en(''), sections: [] } });

    // The editor starts from the default text: the API takes it as it is, Hindi and links included.
    const ownWords = defaultPolicy('moderation', { name: 'Government Girls Inter College' });
    const saved = await savePage(api, tokens.schoolB, 'moderation', ownWords);
    expect(saved.status).toBe(200);
    const written = await json(await page('moderation', '83190'));
    expect(written.content).toEqual(ownWords);
    expect(pageHindiGaps('moderation', written.content)).toEqual([]);
    expect((await json(await page('moderation', '83181'))).updatedAt).toBeNull();
  });

  test('a link goes to a web address or a page of this site, nowhere else', async () => {
    for (const url of ['//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      const content = { sections: [{ links: [{ label: en('x'), url }] }] };
      expectRefusal(await savePage(api, tokens.schoolB, 'help', content), 400);
    }
    const content = { sections: [{ links: [{ label: en('VLC'), url: 'https://www.videolan.org/vlc/' }, { label: en('Sitemap'), url: '/sitemap' }] }] };
    expect((await savePage(api, tokens.schoolB, 'help', content)).status).toBe(200);
  });
});
