import { execFileSync, type ChildProcess } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { filesIn } from '@school/shared/contracts/page-fields';
import { PICTURE_WIDTHS, variantPath } from '@school/shared/contracts/picture-widths';
import { IMAGE_SLOTS, VIDEO_SLOTS } from './schema';
import { filesUnder } from '../test-support/fixtures';
import { API_DIR, freePort, shippedApi, startShippedApi } from '../test-support/shipped-api';
import { TEST_TOTP_SECRET, totpCode } from '../test-support/test-api';

/**
 * The API as it ships, killed without warning: it is built, started, given changes, killed
 * with SIGKILL (no shutdown hook runs, nothing is flushed on the way out), started again, and
 * asked what it acknowledged.
 */
const SEED_MEDIA = path.join(API_DIR, 'seed/media');
let workDir: string;
let server: string;
let remove: () => void;

beforeAll(() => {
  ({ workDir, server, remove } = shippedApi('crash'));
});
afterAll(() => remove());

const key = randomBytes(32).toString('hex');
const iv = randomBytes(16).toString('hex');
const PASSWORD = 'crash-test-pass';

const env = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: String(port),
  SEED_MEDIA_DIR: SEED_MEDIA,
  SEED_SCHOOL_ADMIN_USERNAME: 'schooladmin',
  SEED_SCHOOL_ADMIN_PASSWORD: PASSWORD,
  SEED_PROVIDER_ADMIN_USERNAME: 'sgiadmin',
  SEED_PROVIDER_ADMIN_PASSWORD: PASSWORD,
  DEMO_CONTENT: '1',
  SEED_TOTP_SECRET: TEST_TOTP_SECRET,
  PASSWORD_CIPHER_KEY: key,
  PASSWORD_CIPHER_IV: iv,
  LOG_LEVEL: 'warn',
  ...extra,
});

// A start is a second or two; on a machine busy with other suites (PostgreSQL's migrations included) it has taken more than 15 s.
const start = (dataDir: string, port: number, extra: Record<string, string> = {}): Promise<ChildProcess> => startShippedApi(server, port, env(dataDir, port, extra), 40);

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function schoolToken(port: number): Promise<string> {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  const password = Buffer.concat([cipher.update(PASSWORD), cipher.final()]).toString('base64');
  const post = async (route: string, body: object) =>
    (await fetch(`http://127.0.0.1:${port}/api${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();
  const { challenge } = (await post('/Auth/Admin/Login', { username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' })) as { challenge: string };
  // A code is accepted once: each login of this file uses the next step the server still takes.
  const step = Math.max(Math.floor(Date.now() / 30_000) - 1, lastStep + 1);
  lastStep = step;
  return ((await post('/Auth/Admin/Login/SecondFactor', { challenge, code: totpCode(TEST_TOTP_SECRET, step * 30_000 + 15_000) })) as { token: string }).token;
}
let lastStep = -1;

const listOf = async (port: number, route: string, body: object) =>
  (await (
    await fetch(`http://127.0.0.1:${port}/api${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as Record<string, unknown>[];

test('a committed change is still there after kill -9 and a restart', async () => {
  const dataDir = path.join(workDir, 'one');
  const port = await freePort();
  const first = await start(dataDir, port);
  const form = new FormData();
  form.set('fullName', 'Survives The Crash');
  form.set('designation', 'Durability Officer');
  const added = await fetch(`http://127.0.0.1:${port}/api/School/Staff/Add`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await schoolToken(port)}` },
    body: form,
  });
  expect(added.status).toBe(201);

  await killed(first);

  const second = await start(dataDir, port);
  try {
    const staff = await listOf(port, '/School/Staff/GetAll', { active: true, schoolCode: '83181' });
    expect(staff.map((member) => member.fullName)).toContain('Survives The Crash');
  } finally {
    await killed(second);
  }
}, 90_000);

test('the API refuses to start on a setting that cannot work, with one line naming it', async () => {
  const port = await freePort();
  const run = () =>
    execFileSync(process.execPath, [server], { env: env(path.join(workDir, 'settings'), port, { TOKEN_TTL_SECONDS: '0' }), stdio: 'pipe' });
  expect(run).toThrow(/The API cannot start:\nSetting TOKEN_TTL_SECONDS: must be a whole number of seconds from 60 to 2592000 \(it is "0"\)/);
});

/** What the rows of a data folder refer to, and what the uploads folder holds, read with the server stopped. */
function mediaState(dataDir: string) {
  const db = new Database(path.join(dataDir, 'school.db'), { readonly: true });
  try {
    const referenced = [
      ...db.prepare('select profile_pic_url as file from staff').all(),
      ...db.prepare('select photo as file from alumni').all(),
      ...[...IMAGE_SLOTS, ...VIDEO_SLOTS].flatMap((slot) => db.prepare(`select ${slot} as file from activities`).all()),
    ]
      .map((row) => (row as { file: string | null }).file)
      // The pages' documents name files too (the demo pages' pictures and PDFs), as referencedMedia counts them.
      .concat(db.prepare('select body from school_documents').all().flatMap((row) => filesIn(JSON.parse((row as { body: string }).body))))
      // And the notices' attachments (the demo's circular has a PDF).
      .concat(db.prepare('select attachments from notices').all().flatMap((row) => (JSON.parse((row as { attachments: string }).attachments) as { path: string }[]).map((attachment) => attachment.path)))
      // And the drafts: a record's draft holds the files it brought until it is published or discarded.
      .concat(db.prepare('select body from drafts').all().flatMap((row) => filesIn(JSON.parse((row as { body: string }).body))))
      .filter((file): file is string => Boolean(file));
    const stored = filesUnder(path.join(dataDir, 'uploads')).map((file) => `uploads/${file}`);
    // A picture a row names is a WebP with narrower copies beside it (those narrower than it), as referencedMedia counts them.
    const named = new Set(referenced.flatMap((file) => (file.endsWith('.webp') ? [file, ...PICTURE_WIDTHS.map((width) => variantPath(file, width))] : [file])));
    return {
      integrity: (db.prepare('pragma integrity_check').get() as { integrity_check: string }).integrity_check,
      rowsNamingMissingFiles: referenced.filter((file) => !existsSync(path.join(dataDir, file))).length,
      tempFiles: stored.filter((file) => file.startsWith('uploads/.tmp/')).length,
      unreferencedFiles: stored.filter((file) => !file.startsWith('uploads/.tmp/') && !named.has(file)).length,
    };
  } finally {
    db.close();
  }
}

/** The names in the school's drafts of staff members. */
function draftNames(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, 'school.db'), { readonly: true });
  try {
    return db.prepare('select body from drafts').all().map((row) => (JSON.parse((row as { body: string }).body) as { fields?: { fullName?: string } }).fields?.fullName ?? '');
  } finally {
    db.close();
  }
}

test('ten kill -9s during uploads (records and drafts) lose no acknowledged write, leave no row naming a missing file, and the next start sweeps every stray file', async () => {
  const dataDir = path.join(workDir, 'loop');
  const port = await freePort();
  // A one-second idle timeout makes files abandoned after two seconds, so the sweep can be seen.
  const settings = { IDLE_TIMEOUT_SECONDS: '1' };
  const photo = new File([readFileSync(path.join(SEED_MEDIA, 'events/sports-1.jpg'))], 'photo.jpg', { type: 'image/jpeg' });
  const acknowledged: string[] = [];
  const acknowledgedDrafts: string[] = [];
  let token = '';
  let sent = 0;

  /** Writes with media, one after another, until the server dies under them: records, and drafts of a staff member (decision 013). */
  async function writer(kind: 'staff' | 'event' | 'draft') {
    for (;;) {
      const name = `crash ${kind} ${++sent}`;
      const form = new FormData();
      if (kind === 'draft') form.set('draftType', 'staff');
      if (kind !== 'event') {
        form.set('fullName', name);
        form.set('designation', 'Clerk');
        form.set('profilePic', photo, 'photo.jpg');
      } else {
        form.set('Title', name);
        form.set('Description', 'Written while the server is killed');
        form.set('ActivityDate', '2026-01-01');
        for (const slot of [1, 2, 3]) form.set(`Img${slot}File`, photo, `${slot}.jpg`);
      }
      const route = { staff: '/School/Staff/Add', event: '/School/Activity/Add', draft: '/School/Draft/SaveRecord' }[kind];
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api${route}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
        if (answer.status === (kind === 'draft' ? 200 : 201)) (kind === 'draft' ? acknowledgedDrafts : acknowledged).push(name);
      } catch {
        return; // the server is gone
      }
    }
  }

  for (let round = 0; round < 10; round++) {
    const child = await start(dataDir, port, settings);
    token ||= await schoolToken(port);
    const before = acknowledged.length;
    const writers = [writer('staff'), writer('event'), writer('staff'), writer('event'), writer('draft')];
    // Killed once the writes are flowing, at a random instant among them.
    for (let waited = 0; acknowledged.length === before && waited < 20_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
    await killed(child);
    await Promise.all(writers);
  }

  const afterKills = mediaState(dataDir);
  expect(afterKills.integrity).toBe('ok');
  expect(afterKills.rowsNamingMissingFiles).toBe(0);

  await new Promise((resolve) => setTimeout(resolve, 2_500)); // everything left is now abandoned
  const last = await start(dataDir, port, settings);
  try {
    const staff = await listOf(port, '/School/Staff/GetAll', { active: true, schoolCode: '83181' });
    const events = await listOf(port, '/School/Activity/GetAll', { active: true, schoolcode: '83181' });
    const names = [...staff.map((member) => member.fullName), ...events.map((event) => event.title)];
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    expect(acknowledged.filter((name) => !names.includes(name))).toEqual([]);
  } finally {
    await killed(last);
  }
  const drafted = draftNames(dataDir);
  expect(acknowledgedDrafts.length).toBeGreaterThanOrEqual(1);
  expect(acknowledgedDrafts.filter((name) => !drafted.includes(name))).toEqual([]);
  expect(mediaState(dataDir)).toEqual({ integrity: 'ok', rowsNamingMissingFiles: 0, tempFiles: 0, unreferencedFiles: 0 });
}, 120_000);
