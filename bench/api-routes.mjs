// @ts-check
// A quick load test of single API routes on a built API, for comparing two builds (how the
// response serialization was chosen: docs/decisions/002-api.md). Starts the built server on a
// fresh seeded database, logs in as the seeded school and provider admins, then runs
// autocannon on each route in turn:
//   node bench/api-routes.mjs [api/dist/server.js] [seconds per route, default 5]
// Port 19_204 (BENCH_ROUTES_PORT moves it). Prints requests/s and p99 per route, and the API's
// CPU time per request (from /proc), which a machine busy with other work disturbs far less.
import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '@school/tooling/site-config';

const serverFile = path.resolve(process.argv[2] ?? path.join(ROOT, 'api/dist/server.js'));
const seconds = Number(process.argv[3] ?? 5);
const port = Number(process.env.BENCH_ROUTES_PORT ?? 19_204);
const PASSWORD = 'bench-password-1';
const base = `http://127.0.0.1:${port}/api`;

/** @param {string} route @param {object} body @param {string} [token] */
const post = async (route, body, token) =>
  (
    await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

/** @param {string} route @param {object} body @param {string | undefined} token @param {number} duration */
function load(route, body, token, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${route}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        connections: 20,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** CPU seconds (user + system) the process has used so far. @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-routes-'));
const key = randomBytes(32).toString('hex');
const iv = randomBytes(16).toString('hex');
const api = spawn(process.execPath, [serverFile], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    DEMO_CONTENT: '1', // the demo school's lists
    PASSWORD_CIPHER_KEY: key,
    PASSWORD_CIPHER_IV: iv,
    SEED_SCHOOL_ADMIN_USERNAME: 'schooladmin',
    SEED_SCHOOL_ADMIN_PASSWORD: PASSWORD,
    SEED_PROVIDER_ADMIN_USERNAME: 'sgiadmin',
    SEED_PROVIDER_ADMIN_PASSWORD: PASSWORD,
  },
  stdio: 'ignore',
});
try {
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${base}/health`);
      break;
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  const password = Buffer.concat([cipher.update(PASSWORD), cipher.final()]).toString('base64');
  const school = (await post('/Auth/Admin/Login', { username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' })).token;
  const provider = (await post('/Auth/Admin/Login', { username: 'sgiadmin', password, userType: 'SGIUser-Admin' })).token;
  const staff = await post('/School/Staff/GetAll', { active: true, schoolCode: '83181' });

  const routes = [
    { name: 'staff list (cached)', route: '/School/Staff/GetAll', body: { active: true, schoolCode: '83181' } },
    { name: 'staff by id', route: '/School/Staff/GetById', body: { schoolStaffId: staff[0].schoolStaffId }, token: school },
    { name: 'schools list', route: '/School/GetAll', body: { active: true }, token: provider },
    { name: 'users list', route: '/School/User/GetAll', body: { schoolId: 0 }, token: provider },
  ];
  console.log(`${path.relative(ROOT, serverFile)}: 20 connections, ${seconds} s per route after 2 s of warm-up`);
  for (const { name, route, body, token } of routes) {
    await load(route, body, token, 2);
    const cpuBefore = cpuSeconds(/** @type {number} */ (api.pid));
    /** @type {any} */
    const result = await load(route, body, token, seconds);
    const cpuMicros = ((cpuSeconds(/** @type {number} */ (api.pid)) - cpuBefore) / result.requests.total) * 1e6;
    const errors = result.errors + result.non2xx;
    console.log(
      `${name.padEnd(20)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(3)} ms   ${cpuMicros.toFixed(0).padStart(4)} µs CPU/request${errors ? `   ${errors} errors` : ''}`,
    );
  }
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill();
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
