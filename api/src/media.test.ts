import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApi, tokensFor, type TestApi } from './test-support/test-api';
import { bytesFile, formOf, getFromHost, PNG_BYTES, schoolIdOf, seedFile, storedExists, uploadsOf } from './test-support/fixtures';

let api: TestApi;
let token: string;
let schoolA: number;

beforeAll(async () => {
  api = await startTestApi();
  token = (await tokensFor(api)).schoolA;
  schoolA = await schoolIdOf(api, '83181');
});
afterAll(() => api.close());

/** A seeded file of school A whose stored path ends with this extension. */
async function seeded(extension: string): Promise<string> {
  const db = api.database.db;
  const [staff, alumni, events] = await Promise.all([
    db.selectFrom('staff').select('profile_pic_url as file').where('school_id', '=', schoolA).execute(),
    db.selectFrom('alumni').select('photo as file').where('school_id', '=', schoolA).execute(),
    db.selectFrom('activities').selectAll().where('school_id', '=', schoolA).execute(),
  ]);
  const files = [
    ...staff.map((row) => row.file),
    ...alumni.map((row) => row.file),
    ...events.flatMap((row) => [row.img1, row.img2, row.img3, row.img4, row.video1, row.video2]),
  ];
  const file = files.find((stored) => stored?.endsWith(`.${extension}`));
  if (!file) throw new Error(`no seeded .${extension} file`);
  return file;
}

/** A GET sent byte for byte as written: fetch would resolve the dots first. */
function rawGet(pathname: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathname }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('serving media', () => {
  test.each([
    ['jpg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
  ])('a stored .%s is served from the API host without /api, as %s, with nosniff and a year of caching', async (extension, type) => {
    const stored = await seeded(extension);
    const response = await getFromHost(api, `/${stored}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(api.dataDir, stored)))).toBe(true);
  });

  test('a stored file cannot act as a page: its answer carries a sandboxing CSP', async () => {
    const response = await getFromHost(api, `/${await seeded('jpg')}`);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  test('the path under /api is not where media live', async () => {
    expect((await getFromHost(api, `/api/${await seeded('jpg')}`)).status).toBe(404);
  });

  test('a range request answers 206 with just the bytes asked for', async () => {
    const stored = await seeded('mp4');
    const whole = readFileSync(path.join(api.dataDir, stored));
    const first = await getFromHost(api, `/${stored}`, { Range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect(first.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await first.arrayBuffer()).equals(whole.subarray(0, 100))).toBe(true);

    const tail = await getFromHost(api, `/${stored}`, { Range: `bytes=${whole.length - 10}-` });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  test('a range beyond the end answers 416', async () => {
    const stored = await seeded('mp4');
    const size = readFileSync(path.join(api.dataDir, stored)).length;
    expect((await getFromHost(api, `/${stored}`, { Range: `bytes=${size + 10}-${size + 20}` })).status).toBe(416);
  });

  test('an uploaded PNG named .jpg is read as the PNG it is, and served as the WebP made of it', async () => {
    const answer = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }, { profilePic: bytesFile(PNG_BYTES, 'me.jpg', 'image/jpeg') }), token);
    expect(answer.body.profilePicUrl).toMatch(/\.webp$/);
    const response = await getFromHost(api, `/${answer.body.profilePicUrl}`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const [served, sent] = await Promise.all([sharp(Buffer.from(await response.arrayBuffer())).metadata(), sharp(PNG_BYTES).metadata()]);
    expect([served.format, served.width, served.height]).toEqual(['webp', sent.width, sent.height]);
  });

  test('a missing file is a 404 with a message', async () => {
    const response = await getFromHost(api, '/uploads/83181/staff/no-such-file.webp');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  test('files in flight under uploads/.tmp are never served', async () => {
    mkdirSync(path.join(api.dataDir, 'uploads/.tmp'), { recursive: true });
    writeFileSync(path.join(api.dataDir, 'uploads/.tmp/in-flight'), 'half an upload');
    const response = await rawGet('/uploads/.tmp/in-flight');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.toString()).not.toContain('half an upload');
  });

  test.each(['/uploads/../secret.txt', '/uploads/..%2fsecret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/83181/..%2f..%2fsecret.txt', '/uploads/..%5csecret.txt'])(
    'a file of the data folder outside uploads is not reachable as %s',
    async (pathname) => {
      writeFileSync(path.join(api.dataDir, 'secret.txt'), 'TOP SECRET');
      const response = await rawGet(pathname);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.toString()).not.toContain('TOP SECRET');
    },
  );

  test('the database file is not reachable through the media path', async () => {
    for (const pathname of ['/uploads/../school.db', '/uploads/..%2fschool.db']) {
      const response = await rawGet(pathname);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body.includes(Buffer.from('SQLite format'))).toBe(false);
    }
  });
});

describe('removing media from disk', () => {
  const served = async (stored: string) => (await getFromHost(api, `/${stored}`)).status;

  test('a staff member’s replaced picture is removed; its new one is kept', async () => {
    const added = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }, { profilePic: seedFile('staff/staff-1.webp') }), token);
    const old = added.body.profilePicUrl as string;
    const updated = await api.postForm(
      '/School/Staff/Update',
      formOf({ schoolStaffId: added.body.schoolStaffId, fullName: 'A', designation: 'B' }, { profilePic: seedFile('staff/staff-2.webp') }),
      token,
    );
    expect(updated.status).toBe(200);
    expect(storedExists(api, old)).toBe(false);
    expect(await served(old)).toBe(404);
    expect(storedExists(api, updated.body.profilePicUrl)).toBe(true);
  });

  test('a staff member’s picture dropped on update, and on delete, is removed', async () => {
    const one = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }, { profilePic: seedFile('staff/staff-1.webp') }), token);
    await api.postForm('/School/Staff/Update', formOf({ schoolStaffId: one.body.schoolStaffId, fullName: 'A', designation: 'B', profilePicUrl: '' }), token);
    expect(storedExists(api, one.body.profilePicUrl)).toBe(false);

    const two = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }, { profilePic: seedFile('staff/staff-1.webp') }), token);
    expect((await api.post('/School/Staff/Delete', { schoolStaffId: two.body.schoolStaffId }, { token })).status).toBe(200);
    expect(storedExists(api, two.body.profilePicUrl)).toBe(false);
  });

  test('an alumnus’s replaced photo and a deleted alumnus’s photo are removed', async () => {
    const added = await api.postForm('/School/Alumni/Add', formOf({ AlumniName: 'A' }, { file: seedFile('alumni/alumni-1.webp') }), token);
    const old = added.body.photo as string;
    const updated = await api.postForm('/School/Alumni/Update', formOf({ AlumniId: added.body.alumniId, AlumniName: 'A', Active: 'true' }, { file: seedFile('alumni/alumni-2.webp') }), token);
    expect(updated.status).toBe(200);
    expect(storedExists(api, old)).toBe(false);
    expect(storedExists(api, updated.body.photo)).toBe(true);
    expect((await api.post('/School/Alumni/Delete', { alumniId: added.body.alumniId }, { token })).status).toBe(200);
    expect(storedExists(api, updated.body.photo)).toBe(false);
  });

  test('an event’s media left out of an update are removed, the kept ones stay, and a deleted event’s media all go', async () => {
    const added = await api.postForm(
      '/School/Activity/Add',
      formOf(
        { Title: 'T', Description: 'D', ActivityDate: '2026-04-04' },
        { Img1File: seedFile('events/sports-1.jpg'), Img2File: seedFile('events/sports-2.jpg'), Img3File: seedFile('events/sports-3.jpg'), Video1File: seedFile('video/assembly.mp4') },
      ),
      token,
    );
    expect(added.status).toBe(201);
    const { Id, Img1, Img2, Img3, Video1 } = added.body as Record<string, string>;
    const updated = await api.postForm(
      '/School/Activity/Update',
      formOf({ activityGalleryid: Id!, Title: 'T', Description: 'D', ActivityDate: '2026-04-04', Img1: Img1!, Img3: Img3! }, { Img2File: seedFile('events/plantation-1.webp') }),
      token,
    );
    expect(updated.status).toBe(200);
    expect([Img1, Img3].map((stored) => storedExists(api, stored!))).toEqual([true, true]);
    expect([Img2, Video1].map((stored) => storedExists(api, stored!))).toEqual([false, false]);
    const now = [updated.body.Img1, updated.body.Img2, updated.body.Img3] as string[];
    expect(now.every((stored) => storedExists(api, stored))).toBe(true);

    expect((await api.post('/School/Activity/Delete', { activityGalleryid: Id }, { token })).status).toBe(200);
    expect(now.map((stored) => storedExists(api, stored))).toEqual([false, false, false]);
  });

  test('a refused update keeps the old picture and leaves no new file behind', async () => {
    const added = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }, { profilePic: seedFile('staff/staff-1.webp') }), token);
    const before = uploadsOf(api);
    const refused = await api.postForm(
      '/School/Staff/Update',
      formOf({ schoolStaffId: added.body.schoolStaffId, fullName: 'A', designation: 'B', email: 'not an email' }, { profilePic: seedFile('staff/staff-2.webp') }),
      token,
    );
    expect(refused.status).toBe(400);
    expect(uploadsOf(api)).toEqual(before);
    expect(await served(added.body.profilePicUrl)).toBe(200);
  });
});
