// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, apiEnv, apiPort } from './site-config.mjs';

/**
 * Starts a built API as `npm start` configures it from `env` (its port, data folder and demo
 * content; LOG_LEVEL `warn` unless env says), and waits until it answers: for the browser tests
 * and the benchmarks, which serve the builds themselves.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ serverFile?: string, logs?: 'inherit' | 'ignore' }} [options] another build's
 *   server.js; whether its log reaches this process's output
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startApi(env, { serverFile = path.join(ROOT, 'api/dist/server.js'), logs = 'inherit' } = {}) {
  const api = spawn(process.execPath, [serverFile], {
    env: { ...env, ...apiEnv(env), LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', logs, logs],
  });
  const port = apiPort(env);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  api.kill();
  throw new Error('The API did not start within 30 s');
}
