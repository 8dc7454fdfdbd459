import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A committed change survives `kill -9` of the server: the API is built as it ships, started,
 * given a change, killed without warning, started again, and asked for the change.
 */
const API_DIR = path.resolve(__dirname, '../..');
let workDir: string;
let server: string;

let bundleDir: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'school-api-crash-'));
  // Inside the API's folder (git-ignored), so its packages resolve as they do for dist/.
  mkdirSync(path.join(API_DIR, '.test-builds'), { recursive: true });
  bundleDir = mkdtempSync(path.join(API_DIR, '.test-builds', 'crash-'));
  server = path.join(bundleDir, 'server.js');
  execFileSync(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outfile', server]);
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

const env = (port: number) => ({
  ...process.env,
  DATA_DIR: path.join(workDir, 'data'),
  API_PORT: String(port),
  SEED_MEDIA_DIR: path.join(API_DIR, 'seed/media'),
  SEED_SCHOOL_ADMIN_USERNAME: 'schooladmin',
  SEED_SCHOOL_ADMIN_PASSWORD: 'crash-test-pass',
  SEED_PROVIDER_ADMIN_USERNAME: 'sgiadmin',
  SEED_PROVIDER_ADMIN_PASSWORD: 'crash-test-pass',
  PASSWORD_CIPHER_KEY: key,
  PASSWORD_CIPHER_IV: iv,
  LOG_LEVEL: 'warn',
});
const key = randomBytes(32).toString('hex');
const iv = randomBytes(16).toString('hex');

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [server], { env: env(port), cwd: API_DIR, stdio: 'ignore' });
  for (let tries = 0; tries < 150; tries++) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

test('a committed change is still there after kill -9 and a restart', async () => {
  const port = 41_000 + Math.floor(Math.random() * 1000);
  const first = await start(port);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  const password = Buffer.concat([cipher.update('crash-test-pass'), cipher.final()]).toString('base64');
  const login = await fetch(`http://127.0.0.1:${port}/api/Auth/Admin/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' }),
  });
  const { token } = (await login.json()) as { token: string };

  const form = new FormData();
  form.set('fullName', 'Survives The Crash');
  form.set('designation', 'Durability Officer');
  const added = await fetch(`http://127.0.0.1:${port}/api/School/Staff/Add`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(added.status).toBe(201);

  await killed(first); // SIGKILL: no shutdown hook runs, nothing is flushed on the way out

  const second = await start(port);
  try {
    const list = await fetch(`http://127.0.0.1:${port}/api/School/Staff/GetAll`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true, schoolCode: '83181' }),
    });
    const staff = (await list.json()) as { fullName: string }[];
    expect(staff.map((member) => member.fullName)).toContain('Survives The Crash');
  } finally {
    await killed(second);
  }
});
