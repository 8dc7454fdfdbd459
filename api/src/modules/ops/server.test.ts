import { execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DIR, freePort, shippedApi, startShippedApi } from '../../test-support/shipped-api';

/**
 * The API as it ships (bundled, started by server.ts): metrics on their own listener, and
 * /api/ready through a real PostgreSQL server stopped and started again under it.
 */
let workDir: string;
let server: string;
let remove: () => void;

beforeAll(() => {
  ({ workDir, server, remove } = shippedApi('ops'));
}, 120_000);
afterAll(() => remove());

const start = (port: number, env: Record<string, string>): Promise<ChildProcess> =>
  startShippedApi(server, port, {
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(workDir, 'data-')),
    DATABASE_URL: '',
    API_PORT: String(port),
    SEED_MEDIA_DIR: path.join(API_DIR, 'seed/media'),
    DEMO_CONTENT: '1',
    SEED_SCHOOL_ADMIN_PASSWORD: 'ops-test-pass-1',
    SEED_PROVIDER_ADMIN_PASSWORD: 'ops-test-pass-2',
    LOG_LEVEL: 'warn',
    ...env,
  });

const stopped = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });

test('the API serves its metrics on METRICS_PORT, never on its own port, and closes both on SIGTERM', async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const api = await start(port, { METRICS_PORT: String(metricsPort) });
  try {
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/api/metrics`)).status).toBe(404);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    // The start-up wait asked for /api/health until it answered.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m);
    expect(text).toContain('# TYPE school_login_failures_total counter');
    // SQLite: no pool.
    expect(text).not.toContain('school_db_pool');
  } finally {
    expect(await stopped(api)).toBe(0);
  }
  // Closed with the API. (By message: fetch's errors are of another realm than jest's Error.)
  await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toMatchObject({ message: 'fetch failed' });
}, 90_000);

/** A PostgreSQL cluster of this test's own, which it may stop and start (the suite's shared one it may not). */
function ownCluster(port: number) {
  const bin = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((folder) => existsSync(`${folder}/pg_ctl`))!;
  // Not under workDir, which only its owner may enter.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-api-ops-pg-'));
  // PostgreSQL refuses to run as root; Debian's package brings the postgres user.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asOwner.length) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (tool: string, ...args: string[]) => {
    const [command, ...rest] = [...asOwner, `${bin}/${tool}`, ...args];
    execFileSync(command!, rest, { stdio: 'ignore' });
  };
  run('initdb', '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', options, 'start'),
    stop: () => run('pg_ctl', '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'),
    remove: () => {
      try {
        run('pg_ctl', '-D', `${dir}/data`, '-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ready = async (port: number) => {
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
  return { status: response.status, body: (await response.json()) as { message?: string }, ms: Date.now() - started };
};

// The PostgreSQL pass of the suite (scripts/with-postgres.sh) has the server binaries at hand.
const withPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

withPostgres(
  'with its database stopped, ready answers 503 within 10 s naming it, the API keeps running, and is ready again once the database is back',
  async () => {
    const cluster = ownCluster(await freePort());
    cluster.start();
    const [port, metricsPort] = [await freePort(), await freePort()];
    let api: ChildProcess | null = null;
    try {
      api = await start(port, { DATABASE_URL: cluster.url, METRICS_PORT: String(metricsPort) });
      expect((await ready(port)).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/^school_db_pool_max 10$/m);

      cluster.stop();
      const down = await ready(port);
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/^Not ready: database: (connection refused|server shutting down or starting)$/);
      expect(down.ms).toBeLessThan(10_000);
      // The pool's dropped connections did not take the process down.
      expect(api.exitCode).toBeNull();
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      cluster.start();
      let again = await ready(port);
      for (let tries = 0; tries < 50 && again.status !== 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        again = await ready(port);
      }
      expect(again).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      if (api) await stopped(api, 'SIGKILL');
      cluster.remove();
    }
  },
  120_000,
);
