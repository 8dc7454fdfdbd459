// @ts-check
// The API's figures: public calls (the site data, the home page's sections, the staff, alumni
// and event lists) under load beside a bare Fastify route
// answering the same bytes, measured in the same run; and the API's resident memory while a
// 100 MB video streams in.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '@school/tooling/site-config';
import { startApi } from '@school/tooling/start-api';
import { benchApiSetup, benchLogin } from './bench-api.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
const VIDEO_BYTES = 100 * 1024 * 1024 - 4096; // just under the 100 MB limit: accepted

/**
 * The public calls measured: every page's first (which school the address is, with its
 * profile: a GET), the home page's sections (a GET), and the spec's three lists (POSTs). Each
 * with its p99 target in ms.
 * @type {{ name: string, route: string, body?: object, p99TargetMs: number }[]}
 */
const LIST_CALLS = [
  { name: 'site data', route: '/api/Site?host=localhost', p99TargetMs: 20 },
  { name: 'home', route: '/api/Site/Home?school=83181', p99TargetMs: 25 },
  { name: 'staff list', route: '/api/School/Staff/GetAll', body: { active: true, schoolCode: '83181' }, p99TargetMs: 25 },
  { name: 'alumni list', route: '/api/School/Alumni/GetAll', body: { active: true, SchoolCode: '83181' }, p99TargetMs: 25 },
  { name: 'event list', route: '/api/School/Activity/GetAll', body: { active: true, schoolcode: '83181' }, p99TargetMs: 25 },
];


/**
 * CPU seconds (user + system) a process has used so far. Per request, this is the figure to
 * compare two builds by: the requests/s ratio also moves with whatever else the machine runs
 * (on a busy 2-core machine one build's three lists gave 0.33 to 0.85 over two runs; on a
 * quiet one, 0.38 to 0.48).
 * @param {number} pid
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

/**
 * Load on `url` for `duration` seconds, with the CPU time the server `pid` spent per request.
 * @param {number} pid @param {string} url @param {object | undefined} body @param {number} [duration]
 */
async function loadMeasured(pid, url, body, duration) {
  const before = cpuSeconds(pid);
  /** @type {any} */
  const result = await load(url, body, duration);
  return { result, cpuMicrosPerRequest: ((cpuSeconds(pid) - before) / result.requests.total) * 1e6 };
}

/** @param {number} pid */
function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** A POST with a JSON body, or a GET without one. @param {object | undefined} body */
const requestOf = (body) => (body ? { method: /** @type {const} */ ('POST'), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method: /** @type {const} */ ('GET') });

/** @param {string} url @param {object | undefined} body @param {number} [duration] seconds */
function load(url, body, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, ...requestOf(body), connections: CONNECTIONS, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Streams a multipart body with a generated MP4 of `size` bytes (a valid `ftyp` header, then
 * zeros) to /School/Activity/Update, keeping the event's images, while sampling the API's RSS.
 * @param {{ port: number, pid: number, token: string, event: any, size: number }} options
 */
async function uploadVideo({ port, pid, token, event, size }) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const fields = {
    activityGalleryid: String(event.activityGalleryid),
    Title: event.title,
    Description: event.description,
    ActivityDate: event.activityDate,
    ...Object.fromEntries(
      ['img1', 'img2', 'img3', 'img4', 'img5', 'img6'].filter((slot) => event[slot]).map((slot, index) => [`Img${index + 1}`, event[slot]]),
    ),
  };
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="Video1File"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const ftyp = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32]);
  const before = rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
  const started = Date.now();
  const status = await new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/School/Activity/Update',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': Buffer.byteLength(head) + size + Buffer.byteLength(tail),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.write(head);
    request.write(ftyp);
    const chunk = Buffer.alloc(1024 * 1024);
    let left = size - ftyp.length;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(pid));
  return { status, seconds: (Date.now() - started) / 1000, rssBeforeBytes: before, rssPeakBytes: peak, rssGrowthBytes: peak - before };
}

/** Runs the API benchmark on `basePort` and `basePort + 1`; returns the figures. */
export async function benchApi(basePort = 19_104) {
  const apiPort = basePort;
  const barePort = basePort + 1;
  const { dataDir, env, password } = benchApiSetup('school-bench-api-', apiPort, { LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'info' });
  // The API logs at info level, as in production (failed, slow and changing requests: none of
  // the reads measured here); the bench discards it.
  const api = await startApi(env, { logs: 'ignore' });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let bare;
  try {
    /** @type {Record<string, string>} */
    const answers = {};
    for (const call of LIST_CALLS) {
      const response = await fetch(`http://127.0.0.1:${apiPort}${call.route}`, requestOf(call.body));
      if (!response.ok) throw new Error(`${call.route} answered ${response.status}`);
      answers[call.route] = await response.text();
    }
    const answersFile = path.join(dataDir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    bare = fork(path.join(ROOT, 'bench/lib/bare-server.mjs'), [String(barePort), answersFile], { stdio: 'ignore' });
    await new Promise((resolve) => bare?.once('message', resolve));

    const lists = [];
    for (const call of LIST_CALLS) {
      // Two seconds of load first, discarded, on both servers: the first route measured would
      // otherwise also pay for the JIT's warm-up, and its figure would swing from run to run.
      await load(`http://127.0.0.1:${apiPort}${call.route}`, call.body, 2);
      await load(`http://127.0.0.1:${barePort}${call.route}`, call.body, 2);
      const measured = await loadMeasured(/** @type {number} */ (api.pid), `http://127.0.0.1:${apiPort}${call.route}`, call.body);
      const baseline = await loadMeasured(/** @type {number} */ (bare.pid), `http://127.0.0.1:${barePort}${call.route}`, call.body);
      /** @param {{ result: any, cpuMicrosPerRequest: number }} run */
      const figures = ({ result, cpuMicrosPerRequest }) => ({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuMicrosPerRequest,
      });
      lists.push({ name: call.name, route: call.route, p99TargetMs: call.p99TargetMs, responseBytes: Buffer.byteLength(answers[call.route] ?? ''), api: figures(measured), bare: figures(baseline) });
    }

    const { token } = await benchLogin(`http://127.0.0.1:${apiPort}/api`, { username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' });
    const events = await (
      await fetch(`http://127.0.0.1:${apiPort}/api/School/Activity/GetAll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ active: true, schoolcode: '83181' }),
      })
    ).json();
    const withoutVideo = events.find((/** @type {any} */ event) => !event.video1 && !event.video2) ?? events[0];
    const upload = await uploadVideo({ port: apiPort, pid: /** @type {number} */ (api.pid), token, event: withoutVideo, size: VIDEO_BYTES });

    return { connections: CONNECTIONS, durationSeconds: DURATION_S, lists, upload: { bytes: VIDEO_BYTES, ...upload } };
  } finally {
    bare?.kill();
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof benchApi>>} figures */
export function formatApiReport(figures) {
  const lines = [`API under load: ${figures.connections} connections, ${figures.durationSeconds} s per route (autocannon)`, ''];
  lines.push('Call          API req/s   API p99   bare req/s   bare p99   API/bare   target (>= 0.5, p99 < target)  CPU/request API, bare');
  for (const list of figures.lists) {
    const ratio = list.api.requestsPerSecond / list.bare.requestsPerSecond;
    const pass = ratio >= 0.5 && list.api.p99Ms < list.p99TargetMs && list.api.errors === 0;
    const cpu = `${list.api.cpuMicrosPerRequest.toFixed(0)} µs, ${list.bare.cpuMicrosPerRequest.toFixed(0)} µs`;
    lines.push(
      `${list.name.padEnd(12)}  ${list.api.requestsPerSecond.toFixed(0).padStart(9)}  ${`${list.api.p99Ms} ms`.padStart(8)}  ${list.bare.requestsPerSecond.toFixed(0).padStart(11)}  ${`${list.bare.p99Ms} ms`.padStart(9)}  ${ratio.toFixed(2).padStart(9)}   ${`${pass ? 'PASS' : 'FAIL'} (p99 < ${list.p99TargetMs} ms)`.padEnd(28)}   ${cpu}`,
    );
  }
  lines.push('(the ratio holds on a quiet machine only; CPU/request, from /proc, compares builds on a busy one)');
  const { upload } = figures;
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  lines.push(
    '',
    `Upload of a ${mb(upload.bytes)} video: status ${upload.status} in ${upload.seconds.toFixed(1)} s; API RSS ${mb(upload.rssBeforeBytes)} -> peak ${mb(upload.rssPeakBytes)}, growth ${mb(upload.rssGrowthBytes)} (target < 50 MB): ${upload.status === 200 && upload.rssGrowthBytes < 50 * 1024 * 1024 ? 'PASS' : 'FAIL'}`,
  );
  return lines.join('\n');
}
