// @ts-check
// Serves the four production builds in this process, on ports of their own so a benchmark can
// run beside `npm start` (8080, 3001-3003, 4000) and the browser tests (18000 and up), with the
// renderer's prerendered pages in front of the host's shell, as in production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, apiPort, apps, runtimeConfig } from '@school/tooling/site-config';
import { startApi } from '@school/tooling/start-api';
import { startStaticServer } from '@school/tooling/static-server';
import { BENCH_PASSWORD } from './bench-api.mjs';

/** @typedef {keyof ReturnType<typeof apps>} AppName */

/**
 * @typedef {object} Site
 * @property {string} url the host's address, e.g. http://localhost:19000
 * @property {Record<AppName, number>} ports each app's port
 * @property {number} apiPort the API's port (it runs on a fresh demo database)
 * @property {NodeJS.ProcessEnv} env what the API and the renderer run with (its DATA_DIR, the seeded accounts)
 * @property {(pagePath: string) => boolean} isPrerendered whether the renderer wrote the demo school's page for this path ('/notices/7?lang=hi')
 * @property {Renderer} renderer the renderer writing the pages served
 * @property {() => Promise<void>} stop closes every server and its open connections, and stops the renderer
 */

/**
 * @typedef {object} Renderer
 * @property {{ code: string, pages: number, ms: number, atMs: number }[]} rendered each school's
 *   "<code>: N pages rendered in M ms" line as it came, `atMs` after the renderer was started
 * @property {() => Promise<void>} stop
 */

/** The demo content's schools, by the host names their sites answer at (api/src/seed/demo-content.ts). */
export const DEMO_HOSTS = ['localhost', 'school2.localhost'];

/** The renderer's line when it has written all of a school's pages (host/src/server/renderer-service.ts). */
const RENDERED_LINE = /^(\S+): (\d+) pages rendered with \S+ in (\d+) ms$/;

/** The page the renderer wrote for a host name and a path with its query, as tooling/static-server.mjs finds it. */
export function prerenderedFile(/** @type {string} */ prerenderDir, /** @type {string} */ host, /** @type {string} */ pagePath) {
  const { pathname, searchParams } = new URL(pagePath, 'http://x');
  const lang = searchParams.get('lang') === 'hi' ? 'hi' : 'en';
  return path.join(prerenderDir, 'by-host', host, 'current', lang, `${pathname === '/' ? 'index' : pathname.slice(1)}.html`);
}

/**
 * Starts the renderer (scripts/prerender.mjs) on the site's API, writing into `prerenderDir`,
 * and waits until every one of `hosts` has its pages (a school's host folder appears once all
 * its pages are written) and `schools` schools have said so.
 * @param {NodeJS.ProcessEnv} env the site's
 * @param {{ prerenderDir: string, hosts: string[], schools: number, timeoutMs?: number }} options
 * @returns {Promise<Renderer>}
 */
export async function startRenderer(env, { prerenderDir, hosts, schools, timeoutMs = 180_000 }) {
  const started = Date.now();
  const renderer = spawn(process.execPath, [path.join(ROOT, 'scripts/prerender.mjs')], {
    env: { ...env, PRERENDER_DIR: prerenderDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {Renderer['rendered']} */
  const rendered = [];
  let buffered = '';
  renderer.stdout.setEncoding('utf8').on('data', (/** @type {string} */ text) => {
    const lines = (buffered + text).split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = RENDERED_LINE.exec(line.trim());
      if (match) rendered.push({ code: match[1] ?? '', pages: Number(match[2]), ms: Number(match[3]), atMs: Date.now() - started });
      else if (line.trim()) console.log(`renderer: ${line}`);
    }
  });
  const stop = async () => {
    if (renderer.exitCode !== null || renderer.signalCode !== null) return;
    const exited = new Promise((resolve) => renderer.once('exit', resolve));
    renderer.kill('SIGTERM');
    await exited;
  };
  const done = () => rendered.length >= schools && hosts.every((host) => existsSync(prerenderedFile(prerenderDir, host, '/')));
  while (!done()) {
    if (renderer.exitCode !== null || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `The renderer ${renderer.exitCode === null ? `did not write the pages of ${hosts.join(', ')} within ${timeoutMs / 1000} s` : `exited with code ${renderer.exitCode}`}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { rendered, stop };
}

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
 * dist folders, and the renderer, waiting until both demo schools' pages are written: the public
 * pages measured are then the prerendered ones. The provider's account is seeded, with
 * BENCH_PASSWORD, for the render benchmark's third school.
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
  const prerenderDir = path.join(dataDir, 'prerendered');
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let api;
  /** @type {Renderer | undefined} */
  let renderer;
  const stop = async () => {
    await renderer?.stop();
    await Promise.all(servers.splice(0).map(closeServer));
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill();
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const siteEnv = {
    ...env,
    DATA_DIR: dataDir,
    DEMO_CONTENT: '1',
    SEED_PROVIDER_ADMIN_USERNAME: 'sgiadmin',
    SEED_PROVIDER_ADMIN_PASSWORD: BENCH_PASSWORD,
  };
  try {
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
          prerenderDir: isHost ? prerenderDir : undefined,
        }),
      );
    }
    renderer = await startRenderer(siteEnv, { prerenderDir, hosts: DEMO_HOSTS, schools: DEMO_HOSTS.length });
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
    env: siteEnv,
    isPrerendered: (pagePath) => existsSync(prerenderedFile(prerenderDir, 'localhost', pagePath)),
    renderer: /** @type {Renderer} */ (renderer),
    stop,
  };
}

/**
 * The demo school at `localhost`, from the public API as its pages ask it: its name, and the
 * page of the newest notice on its home page's board (issue 32 measures a notice's page too).
 * @param {Site} site
 */
export async function demoSchool(site) {
  const api = `http://127.0.0.1:${site.apiPort}/api`;
  const get = async (/** @type {string} */ route) => {
    const answer = await fetch(`${api}${route}`);
    if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
    return answer.json();
  };
  const { schoolCode, schoolName } = /** @type {{ schoolCode: string, schoolName: string }} */ (await get(`/Site?host=${DEMO_HOSTS[0]}`));
  const board = /** @type {{ items: { id: number }[] }} */ (await get(`/Site/Notices/Board?school=${encodeURIComponent(schoolCode)}`));
  const notice = board.items[0];
  if (!notice) throw new Error(`The demo school ${schoolCode} has no current notice`);
  return { code: schoolCode, name: schoolName, noticePath: `/notices/${notice.id}` };
}
