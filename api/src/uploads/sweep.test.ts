import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../test-support/fixtures';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { sweepUploads } from './sweep';

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

  const swept = await sweepUploads(api.database.db, api.dataDir, 10_000);

  expect(swept).toEqual({ files: 2, bytes: 200 });
  expect(filesUnder(path.join(api.dataDir, 'uploads')).sort()).toEqual(
    [...before, '.tmp/being-written', '83181/staff/placed-just-now.jpg'].sort(),
  );
});
