// @ts-check
// What the two API benchmarks (bench/lib/api-bench.mjs, bench/api-routes.mjs) start a built
// API with: a fresh data folder holding the demo school, both seeded admins with one password,
// and a login cipher of its own.
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '@school/tooling/site-config';

/** The seeded admins' password on every API a benchmark starts. */
export const BENCH_PASSWORD = 'bench-password-1';

/**
 * `plain` under a login cipher (/config.json's PASSWORD_CIPHER), as the login pages send a password.
 * @param {{ key: string, iv: string }} cipher hex
 * @param {string} plain
 */
export function underCipher({ key, iv }, plain) {
  const aes = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  return Buffer.concat([aes.update(plain), aes.final()]).toString('base64');
}

/**
 * The environment for `startApi`, its data folder, and the admins' password as the login pages
 * send it (under the cipher).
 * @param {string} prefix  the data folder's name, before mkdtemp's random part
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [extra]  more variables, e.g. LOG_LEVEL
 */
export function benchApiSetup(prefix, port, extra = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const key = randomBytes(32).toString('hex');
  const iv = randomBytes(16).toString('hex');
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(port),
    DEMO_CONTENT: '1', // the lists measured are the demo school's
    PASSWORD_CIPHER_KEY: key,
    PASSWORD_CIPHER_IV: iv,
    SEED_SCHOOL_ADMIN_USERNAME: 'schooladmin',
    SEED_SCHOOL_ADMIN_PASSWORD: BENCH_PASSWORD,
    SEED_PROVIDER_ADMIN_USERNAME: 'sgiadmin',
    SEED_PROVIDER_ADMIN_PASSWORD: BENCH_PASSWORD,
    ...extra,
  };
  return { dataDir, env, password: underCipher({ key, iv }, BENCH_PASSWORD) };
}

/**
 * Logs in to a benchmarked API (`base` ends in /api) and answers the login's JSON: with the code
 * step of the demo's authenticator when the account's second factor is on (startApi seeds it;
 * an older build answers the token at once).
 * @param {string} base
 * @param {Record<string, unknown>} body  the login form, the password under the cipher
 * @returns {Promise<{ token: string }>}
 */
export async function benchLogin(base, body) {
  const send = async (/** @type {string} */ route, /** @type {unknown} */ data) =>
    (await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })).json();
  const first = await send('/Auth/Admin/Login', body);
  if (!first.challenge) return first;
  return send('/Auth/Admin/Login/SecondFactor', { challenge: first.challenge, code: new TOTP({ secret: DEMO_TOTP_SECRET }).generate() });
}
