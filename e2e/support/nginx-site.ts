import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import pg from 'pg';
import { freePorts } from '@school/tooling/free-port';
import { DEMO_TOTP_SECRET, ROOT } from '@school/tooling/site-config';
import { ACCOUNTS } from './site';
import { takeCspViolations, watchCsp } from './csp';
import { registerCodeReset } from './second-factor';

/**
 * The production builds served as docker-compose.yml serves them, minus Docker: each app by its
 * own Debian nginx with the repository's deploy/nginx files (rendered by the images' own
 * render-templates.sh, the host's config.json by write-host-config.sh), and the built API on
 * the PostgreSQL cluster of scripts/with-postgres.sh (TEST_DATABASE_URL).
 */

const DEPLOY = path.join(ROOT, 'deploy', 'nginx');
const REMOTES = ['content', 'schoolAdmin', 'providerAdmin'] as const;
export type RemoteName = (typeof REMOTES)[number];
const FOLDERS: Record<RemoteName, string> = {
  content: 'remote-content',
  schoolAdmin: 'remote-school-admin',
  providerAdmin: 'remote-provider-admin',
};

/** Fixed, test-only cipher values: the host's config.json and the API must agree on them. */
/** The renderer's key to the API's change feed, test-only as the cipher. */
const RENDERER_TOKEN = 'deploy-suite-renderer-token-for-tests-only';
/** scripts/release-remote.mjs's key for registering releases, test-only as the cipher. */
const RELEASE_TOKEN = 'deploy-suite-release-token-for-tests-only';

const CIPHER = { key: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', iv: '0123456789abcdef0123456789abcdef' };

export interface NginxSite {
  /** The host's origin, e.g. http://127.0.0.1:23000 */
  url: string;
  /** Each remote's origin. */
  remotes: Record<RemoteName, string>;
  /** The API's origin (calls under /api, media under /uploads). */
  apiOrigin: string;
  /** The folder each remote's nginx serves (a copy of its build, so releases can go under it). */
  roots: Record<RemoteName, string>;
  /** The host's config.json, as its nginx serves it. */
  configFile: string;
  /** The API's DATA_DIR, the host's MEDIA_DIR: the schools' stored files are in its uploads/. */
  mediaDir: string;
  /** The host's PRERENDER_DIR (empty): a test puts the renderer's files here. */
  prerenderDir: string;
  /** The API's RENDERER_TOKEN, for a test that runs the renderer. */
  rendererToken: string;
  /** The API's RELEASE_TOKEN, for a test that registers a release with scripts/release-remote.mjs. */
  releaseToken: string;
  /** Stops one remote's nginx: its origin then refuses connections. The suite's other tests share it: start it again. */
  stopRemote(remote: RemoteName): Promise<void>;
  /** Starts one remote's nginx again, as it was. */
  startRemote(remote: RemoteName): Promise<void>;
}

/** Renders one template into a fresh nginx prefix folder and returns its nginx.conf. */
export function renderNginx(dir: string, template: 'host' | 'remote', env: Record<string, string>): string {
  mkdirSync(path.join(dir, 'templates'), { recursive: true });
  mkdirSync(path.join(dir, 'conf.d'), { recursive: true });
  cpSync(path.join(DEPLOY, 'nginx.conf'), path.join(dir, 'nginx.conf'));
  cpSync(path.join(DEPLOY, 'templates', `${template}.conf.template`), path.join(dir, 'templates', `${template}.conf.template`));
  execFileSync('sh', [path.join(DEPLOY, 'render-templates.sh'), path.join(dir, 'templates'), path.join(dir, 'conf.d')], {
    env: { ...process.env, ...env },
  });
  // As the host image's start does: where its /uploads/ reads the stored files.
  if (template === 'host') execFileSync('sh', [path.join(DEPLOY, 'write-media-source.sh'), dir], { env: { ...process.env, ...env } });
  return path.join(dir, 'nginx.conf');
}

/**
 * `nginx -t` on a rendered configuration; throws with nginx's message when it fails. Its stdout
 * is not a Node pipe: that is a socket, which nginx cannot open as /dev/stdout for its log.
 */
export function checkNginx(conf: string): void {
  execFileSync('nginx', ['-t', '-c', conf, '-g', `pid ${path.dirname(conf)}/nginx.pid;`], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A child process that the fixture ends, and waits for, at teardown. */
class Child {
  private readonly exited: Promise<void>;
  private exit: string | null = null;
  private output = '';
  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    // Passed on to the suite's output, and the last of it kept for the message of a failed start.
    process.stderr?.on('data', (chunk: Buffer) => {
      globalThis.process.stderr.write(chunk);
      this.output = (this.output + chunk.toString()).slice(-2000);
    });
    this.exited = new Promise((resolve) =>
      process.once('exit', (code, signal) => {
        this.exit = signal ?? `code ${code}`;
        resolve();
      }),
    );
  }

  /** Waits until `ready` holds, failing at once, with the process's own words, if it exits. */
  async waitUntil(ready: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.exit) throw new Error(`${this.name} exited (${this.exit}): ${this.output}`);
      if (await ready().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} did not ${what} within 30 s: ${this.output}`);
  }

  async stop(): Promise<void> {
    if (!this.exit) this.process.kill();
    await this.exited;
  }
}

/**
 * A database of the worker's own on the suite's PostgreSQL cluster: what one worker's tests
 * leave (a release promoted, which nothing can take back to none) never reaches another's.
 */
async function freshDatabase(clusterUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export const test = base.extend<{ noCspViolation: void }, { nginxSite: NginxSite; siteName: string }>({
  /** Every page of every context, under the production CSP: a test fails on any refusal it reports. */
  browser: [
    async ({ browser }, use) => {
      watchCsp(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  noCspViolation: [
    async ({}, use) => {
      takeCspViolations();
      await use();
      expect(takeCspViolations(), 'Content-Security-Policy refusals the pages reported').toEqual([]);
    },
    { auto: true },
  ],
  /** A spec that changes what the whole site serves names a site of its own: its own worker, servers and database. */
  siteName: ['shared', { scope: 'worker', option: true }],
  nginxSite: [
    async ({ siteName }, use, workerInfo) => {
      const clusterUrl = process.env.TEST_DATABASE_URL;
      if (!clusterUrl) throw new Error('The deploy suite runs on PostgreSQL: start it with `npm run test:deploy`.');
      const databaseUrl = await freshDatabase(clusterUrl, `deploy_${siteName.replace(/\W/g, '_')}_${workerInfo.workerIndex}`);
      if (!existsSync(path.join(ROOT, 'host/dist/index.html'))) throw new Error('Build first: npm run build');

      const [hostPort, contentPort, schoolAdminPort, providerAdminPort, apiPort] = (await freePorts(5)) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const origin = (port: number) => `http://127.0.0.1:${port}`;
      const remotes = { content: origin(contentPort), schoolAdmin: origin(schoolAdminPort), providerAdmin: origin(providerAdminPort) };
      const apiOrigin = origin(apiPort);
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-nginx-'));
      chmodSync(tmp, 0o755); // nginx's workers run as nobody
      const children: Child[] = [];

      const startNginx = async (name: string, template: 'host' | 'remote', env: Record<string, string>) => {
        const conf = renderNginx(path.join(tmp, 'nginx', name), template, env);
        const pidFile = path.join(path.dirname(conf), 'nginx.pid');
        const nginx = new Child(`nginx of ${name}`, spawn('nginx', ['-c', conf, '-g', `pid ${pidFile}; daemon off;`], { stdio: ['ignore', 'ignore', 'pipe'] }));
        children.push(nginx);
        // nginx writes its pid file only once it holds its port, so what answers then is this nginx.
        await nginx.waitUntil(async () => existsSync(pidFile) && Boolean(await fetch(`http://127.0.0.1:${env.NGINX_PORT}/`)), 'listen');
        return nginx;
      };

      try {
        // Each app's nginx serves a copy of its build, so nothing that rebuilds dist/ meanwhile
        // changes what the suite sees (and releases can go under a remote's copy).
        const copyOf = (folder: string) => {
          const root = path.join(tmp, 'www', folder);
          cpSync(path.join(ROOT, folder, 'dist'), root, { recursive: true });
          return root;
        };
        const ports: Record<RemoteName, number> = { content: contentPort, schoolAdmin: schoolAdminPort, providerAdmin: providerAdminPort };
        const roots = {} as Record<RemoteName, string>;
        const remoteServers = new Map<RemoteName, Child>();
        const startRemote = async (remote: RemoteName) => {
          if (!remoteServers.has(remote)) remoteServers.set(remote, await startNginx(remote, 'remote', { NGINX_PORT: String(ports[remote]), NGINX_ROOT: roots[remote] }));
        };
        const stopRemote = async (remote: RemoteName) => {
          await remoteServers.get(remote)?.stop();
          remoteServers.delete(remote);
        };
        for (const remote of REMOTES) {
          roots[remote] = copyOf(FOLDERS[remote]);
          await startRemote(remote);
        }

        const configDir = path.join(tmp, 'host-config');
        const prerenderDir = path.join(tmp, 'prerendered');
        const hostRoot = copyOf('host');
        mkdirSync(prerenderDir);
        execFileSync('sh', [path.join(DEPLOY, 'write-host-config.sh'), configDir], {
          env: {
            ...process.env,
            NGINX_ROOT: hostRoot,
            API_URL: `${apiOrigin}/api`,
            SCHOOL_CODE: '83181',
            REMOTE_CONTENT_URL: `${remotes.content}/mf-manifest.json`,
            REMOTE_SCHOOL_ADMIN_URL: `${remotes.schoolAdmin}/mf-manifest.json`,
            REMOTE_PROVIDER_ADMIN_URL: `${remotes.providerAdmin}/mf-manifest.json`,
            PASSWORD_CIPHER_KEY: CIPHER.key,
            PASSWORD_CIPHER_IV: CIPHER.iv,
          },
        });
        await startNginx('host', 'host', {
          NGINX_PORT: String(hostPort),
          NGINX_ROOT: hostRoot,
          HOST_CONFIG_DIR: configDir,
          API_ORIGIN: apiOrigin,
          API_UPSTREAM: apiOrigin,
          REMOTE_ORIGINS: Object.values(remotes).join(' '),
          PRERENDER_DIR: prerenderDir,
          // The API's DATA_DIR below, whose uploads/ the host serves.
          MEDIA_DIR: path.join(tmp, 'api-data'),
        });

        const api = new Child('The API', spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            DATA_DIR: path.join(tmp, 'api-data'),
            API_PORT: String(apiPort),
            CORS_ORIGINS: origin(hostPort),
            PASSWORD_CIPHER_KEY: CIPHER.key,
            PASSWORD_CIPHER_IV: CIPHER.iv,
            SEED_SCHOOL_ADMIN_USERNAME: ACCOUNTS.school.username,
            SEED_SCHOOL_ADMIN_PASSWORD: ACCOUNTS.school.password,
            SEED_PROVIDER_ADMIN_USERNAME: ACCOUNTS.provider.username,
            SEED_PROVIDER_ADMIN_PASSWORD: ACCOUNTS.provider.password,
            DEMO_CONTENT: '1',
            RENDERER_TOKEN,
            RELEASE_TOKEN,
            // As compose mounts it: the contract write-host-config.sh copied beside config.json.
            HOST_CONTRACT_FILE: path.join(configDir, 'host-contract.json'),
            SEED_TOTP_SECRET: DEMO_TOTP_SECRET,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'inherit', 'pipe'],
        }));
        children.push(api);
        await api.waitUntil(async () => (await fetch(`${apiOrigin}/api/health`)).ok, 'answer /api/health');
        registerCodeReset([origin(hostPort), apiOrigin], { url: databaseUrl });

        await use({
          url: origin(hostPort),
          remotes,
          apiOrigin,
          roots,
          configFile: path.join(configDir, 'config.json'),
          mediaDir: path.join(tmp, 'api-data'),
          prerenderDir,
          rendererToken: RENDERER_TOKEN,
          releaseToken: RELEASE_TOKEN,
          stopRemote,
          startRemote,
        });
      } finally {
        // Every server gone before the next run (or suite) starts.
        await Promise.all(children.map((child) => child.stop()));
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginxSite }, use) => use(nginxSite.url),
});

export { expect };

/**
 * The renderer (scripts/prerender.mjs) as compose runs it, writing into the host's PRERENDER_DIR
 * from this site's API, with its own DATA_DIR; `env` adds to (or overrides) its settings.
 */
export function spawnRenderer(nginxSite: NginxSite, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'scripts/prerender.mjs')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      RENDERER_API_URL: `${nginxSite.apiOrigin}/api`,
      RENDERER_TOKEN: nginxSite.rendererToken,
      PRERENDER_DIR: nginxSite.prerenderDir,
      SITE_ORIGIN: `http://{host}:${new URL(nginxSite.url).port}`,
      // The API's public name, as compose's renderer has it, resolves nowhere here: the renderer
      // reaches the API at RENDERER_API_URL for every call, GET or POST.
      API_URL: 'http://api.school.invalid/api',
      REMOTE_CONTENT_URL: `${nginxSite.remotes.content}/mf-manifest.json`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
