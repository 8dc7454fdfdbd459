// @ts-check
// `npm run bench:media`: the API's media on each store (docs/object-storage.md), the built API
// over the demo school. Uploads of a 200 kB PDF through POST /School/Page/Upload, one at a time
// and eight at a time; reads of a stored 200 kB file, 16 at a time, through the API's GET
// /uploads/… and, on a bucket, straight from the S3 server as the host's nginx reads it. The
// bucket is Ceph's RADOS Gateway on this machine (scripts/with-radosgw.sh names it); without
// one, only the folder is measured. Reports figures; never fails on them.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startApi } from '@school/tooling/start-api';
import { benchApiSetup, benchLogin } from './lib/bench-api.mjs';

const PORT = Number(process.env.BENCH_MEDIA_PORT ?? 19_210);
const UPLOADS = 48;
const FILE_BYTES = 200 * 1024;
const READ_SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 6);

/** A PDF of about FILE_BYTES, different each time (a comment carries the bulk). */
const pdf = () => Buffer.from(`%PDF-1.4\n%${randomBytes(FILE_BYTES / 2).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/** @param {string} base @param {string} token */
async function upload(base, token) {
  const form = new FormData();
  form.append('document', new Blob([pdf()], { type: 'application/pdf' }), 'bench.pdf');
  const answer = await fetch(`${base}/School/Page/Upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
  return /** @type {{ path: string }} */ (await answer.json()).path;
}

/** Uploads per second, `UPLOADS` of them, `parallel` at a time; answers them and the stored paths. */
async function uploads(/** @type {string} */ base, /** @type {string} */ token, /** @type {number} */ parallel) {
  const stored = [];
  const started = performance.now();
  for (let done = 0; done < UPLOADS; done += parallel) stored.push(...(await Promise.all(Array.from({ length: Math.min(parallel, UPLOADS - done) }, () => upload(base, token)))));
  return { perSecond: UPLOADS / ((performance.now() - started) / 1000), stored };
}

/** @param {string} url */
async function reads(url) {
  /** @type {any} */
  const result = await autocannon({ url, connections: 16, duration: READ_SECONDS });
  if (result.non2xx || result.errors) throw new Error(`reading ${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** @param {'local' | 's3'} storage */
async function measure(storage) {
  const s3 = storage === 's3' ? { endpoint: process.env.TEST_S3_ENDPOINT ?? '', bucket: `bench-${Date.now()}` } : null;
  const { dataDir, env, password } = benchApiSetup('school-bench-media-', PORT, {
    LOG_LEVEL: 'warn',
    UPLOAD_MB_PER_USER_HOUR: '100000',
    ...(s3 ? { STORAGE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: process.env.TEST_S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: process.env.TEST_S3_SECRET_ACCESS_KEY } : {}),
  });
  const api = await startApi(env, { logs: 'ignore' });
  try {
    const base = `http://127.0.0.1:${PORT}/api`;
    const { token } = await benchLogin(base, { username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' });
    const one = await uploads(base, token, 1);
    const eight = await uploads(base, token, 8);
    const file = one.stored[0] ?? '';
    const throughApi = await reads(`http://127.0.0.1:${PORT}/${file}`);
    const fromBucket = s3 ? await reads(`${s3.endpoint}/${s3.bucket}/${file}`) : null;
    return { storage, uploadsPerSecond: { one: one.perSecond, eight: eight.perSecond }, reads: { throughApi, fromBucket } };
  } finally {
    api.kill();
    await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [await measure('local')];
if (process.env.TEST_S3_ENDPOINT) rows.push(await measure('s3'));
else console.log('No S3 server in this run (run under scripts/with-radosgw.sh): the folder only.');

const figure = (/** @type {number} */ value) => value.toFixed(0).padStart(6);
console.log(`\nMedia stores: ${UPLOADS} uploads of a ${FILE_BYTES / 1024} kB PDF; reads of one, 16 at a time for ${READ_SECONDS} s`);
console.log('store   uploads/s (1 at a time)  (8 at a time)  reads/s via API (p99 ms)  reads/s from the bucket (p99 ms)');
for (const row of rows) {
  const bucket = row.reads.fromBucket ? `${figure(row.reads.fromBucket.perSecond)} (${row.reads.fromBucket.p99Ms})` : '     -';
  console.log(
    `${row.storage.padEnd(7)} ${figure(row.uploadsPerSecond.one)}                   ${figure(row.uploadsPerSecond.eight)}         ${figure(row.reads.throughApi.perSecond)} (${row.reads.throughApi.p99Ms})              ${bucket}`,
  );
}
