// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, apiEnv } from './site-config.mjs';

/**
 * Starts the built API (api/dist/server.js) as `npm start` configures it from `env` (its data
 * folder, port and demo content), and waits until it answers: for the browser tests and the
 * benchmarks, which serve the builds themselves.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port the API's port (env's API_PORT)
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startApi(env, port) {
  const api = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    env: { ...env, ...apiEnv(env), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  api.kill();
  throw new Error('The API did not start within 30 s');
}
