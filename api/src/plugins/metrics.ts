import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database.js';
import { loginFailures, uploadedBytes, uploadedFiles } from './counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, in the Prometheus text format; served only by serveMetrics, never on the API's port. */
    metrics: Registry;
  }
}

/** What the login throttle holds back now (modules/ops/login-delays.ts reads it; app.ts passes it in). */
export interface LoginDelays {
  /** Clients that must wait before their next try at some account (or at every account). */
  clients: number;
  /** Accounts that some client must wait to try, or that so many clients failed that all of those wait. */
  accounts: number;
}

/** The route label of a request no route matched: its raw URL would let any visitor add series. */
const UNMATCHED = 'unmatched';

/** Reads the login delays once for both gauges: a registry collects them in parallel, so they ask within one read. */
function sharedRead(read: () => Promise<LoginDelays>): () => Promise<LoginDelays | null> {
  let running: Promise<LoginDelays | null> | null = null;
  return () =>
    (running ??= read()
      .catch(() => null)
      .finally(() => {
        running = null;
      }));
}

/**
 * Requests by route pattern and status with their latency, the PostgreSQL pool, the login
 * throttle and uploads, plus Node's own (memory, event loop, CPU). A registry per app, so a test's
 * app counts only its own requests.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { database, loginDelays }: { database: Db; loginDelays: () => Promise<LoginDelays> }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const counter of [loginFailures, uploadedFiles, uploadedBytes]) registry.registerMetric(counter);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern (unmatched: no route) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    requests.inc({ method: request.method, route, status_code: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const pool = database.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('school_db_pool_connections', 'PostgreSQL connections the pool holds open.', () => pool.totalCount);
    poolGauge('school_db_pool_idle', 'PostgreSQL connections open and not in use.', () => pool.idleCount);
    poolGauge('school_db_pool_waiting', 'Queries waiting for a free connection.', () => pool.waitingCount);
    poolGauge('school_db_pool_max', 'The most connections the pool opens.', () => pool.options.max);
  }

  // NaN when the database cannot say: an unknown count, not a calm zero.
  const delays = sharedRead(loginDelays);
  new Gauge({
    name: 'school_login_delayed_clients',
    help: 'Clients the login throttle holds back now (they must wait before trying again).',
    registers: [registry],
    async collect() {
      this.set((await delays())?.clients ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'school_login_delayed_accounts',
    help: 'Accounts that some client must wait to try now.',
    registers: [registry],
    async collect() {
      this.set((await delays())?.accounts ?? Number.NaN);
    },
  });

  app.decorate('metrics', registry);
});

/**
 * The metrics on a listener of their own (METRICS_PORT), never on the API's public port: they
 * tell an attacker how busy the site is and who is being throttled. GET /metrics only.
 */
export async function serveMetrics(registry: Registry, { port, host }: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Metrics are at GET /metrics' }));
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'The metrics could not be collected' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
