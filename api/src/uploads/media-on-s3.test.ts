import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addedByForm, bytesFile, expectRefusal, filesUnder, formOf, getFromHost, schoolForm, seedFile, startWithSchools, type Tokens } from '../test-support/fixtures';
import type { TestApi } from '../test-support/test-api';
import { s3TestSettings } from '../test-support/s3';
import { sweepUploads } from './sweep';

/**
 * STORAGE=s3: the API's media in a bucket on a real S3 server (Ceph's RADOS Gateway, started by
 * scripts/with-radosgw.sh for this run), from the first start's demo media to an upload, its
 * replacement, its removal, the sweep, the quota and a deleted school. Nothing is written under
 * DATA_DIR/uploads. Without an S3 server in the run, the line below says it was not run.
 */
const s3 = s3TestSettings();
const onS3 = s3 ? describe : describe.skip;
if (!s3) test.todo('media in an S3 bucket (run under scripts/with-radosgw.sh)');

onS3('media in an S3 bucket', () => {
  let api: TestApi;
  let tokens: Tokens;
  let schoolA: number;
  const bucketKeys = async (prefix = 'uploads/') => (await api.app.storage.files.list(prefix)).map((file) => file.key);
  const ledger = async () => (await api.database.db.selectFrom('upload_ledger').select('path').execute()).map((row) => row.path);
  /** A file put in the bucket as no request would: named by no row. */
  const storedDirectly = async (key: string, text: string) => {
    const received = path.join(api.app.storage.files.tempDir, randomUUID());
    mkdirSync(path.dirname(received), { recursive: true });
    writeFileSync(received, text);
    await api.app.storage.files.put(key, received);
  };
  const addStaff = (picture: File) =>
    addedByForm(api, '/School/Staff/Add', formOf({ fullName: 'Sh. Bucket Teacher', designation: 'Lecturer' }, { profilePic: picture }), tokens.schoolA);

  beforeAll(async () => {
    ({ api, tokens, schoolA } = await startWithSchools({
      STORAGE: 's3',
      S3_ENDPOINT: s3!.endpoint,
      S3_BUCKET: `media-${randomUUID()}`,
      S3_ACCESS_KEY_ID: s3!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3!.secretAccessKey,
    }));
  });
  afterAll(() => api.close());

  test('the first start stores the demo media in the bucket, as the ledger records them, and none in the folder', async () => {
    const keys = new Set(await bucketKeys());
    const recorded = await ledger();
    expect(recorded.length).toBeGreaterThan(10);
    expect(recorded.filter((file) => !keys.has(file))).toEqual([]);
    expect(filesUnder(path.join(api.dataDir, 'uploads'))).toEqual([]);
    expect((await getFromHost(api, '/api/ready')).status).toBe(200);
  });

  test('a stored file is served from the bucket with the folder’s headers, in ranges, and 304 when current', async () => {
    const stored = (await ledger()).find((file) => file.endsWith('.mp4'))!;
    const whole = await getFromHost(api, `/${stored}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe((await api.app.storage.files.stat(stored))!.bytes);

    const part = await getFromHost(api, `/${stored}`, { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    expect((await getFromHost(api, `/${stored}`, { 'If-None-Match': whole.headers.get('etag')! })).status).toBe(304);
    const head = await fetch(`${api.url}/${stored}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([200, String(bytes.length), 'video/mp4']);

    const pdf = (await ledger()).find((file) => file.endsWith('.pdf'))!;
    expect((await getFromHost(api, `/${pdf}`)).headers.get('content-disposition')).toMatch(/^inline; filename="/);
    for (const missing of [`/uploads/school.${schoolA}/staff/none.webp`, '/uploads/.ready-x', '/uploads/%2e%2e/school.db']) {
      expect((await getFromHost(api, missing)).status).toBe(404);
    }
  });

  test('a picture added, replaced and deleted: the bucket holds only what a row names', async () => {
    const added = await addStaff(seedFile('staff/staff-2.webp', 'me.webp', 'image/webp'));
    const first = added.profilePicUrl as string;
    expect(await bucketKeys(first)).toEqual([first]);
    expect((await getFromHost(api, `/${first}`)).status).toBe(200);

    const replaced = await api.postForm(
      '/School/Staff/Update',
      formOf({ schoolStaffId: added.schoolStaffId, fullName: 'Sh. Bucket Teacher', designation: 'Lecturer' }, { profilePic: seedFile('staff/staff-1.webp', 'new.webp', 'image/webp') }),
      tokens.schoolA,
    );
    expect(replaced.status).toBe(200);
    const second = replaced.body.profilePicUrl as string;
    expect(second).not.toBe(first);
    expect(await bucketKeys(first)).toEqual([]);
    expect(await bucketKeys(second)).toEqual([second]);

    expect((await api.post('/School/Staff/Delete', { schoolStaffId: added.schoolStaffId }, { token: tokens.schoolA })).status).toBe(200);
    expect(await bucketKeys(second)).toEqual([]);
    expect(await ledger()).not.toContain(second);
  });

  test('an upload over the quota is refused and stores nothing', async () => {
    const before = await bucketKeys(`uploads/school.${schoolA}/`);
    const { usedBytes } = (await api.post('/School/Storage/Get', {}, { token: tokens.schoolA })).body as { usedBytes: number };
    const filler = `uploads/school.${schoolA}/pages/${randomUUID()}.pdf`;
    await api.database.db
      .insertInto('upload_ledger')
      .values({ path: filler, school_id: schoolA, bytes: 2 * 1024 ** 3 - usedBytes - 100, uploaded_by: null, uploaded_at: new Date().toISOString() })
      .execute();
    try {
      const pdf = Buffer.from(`%PDF-1.4\n%${'x'.repeat(4096)}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
      expectRefusal(await api.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(pdf, 'a.pdf', 'application/pdf') }), tokens.schoolA), 413);
      expect(await bucketKeys(`uploads/school.${schoolA}/`)).toEqual(before);
    } finally {
      await api.database.db.deleteFrom('upload_ledger').where('path', '=', filler).execute();
    }
  });

  test('the sweep removes a stored file no row names, received files left behind, and a ledger row whose file is gone', async () => {
    const stray = `uploads/school.${schoolA}/staff/${randomUUID()}.webp`;
    const received = path.join(api.app.storage.files.tempDir, randomUUID());
    mkdirSync(path.dirname(received), { recursive: true });
    writeFileSync(received, 'a stray');
    await storedDirectly(stray, 'a stray');
    const added = await addStaff(seedFile('staff/staff-2.webp', 'me.webp', 'image/webp'));
    const named = added.profilePicUrl as string;
    const vanished = `uploads/school.${schoolA}/pages/${randomUUID()}.pdf`;
    await api.database.db.insertInto('upload_ledger').values({ path: vanished, school_id: schoolA, bytes: 5, uploaded_by: null, uploaded_at: new Date().toISOString() }).execute();

    const swept = await sweepUploads(api.database.db, api.app.storage.files, 0, Date.now() + 24 * 3_600_000);
    expect(swept.files).toBe(2);
    expect(await bucketKeys(stray)).toEqual([]);
    expect(filesUnder(api.app.storage.files.tempDir)).toEqual([]);
    expect(await bucketKeys(named)).toEqual([named]);
    expect(await ledger()).not.toContain(vanished);
  });

  // The backup scripts dump PostgreSQL: this runs where the suite does (npm run test:api:s3).
  const withPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
  withPostgres('a backup archives the bucket’s files; a restore brings back a removed one and removes a later one, into a new server’s bucket too', async () => {
    const backupDir = mkdtempSync(path.join(os.tmpdir(), 'school-backups-'));
    const bin = readdirSync('/usr/lib/postgresql').sort().reverse().map((version) => `/usr/lib/postgresql/${version}/bin`).find((folder) => existsSync(`${folder}/pg_dump`));
    const { storage } = api.config;
    if (storage.kind !== 's3') throw new Error('not on a bucket');
    const script = (name: string, bucket = storage.bucket) =>
      spawnSync(process.execPath, [path.join(__dirname, '../../../scripts', name)], {
        encoding: 'utf8',
        env: {
          PATH: `${bin}:${process.env.PATH}`,
          DATABASE_URL: api.config.databaseUrl,
          BACKUP_DIR: backupDir,
          STORAGE: 's3',
          S3_ENDPOINT: storage.endpoint,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: storage.accessKeyId,
          S3_SECRET_ACCESS_KEY: storage.secretAccessKey,
        },
      });
    try {
      const added = await addStaff(seedFile('staff/staff-2.webp', 'me.webp', 'image/webp'));
      const kept = added.profilePicUrl as string;
      const before = (await bucketKeys()).sort();
      const backup = script('backup.mjs');
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);

      expect((await api.post('/School/Staff/Delete', { schoolStaffId: added.schoolStaffId }, { token: tokens.schoolA })).status).toBe(200);
      const later = await addStaff(seedFile('staff/staff-1.webp', 'later.webp', 'image/webp'));
      expect(await bucketKeys(kept)).toEqual([]);

      const restore = script('restore.mjs');
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      expect((await bucketKeys()).sort()).toEqual(before);
      expect(await bucketKeys(later.profilePicUrl as string)).toEqual([]);
      const row = await api.database.db.selectFrom('staff').select('profile_pic_url').where('id', '=', added.schoolStaffId as number).executeTakeFirst();
      expect(row?.profile_pic_url).toBe(kept);

      // A new machine's S3 server: the bucket is made, then filled.
      const elsewhere = `restored-${randomUUID()}`;
      expect(script('restore.mjs', elsewhere).status).toBe(0);
      const { s3FileStore } = await import('./s3-file-store');
      expect((await s3FileStore({ ...storage, bucket: elsewhere }).list('uploads/')).map((file) => file.key).sort()).toEqual(before);
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
    }
  });

  test('a deleted school’s files leave the bucket with it', async () => {
    const school = await api.post('/School/Add', schoolForm('99001', 'Bucket School'), { token: tokens.provider });
    expect(school.status).toBe(201);
    const id = school.body.schoolId as number;
    const stored = `uploads/school.${id}/staff/${randomUUID()}.webp`;
    await storedDirectly(stored, 'a picture');
    expect((await api.post('/School/Delete', { schoolId: id }, { token: tokens.provider })).status).toBe(200);
    expect(await bucketKeys(`uploads/school.${id}/`)).toEqual([]);
  });
});
