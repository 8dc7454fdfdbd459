// @ts-check
// Serves the four production builds in this process, on ports of their own so a benchmark can
// run beside `npm start` (8080, 3001-3003, 4000) and the browser tests (18000 and up).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, apiPort, apps, runtimeConfig } from '@school/tooling/site-config';
import { startApi } from '@school/tooling/start-api';
import { startStaticServer } from '@school/tooling/static-server';

/** @typedef {keyof ReturnType<typeof apps>} AppName */

/**
 * @typedef {object} Site
 * @property {string} url the host's address, e.g. http://localhost:19000
 * @property {Record<AppName, number>} ports each app's port
 * @property {number} apiPort the API's port (it runs on a fresh demo database)
 * @property {() => Promise<void>} stop closes every server and its open connections
 */

/**
 * The environment the site is configured from: the caller's, with the ports replaced.
 * @param {number} basePort the host's port; the remotes and the API take the next four
 * @param {NodeJS.ProcessEnv} [baseEnv]
 * @returns {NodeJS.ProcessEnv}
 */
export function benchEnv(basePort, baseEnv = process.env) {
  return {
    ...baseEnv,
    HOST_PORT: String(basePort),
    CONTENT_PORT: String(basePort + 1),
    SCHOOL_ADMIN_PORT: String(basePort + 2),
    PROVIDER_ADMIN_PORT: String(basePort + 3),
    API_PORT: String(basePort + 4),
  };
}

/** @param {import('node:http').Server} server */
function closeServer(server) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    })
  );
}

/**
 * Starts the API on a fresh database with the demo content (the pages show what a school's
 * visitors see, from the API as in production), then the host and the three remotes from their
 * dist folders.
 * @param {NodeJS.ProcessEnv} env from benchEnv
 * @returns {Promise<Site>}
 */
export async function startSite(env) {
  const config = apps(env);
  const names = /** @type {AppName[]} */ (Object.keys(config));
  const unbuilt = names.filter(
    (name) => !existsSync(path.join(ROOT, config[name].dir, 'dist', config[name].isHost ? 'index.html' : 'mf-manifest.json')),
  );
  if (unbuilt.length > 0) {
    throw new Error(`No production build for ${unbuilt.join(', ')}: run \`npm run build\` first (or \`npm run bench\`).`);
  }
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'school-bench-'));
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let api;
  const stop = async () => {
    await Promise.all(servers.splice(0).map(closeServer));
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill();
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const siteEnv = { ...env, DATA_DIR: dataDir, DEMO_CONTENT: '1' };
    runtimeConfig(siteEnv); // settles the login cipher before the API reads it
    api = await startApi(siteEnv);
    for (const name of names) {
      const { dir, port, isHost } = config[name];
      servers.push(
        await startStaticServer({
          dir: path.join(ROOT, dir, 'dist'),
          port,
          isHost,
          config: isHost ? () => runtimeConfig(siteEnv) : undefined,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const ports = /** @type {Record<AppName, number>} */ (
    Object.fromEntries(names.map((name) => [name, config[name].port]))
  );
  return {
    url: `http://localhost:${config.host.port}`,
    ports,
    apiPort: apiPort(env),
    stop,
  };
}
