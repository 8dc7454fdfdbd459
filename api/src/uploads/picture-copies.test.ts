import { rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bytesFile, formOf, schoolForm, startWithSchools, storedExists, uploadsOf, type Tokens } from '../test-support/fixtures';
import { passwordChosen, type TestApi } from '../test-support/test-api';
import { backfillVariants } from './picture-backfill';
import { PAGE_UPLOAD_GRACE_MS, sweepUploads } from './sweep';
import { savePage } from '../test-support/pages';

/**
 * A page's picture is stored with its narrower copies ("<name>-480w.webp", "<name>-960w.webp",
 * those narrower than it), which come and go with it.
 */
let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

const en = (text: string) => ({ en: text, hi: '' });
const copyOf = (stored: string, width: number) => stored.replace(/\.webp$/, `-${width}w.webp`);
const widthOf = async (stored: string) => (await sharp(path.join(api.dataDir, stored)).metadata()).width;

async function upload(token: string, width: number, height: number) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const answer = await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(jpeg, 'photo.jpg', 'image/jpeg') }), token);
  expect(answer.status).toBe(201);
  return answer.body as { path: string; width: number; height: number };
}

const savePicture = (kind: 'sports' | 'faqs', picture: { path: string; width: number; height: number }, token = tokens.schoolB) =>
  savePage(api, token, kind, { banner: { ...picture, alt: en('') } });

test('an uploaded picture is stored with its copies 480 and 960 px wide, and only those narrower than it', async () => {
  const large = await upload(tokens.schoolB, 2400, 1200);
  expect([large.width, large.height]).toEqual([1600, 800]);
  expect(await widthOf(large.path)).toBe(1600);
  expect(await widthOf(copyOf(large.path, 960))).toBe(960);
  expect(await widthOf(copyOf(large.path, 480))).toBe(480);
  const copy = await sharp(path.join(api.dataDir, copyOf(large.path, 480))).metadata();
  expect([copy.format, copy.height]).toEqual(['webp', 240]);

  const middling = await upload(tokens.schoolB, 700, 500);
  expect(await widthOf(copyOf(middling.path, 480))).toBe(480);
  expect(storedExists(api, copyOf(middling.path, 960))).toBe(false);

  const small = await upload(tokens.schoolB, 400, 300);
  expect(storedExists(api, copyOf(small.path, 480))).toBe(false);
  // Nothing else is left behind: no temporary file, no copy of another name.
  const made = uploadsOf(api).filter((file) => [large, middling, small].some((picture) => file.startsWith(picture.path.replace(/\.webp$/, ''))));
  expect(made).toHaveLength(3 + 2 + 1);
  expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
});

test('a page may not name a copy as its picture', async () => {
  const picture = await upload(tokens.schoolB, 1000, 500);
  const answer = await savePicture('faqs', { path: copyOf(picture.path, 480), width: 480, height: 240 });
  expect(answer.status).toBe(400);
});

// A page's earlier versions keep naming their pictures (versions.test.ts): the profile, which keeps no versions, shows the removal.
test('a picture the saved profile no longer names is removed with its copies', async () => {
  const first = await upload(tokens.schoolB, 1200, 600);
  const second = await upload(tokens.schoolB, 1200, 600);
  const saveLogo = (picture: typeof first) => api.post('/School/Profile/Update', { logo: { ...picture, alt: en('') } }, { token: tokens.schoolB });
  expect((await saveLogo(first)).status).toBe(200);
  expect((await saveLogo(second)).status).toBe(200);
  for (const file of [first.path, copyOf(first.path, 480), copyOf(first.path, 960)]) expect(storedExists(api, file)).toBe(false);
  for (const file of [second.path, copyOf(second.path, 480), copyOf(second.path, 960)]) expect(storedExists(api, file)).toBe(true);
});

test('the sweep removes an upload no page named, copies and all, and keeps a named picture’s copies', async () => {
  const named = await upload(tokens.schoolB, 1200, 600);
  expect((await savePicture('faqs', named)).status).toBe(200);
  const unnamed = await upload(tokens.schoolB, 1200, 600);
  const filesOf = (picture: { path: string }) => [picture.path, copyOf(picture.path, 480), copyOf(picture.path, 960)];
  // Both a day and a minute old: past the grace a page's upload is given.
  const dayAgo = new Date(Date.now() - PAGE_UPLOAD_GRACE_MS - 60_000);
  for (const file of [...filesOf(named), ...filesOf(unnamed)]) utimesSync(path.join(api.dataDir, file), dayAgo, dayAgo);

  const swept = await sweepUploads(api.database.db, api.app.storage.files, 10_000);

  expect(swept.files).toBe(3);
  for (const file of filesOf(unnamed)) expect(storedExists(api, file)).toBe(false);
  for (const file of filesOf(named)) expect(storedExists(api, file)).toBe(true);
});

test('deleting a school removes its pictures’ copies', async () => {
  const added = await api.post('/School/Add', schoolForm('73021'), { token: tokens.provider });
  expect(added.status).toBe(201);
  const userName = 'copies-admin';
  const user = { fullName: 'Copies Admin', userName, password: api.encrypt('copies-pass-1'), userType: 'School', active: true, SchoolId: added.body.schoolId };
  expect((await api.post('/School/User/Add', user, { token: tokens.provider })).status).toBe(201);
  await passwordChosen(api, userName);
  const token = (await api.login(userName, 'copies-pass-1', 'School', '73021')).body.token as string;
  const picture = await upload(token, 1200, 600);
  expect((await savePicture('sports', picture, token)).status).toBe(200);

  expect((await api.post('/School/Delete', { schoolId: added.body.schoolId }, { token: tokens.provider })).status).toBe(200);

  expect(uploadsOf(api).filter((file) => file.startsWith('uploads/73021/'))).toEqual([]);
});

test('pictures stored before there were copies get them at start-up, and a second start writes none', async () => {
  // The demo school's seeded gallery: 800 px wide pictures, each with a 480 px copy.
  const gallery = (await (await fetch(`${api.url}/api/Site/Page/gallery?school=83181`)).json()) as { content: { pictures: { path: string; width: number }[] } };
  const [picture] = gallery.content.pictures;
  if (!picture) throw new Error('The demo gallery has no pictures');
  expect(picture.width).toBe(800);
  expect(await widthOf(copyOf(picture.path, 480))).toBe(480);
  rmSync(path.join(api.dataDir, copyOf(picture.path, 480)));

  expect(await backfillVariants(api.database.db, api.dataDir)).toEqual({ written: 1, failed: 0 });
  expect(await widthOf(copyOf(picture.path, 480))).toBe(480);
  expect(await backfillVariants(api.database.db, api.dataDir)).toEqual({ written: 0, failed: 0 });
  expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
});
