import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { ROOT } from '@school/tooling/site-config';
import { ACCOUNTS } from './site';

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
  return path.join(dir, 'nginx.conf');
}

/**
 * `nginx -t` on a rendered configuration; throws with nginx's message when it fails. Its stdout
 * is not a Node pipe: that is a socket, which nginx cannot open as /dev/stdout for its log.
 */
export function checkNginx(conf: string): void {
  execFileSync('nginx', ['-t', '-c', conf, '-g', `pid ${path.dirname(conf)}/nginx.pid;`], { stdio: ['ignore', 'ignore', 'pipe'] });
}

async function waitFor(url: string, process: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${what} exited with code ${process.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within 30 s`);
}

export const test = base.extend<object, { nginxSite: NginxSite }>({
  nginxSite: [
    async ({}, use, workerInfo) => {
      const databaseUrl = process.env.TEST_DATABASE_URL;
      if (!databaseUrl) throw new Error('The deploy suite runs on PostgreSQL: start it with `npm run test:deploy`.');
      if (!existsSync(path.join(ROOT, 'host/dist/index.html'))) throw new Error('Build first: npm run build');

      // DEPLOY_PORT_BASE keeps this suite clear of the Node-served one (18000+).
      const base = Number(process.env.DEPLOY_PORT_BASE ?? 23_000) + workerInfo.workerIndex * 10;
      const origin = (offset: number) => `http://127.0.0.1:${base + offset}`;
      const remotes = { content: origin(1), schoolAdmin: origin(2), providerAdmin: origin(3) };
      const apiOrigin = origin(4);
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-nginx-'));
      chmodSync(tmp, 0o755); // nginx's workers run as nobody
      const processes: ChildProcess[] = [];

      const startNginx = async (name: string, template: 'host' | 'remote', env: Record<string, string>) => {
        const conf = renderNginx(path.join(tmp, 'nginx', name), template, env);
        const nginx = spawn('nginx', ['-c', conf, '-g', `pid ${path.dirname(conf)}/nginx.pid; daemon off;`], { stdio: 'ignore' });
        processes.push(nginx);
        await waitFor(`http://127.0.0.1:${env.NGINX_PORT}/`, nginx, `nginx of ${name}`);
      };

      try {
        const roots = {} as Record<RemoteName, string>;
        for (const [offset, remote] of REMOTES.entries()) {
          roots[remote] = path.join(tmp, 'www', remote);
          cpSync(path.join(ROOT, FOLDERS[remote], 'dist'), roots[remote], { recursive: true });
          await startNginx(remote, 'remote', { NGINX_PORT: String(base + offset + 1), NGINX_ROOT: roots[remote], HOST_ORIGIN: origin(0) });
        }

        const configDir = path.join(tmp, 'host-config');
        execFileSync('sh', [path.join(DEPLOY, 'write-host-config.sh'), configDir], {
          env: {
            ...process.env,
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
          NGINX_PORT: String(base),
          NGINX_ROOT: path.join(ROOT, 'host', 'dist'),
          HOST_CONFIG_DIR: configDir,
          API_ORIGIN: apiOrigin,
          REMOTE_ORIGINS: Object.values(remotes).join(' '),
        });

        const api = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            DATA_DIR: path.join(tmp, 'api-data'),
            API_PORT: String(base + 4),
            CORS_ORIGINS: origin(0),
            PASSWORD_CIPHER_KEY: CIPHER.key,
            PASSWORD_CIPHER_IV: CIPHER.iv,
            SEED_SCHOOL_ADMIN_USERNAME: ACCOUNTS.school.username,
            SEED_SCHOOL_ADMIN_PASSWORD: ACCOUNTS.school.password,
            SEED_PROVIDER_ADMIN_USERNAME: ACCOUNTS.provider.username,
            SEED_PROVIDER_ADMIN_PASSWORD: ACCOUNTS.provider.password,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        processes.push(api);
        await waitFor(`${apiOrigin}/api/health`, api, 'The API');

        await use({ url: origin(0), remotes, apiOrigin, roots, configFile: path.join(configDir, 'config.json') });
      } finally {
        for (const child of processes) child.kill();
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginxSite }, use) => use(nginxSite.url),
});

export { expect } from '@playwright/test';
