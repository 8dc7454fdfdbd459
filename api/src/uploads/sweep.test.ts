import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bytesFile, filesUnder, formOf, PNG_BYTES } from '../test-support/fixtures';
import { ACCOUNTS, startTestApi, type TestApi } from '../test-support/test-api';
import { PAGE_UPLOAD_GRACE_MS, sweepUploads, SWEEP_INTERVAL_MS } from './sweep';

/** The start-up sweep removes what no row names and nobody is still writing, and nothing else. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const put = (relative: string, ageMs: number) => {
  const file = path.join(api.dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x'.repeat(100));
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
};

test('old temporary and unreferenced files go; fresh ones and every referenced file stay', async () => {
  const before = filesUnder(path.join(api.dataDir, 'uploads'));
  expect(before.length).toBeGreaterThan(10); // the seed's media, all referenced
  put('uploads/.tmp/abandoned', 60_000);
  put('uploads/.tmp/being-written', 0);
  put('uploads/83181/staff/placed-never-committed.jpg', 60_000);
  put('uploads/83181/staff/placed-just-now.jpg', 0);

  const swept = await sweepUploads(api.database.db, api.app.storage.files, 10_000);

  expect(swept).toEqual({ files: 2, bytes: 200 });
  expect(filesUnder(path.join(api.dataDir, 'uploads')).sort()).toEqual(
    [...before, '.tmp/being-written', '83181/staff/placed-just-now.jpg'].sort(),
  );
});

test('a page upload no page names stops counting against the quota within the hour, at the running API’s sweep', async () => {
  expect(PAGE_UPLOAD_GRACE_MS + SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60 * 60 * 1000);
  const token = (await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password, 'School')).body.token as string;
  const use = async () => ((await api.post('/School/Storage/Get', {}, { token })).body as { usedBytes: number }).usedBytes;
  const before = await use();
  const upload = await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(PNG_BYTES, 'never-saved.png') }), token);
  expect(upload.status).toBe(201);
  expect(await use()).toBeGreaterThan(before);

  // The sweep that runs every SWEEP_INTERVAL_MS (server.ts), as the grace has just passed: the upload goes, and so does its count.
  const stored = (upload.body as { path: string }).path;
  const files = filesUnder(path.join(api.dataDir, 'uploads')).filter((file) => `uploads/${file}`.startsWith(stored.replace(/\.webp$/, '')));
  expect(files.length).toBeGreaterThan(0);
  const past = new Date(Date.now() - PAGE_UPLOAD_GRACE_MS - 1000);
  for (const file of files) utimesSync(path.join(api.dataDir, 'uploads', file), past, past);
  await sweepUploads(api.database.db, api.app.storage.files, 10_000);
  expect(await use()).toBe(before);
});
