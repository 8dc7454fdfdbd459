// @ts-check
// Where each piece of the site runs and the /config.json the host serves, from the
// environment. `npm start`, `npm run dev`, the browser tests and the benchmarks all read it,
// so they agree on ports and addresses.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string | undefined} value @param {number} fallback */
const port = (value, fallback) => (value ? Number(value) : fallback);

/**
 * The apps: their folders, federation names, ports (changeable by environment variables) and
 * whether the app is the host, which answers its index.html for every client-side route
 */
export function apps(env = process.env) {
  return {
    host: { dir: 'host', port: port(env.HOST_PORT, 8080), isHost: true },
    content: { dir: 'remote-content', port: port(env.CONTENT_PORT, 3001), isHost: false },
    schoolAdmin: { dir: 'remote-school-admin', port: port(env.SCHOOL_ADMIN_PORT, 3002), isHost: false },
    providerAdmin: { dir: 'remote-provider-admin', port: port(env.PROVIDER_ADMIN_PORT, 3003), isHost: false },
  };
}

export const apiPort = (env = process.env) => port(env.API_PORT, 4000);

/** Where the API keeps its database, uploads and generated secrets. */
export const dataDirOf = (env = process.env) => path.resolve(ROOT, env.DATA_DIR ?? 'data');

/** The provider's own address in local runs: a name no school has, on the host's port. */
export const platformOrigin = (env = process.env) => `http://platform.localhost:${apps(env).host.port}`;

/** The environment the API runs with next to these apps: its port, data and allowed origins. */
/**
 * The demo's authenticator secret (README, "Two-factor sign-in"): with the demo content, the
 * seeded accounts of a new database start with their second factor on, with this key, so
 * `npm start` and the browser tests can sign in. Published, so never for a real school.
 */
export const DEMO_TOTP_SECRET = 'DEMOSCHOOLSITE2FA7DEMOSCHOOLSITE';

export function apiEnv(env = process.env) {
  const demoContent = env.DEMO_CONTENT ?? '1';
  return {
    API_PORT: String(apiPort(env)),
    DATA_DIR: dataDirOf(env),
    // npm start, npm run dev and the browser tests run on the demo content, labelled as such.
    DEMO_CONTENT: demoContent,
    ...(demoContent === '1' && !env.SEED_TOTP_SECRET ? { SEED_TOTP_SECRET: DEMO_TOTP_SECRET } : {}),
    // The renderer's key to the API's change feed (decision 014).
    RENDERER_TOKEN: rendererToken(env),
    // The host's contract a remote's release is checked against before the API registers it
    // (decision 015): the host's own build's, as the host's start copies it beside config.json.
    HOST_CONTRACT_FILE: env.HOST_CONTRACT_FILE ?? path.join(ROOT, 'host/dist/host-contract.json'),
    // The apps' own addresses, and the platform's: the provider's area at an address no school has.
    CORS_ORIGINS: env.CORS_ORIGINS ?? [...Object.values(apps(env)).map((app) => `http://localhost:${app.port}`), platformOrigin(env)].join(','),
  };
}

const localhost = (/** @type {number} */ p) => `http://localhost:${p}`;

/**
 * The login cipher's key and IV (docs/product.md#cipher): from the environment, or generated once and
 * kept in DATA_DIR (outside git) so the host and the API agree across restarts.
 */
function passwordCipher(env = process.env) {
  if (env.PASSWORD_CIPHER_KEY && env.PASSWORD_CIPHER_IV) {
    return { key: env.PASSWORD_CIPHER_KEY, iv: env.PASSWORD_CIPHER_IV };
  }
  return keptSecret('password-cipher.json', () => ({ key: randomBytes(32).toString('hex'), iv: randomBytes(16).toString('hex') }), env);
}

/**
 * A secret from the environment, or generated once and kept in DATA_DIR (outside git), so the
 * processes of `npm start` that share it agree across restarts.
 * @param {string} file @param {() => unknown} generate @param {NodeJS.ProcessEnv} env
 */
function keptSecret(file, generate, env) {
  const dataDir = dataDirOf(env);
  mkdirSync(dataDir, { recursive: true });
  try {
    // Exclusive create: another process starting at the same moment reads what this wrote, or the reverse.
    writeFileSync(path.join(dataDir, file), JSON.stringify(generate()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  }
  return JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
}

/** The key the renderer reads the API's change feed with (RENDERER_TOKEN), shared by the two. */
export function rendererToken(env = process.env) {
  return env.RENDERER_TOKEN ?? /** @type {string} */ (keptSecret('renderer-token.json', () => randomBytes(32).toString('base64url'), env));
}

/** Where the pages call the API: API_URL, else the local API's /api. */
export const apiUrl = (env = process.env) => env.API_URL ?? `${localhost(apiPort(env))}/api`;

/** The host's /config.json. */
export function runtimeConfig(env = process.env) {
  const a = apps(env);
  const manifest = (/** @type {number} */ p) => `${localhost(p)}/mf-manifest.json`;
  return {
    API_URL: apiUrl(env),
    SchoolCode: env.SCHOOL_CODE ?? '83181',
    remotes: {
      content: env.REMOTE_CONTENT_URL ?? manifest(a.content.port),
      schoolAdmin: env.REMOTE_SCHOOL_ADMIN_URL ?? manifest(a.schoolAdmin.port),
      providerAdmin: env.REMOTE_PROVIDER_ADMIN_URL ?? manifest(a.providerAdmin.port),
    },
    PASSWORD_CIPHER: passwordCipher(env),
    ...(env.REMOTE_TIMEOUT_MS ? { REMOTE_TIMEOUT_MS: Number(env.REMOTE_TIMEOUT_MS) } : {}),
  };
}
