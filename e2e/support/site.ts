import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { test as base } from '@playwright/test';
import { ROOT, apps, dataDirOf, runtimeConfig } from '@school/tooling/site-config';
import { startApi } from '@school/tooling/start-api';
import { startStaticServer } from '@school/tooling/static-server';
import { registerCodeReset } from './second-factor';

/** The seeded accounts of every worker's API (given through the environment, as CI would). */
export const ACCOUNTS = {
  school: { username: 'schooladmin', password: 'e2e-school-pass' },
  provider: { username: 'sgiadmin', password: 'e2e-provider-pass' },
} as const;

export type AppName = keyof ReturnType<typeof apps>;

export interface Site {
  /** The host's address, e.g. http://localhost:18000 */
  url: string;
  /** Each app's port. */
  ports: Record<AppName, number>;
  /** Stops one app's server: its address then refuses connections. */
  stop(app: AppName): Promise<void>;
  /** Starts one app's server again, from its own build or from another build folder. */
  start(app: AppName, distDir?: string): Promise<void>;
  /** The API base address, e.g. http://localhost:18004/api */
  apiUrl: string;
  /**
   * Starts the renderer (scripts/prerender.mjs) on this worker's API and data, and waits until
   * both demo schools' pages are written. Its stop removes them, so the worker's other tests
   * see the shell again.
   */
  startRenderer(): Promise<{ stop(): Promise<void> }>;
}

/**
 * Serves the production builds of the host and the remotes, each on its own port as
 * `npm start` does; ports depend on the worker, so workers never share a server.
 */
export const test = base.extend<object, { site: Site; siteName: string; apiSettings: Record<string, string> }>({
  /** A spec that changes what the whole site serves (a release promoted) names a site of its own: its own worker, servers and data. */
  siteName: ['shared', { scope: 'worker', option: true }],
  /**
   * Settings of the API beyond the suite's, for a spec whose site is its own (siteName). Site
   * health's checks are off unless a spec turns them on: their audit entries would come between
   * the entries other specs look for.
   */
  apiSettings: [{}, { scope: 'worker', option: true }],
  site: [
    async ({ siteName, apiSettings }, use, workerInfo) => {
      // E2E_PORT_BASE lets two checkouts run their suites side by side.
      const basePort = Number(process.env.E2E_PORT_BASE ?? 18_000) + workerInfo.workerIndex * 10;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `school-e2e-${siteName}-`));
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        SEED_SCHOOL_ADMIN_USERNAME: ACCOUNTS.school.username,
        SEED_SCHOOL_ADMIN_PASSWORD: ACCOUNTS.school.password,
        SEED_PROVIDER_ADMIN_USERNAME: ACCOUNTS.provider.username,
        SEED_PROVIDER_ADMIN_PASSWORD: ACCOUNTS.provider.password,
        HOST_PORT: String(basePort),
        CONTENT_PORT: String(basePort + 1),
        SCHOOL_ADMIN_PORT: String(basePort + 2),
        PROVIDER_ADMIN_PORT: String(basePort + 3),
        API_PORT: String(basePort + 4),
        REMOTE_TIMEOUT_MS: '5000',
        HEALTH_CHECKS: '0',
        ...apiSettings,
      };
      const config = apps(env);
      const servers = new Map<AppName, Server>();

      const start = async (app: AppName, distDir?: string) => {
        const { dir, port, isHost } = config[app];
        const server = await startStaticServer({
          dir: distDir ?? path.join(ROOT, dir, 'dist'),
          port,
          isHost,
          config: isHost ? () => runtimeConfig(env) : undefined,
          // As scripts/serve-app.mjs: the pages a renderer wrote into this worker's DATA_DIR.
          prerenderDir: isHost ? path.join(dataDirOf(env), 'prerendered') : undefined,
        });
        servers.set(app, server);
      };
      const stop = async (app: AppName) => {
        const server = servers.get(app);
        if (!server) return;
        servers.delete(app);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      };

      runtimeConfig(env); // settles the login cipher before the API reads it
      const api = await startApi(env);
      registerCodeReset([`http://localhost:${basePort}`, `http://localhost:${basePort + 4}`], { dataDir });
      for (const app of Object.keys(config) as AppName[]) await start(app);
      const ports = Object.fromEntries(Object.entries(config).map(([name, app]) => [name, app.port])) as Record<AppName, number>;
      const startRenderer = async () => {
        const renderer = spawn(process.execPath, [path.join(ROOT, 'scripts/prerender.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
        const written = path.join(dataDirOf(env), 'prerendered');
        const done = () => ['localhost', 'school2.localhost'].every((host) => existsSync(path.join(written, 'by-host', host, 'current', 'en', 'index.html')));
        for (const deadline = Date.now() + 60_000; !done(); await new Promise((resolve) => setTimeout(resolve, 200))) {
          if (renderer.exitCode !== null || Date.now() > deadline) {
            renderer.kill();
            throw new Error(`The renderer ${renderer.exitCode === null ? 'did not write both schools’ pages within 60 s' : `exited with code ${renderer.exitCode}`}`);
          }
        }
        return {
          async stop() {
            const exited = new Promise((resolve) => renderer.once('exit', resolve));
            renderer.kill('SIGTERM');
            await exited;
            rmSync(written, { recursive: true, force: true });
          },
        };
      };
      await use({ url: `http://localhost:${basePort}`, ports, stop, start, apiUrl: `http://localhost:${basePort + 4}/api`, startRenderer });
      for (const app of [...servers.keys()]) await stop(app);
      api.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect } from '@playwright/test';

/** The site's address under another host name (Chromium resolves every *.localhost here): another school's site. */
export function siteAt(siteUrl: string, host: string): string {
  const url = new URL(siteUrl);
  url.hostname = host;
  return url.origin;
}
