// @ts-check
// Figures of the API's defences against hostile input (issue 12), on the built API
// (api/dist/server.js, a fresh seeded database): a JSON body nested 20,000 levels deep, and
// the most a refused event form of eight 20 MB videos stores in uploads/.tmp before its answer.
//
//   npm run build -w api && node bench/hardening.mjs
import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_TOTP_SECRET, ROOT } from '@school/tooling/site-config';
import { benchLogin } from './lib/bench-api.mjs';

const PORT = Number(process.env.BENCH_BASE_PORT ?? 19_000) + 110;
const PASSWORD = 'bench-password-1';
const API = `http://127.0.0.1:${PORT}/api`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-hardening-'));
const key = randomBytes(32).toString('hex');
const iv = randomBytes(16).toString('hex');
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(PORT),
    PASSWORD_CIPHER_KEY: key,
    PASSWORD_CIPHER_IV: iv,
    SEED_SCHOOL_ADMIN_PASSWORD: PASSWORD,
    SEED_PROVIDER_ADMIN_PASSWORD: PASSWORD,
    DEMO_CONTENT: '1',
    SEED_TOTP_SECRET: DEMO_TOTP_SECRET,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${API}/health`)).ok) break;
    } catch {
      if (tries > 300) throw new Error(`the API did not start on port ${PORT}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // 1. Nesting: answered before anything walks it.
  const nested = `{"schoolCode":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
  /** @type {Record<number, number>} */
  const statuses = {};
  const started = performance.now();
  for (let index = 0; index < 200; index++) {
    const answer = await fetch(`${API}/School/Staff/GetAll`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: nested });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    await answer.text();
  }
  const perRequest = (performance.now() - started) / 200;
  console.log(`JSON nested 20,000 levels (${nested.length} bytes), 200 requests: statuses ${JSON.stringify(statuses)}, ${perRequest.toFixed(1)} ms each`);

  // 2. Counting while streaming: three images and eight 20 MB videos where two are allowed.
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  const password = Buffer.concat([cipher.update(PASSWORD), cipher.final()]).toString('base64');
  const { token } = await benchLogin(API, { username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' });
  const video = Buffer.alloc(20 * 1024 * 1024);
  readFileSync(path.join(ROOT, 'api/seed/media/video/assembly.mp4')).subarray(0, 64 * 1024).copy(video);
  const image = readFileSync(path.join(ROOT, 'api/seed/media/events/sports-1.jpg'));
  const form = new FormData();
  form.set('Title', 'Bench');
  form.set('Description', 'Eight videos where two are allowed');
  form.set('ActivityDate', '2026-01-01');
  for (const slot of [1, 2, 3]) form.set(`Img${slot}File`, new File([image], `${slot}.jpg`, { type: 'image/jpeg' }));
  for (let slot = 1; slot <= 8; slot++) form.set(`Video${slot}File`, new File([video], `${slot}.mp4`, { type: 'video/mp4' }));
  const temp = path.join(dataDir, 'uploads/.tmp');
  const tempBytes = () => {
    try {
      return readdirSync(temp).reduce((sum, file) => sum + (statSync(path.join(temp, file), { throwIfNoEntry: false })?.size ?? 0), 0);
    } catch {
      return 0;
    }
  };
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, tempBytes())), 5);
  const answer = await fetch(`${API}/School/Activity/Add`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  clearInterval(sampler);
  console.log(`Event form with eight 20 MB videos: ${answer.status} ${await answer.text()}; peak in uploads/.tmp ${(peak / 1024 / 1024).toFixed(1)} MB`);
} finally {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
