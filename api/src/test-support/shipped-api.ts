import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The API's folder (api/). */
export const API_DIR = path.resolve(__dirname, '../..');

/**
 * The API as it ships: bundled by build.mjs, as for dist/, into a folder of its own inside the
 * API's folder (git-ignored, so its packages resolve as they do for dist/), with a work folder
 * beside it in the system's temporary folder. `remove` deletes both.
 */
export function shippedApi(name: string) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `school-api-${name}-`));
  mkdirSync(path.join(API_DIR, '.test-builds'), { recursive: true });
  const bundleDir = mkdtempSync(path.join(API_DIR, '.test-builds', `${name}-`));
  const server = path.join(bundleDir, 'server.js');
  execFileSync(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outfile', server]);
  return {
    server,
    workDir,
    remove() {
      rmSync(workDir, { recursive: true, force: true });
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}

/**
 * A port nothing listens on now, chosen by the system. (A random one from a fixed range could
 * be one another test's server or connection had just been given: the API then exited.)
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the bundled server with `env` and waits until it answers /api/health; fails with what it said when it cannot start. */
export async function startShippedApi(server: string, port: number, env: NodeJS.ProcessEnv, seconds = 30): Promise<ChildProcess> {
  const child = spawn(process.execPath, [server], { env, cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  const hear = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000));
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  for (let tries = 0; tries < seconds * 10; tries++) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${said}`);
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not start: ${said}`);
}
