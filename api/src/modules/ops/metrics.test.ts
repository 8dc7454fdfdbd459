import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SettingsError } from '../../config';
import { serveMetrics } from '../../plugins/metrics';
import { ACCOUNTS, startTestApi, type TestApi } from '../../test-support/test-api';
import { formOf, PNG_BYTES, bytesFile } from '../../test-support/fixtures';
import { settingsFrom } from '../../test-support/settings';
import { THROTTLE } from '../auth/throttle';
import { loginDelays } from './login-delays';

/** Metrics in the Prometheus text format, on a listener of their own, never on the API's address. */
let api: TestApi;
let metrics: Server;
let metricsUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  metrics = await serveMetrics(api.app.metrics, { port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  await new Promise((resolve) => metrics.close(resolve));
  await api.close();
});

const scrape = async () => {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

/** The value of one series (name with its labels exactly as written), or undefined when absent. */
const valueOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test('the API answers no metrics at its own address, under /api or not', async () => {
  for (const route of ['/metrics', '/api/metrics']) {
    const answer = await fetch(`${api.url}${route}`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: `No such path: GET ${route}` });
  }
});

test('the metrics listener answers GET /metrics with every metric, and nothing else', async () => {
  const text = await scrape();
  for (const name of [
    'http_requests_total',
    'http_request_duration_seconds',
    'school_login_failures_total',
    'school_login_delayed_clients',
    'school_login_delayed_accounts',
    'school_uploaded_files_total',
    'school_uploaded_bytes_total',
    'process_cpu_seconds_total',
    'nodejs_eventloop_lag_seconds',
  ]) {
    expect(text).toContain(`# TYPE ${name} `);
  }
  // The pool's sizes exist on PostgreSQL only; SQLite has no pool.
  if (api.database.dialect === 'postgres') {
    expect(valueOf(text, 'school_db_pool_max')).toBe(10);
    expect(valueOf(text, 'school_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'school_db_pool_waiting')).toBe(0);
  } else {
    expect(text).not.toContain('school_db_pool');
  }
  expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
});

test('requests are counted by route pattern and status, with their latency, never by the raw URL', async () => {
  const unmatched = 'http_requests_total{method="GET",route="unmatched",status_code="404"}';
  const unmatchedBefore = valueOf(await scrape(), unmatched) ?? 0;
  await fetch(`${api.url}/api/health`);
  await fetch(`${api.url}/api/health`);
  await fetch(`${api.url}/api/Site/Page/contact?school=83181`);
  await fetch(`${api.url}/api/Site/Page/no-such-kind-${randomUUID()}?school=83181`);
  // Hostile and random paths: each would be a new series if the URL were the label.
  for (let index = 0; index < 20; index++) await fetch(`${api.url}/api/${randomUUID()}/%3Cscript%3E"}`);
  const text = await scrape();
  expect(valueOf(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(2);
  expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(2);
  expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health"}')).toBe(2);
  const pageSeries = text.split('\n').filter((line) => line.startsWith('http_requests_total{') && line.includes('/api/Site/Page/'));
  expect(pageSeries.every((line) => line.includes('route="/api/Site/Page/:kind"'))).toBe(true);
  expect(pageSeries.map((line) => Number(line.split(' ')[1])).reduce((sum, count) => sum + count, 0)).toBe(2);
  expect(valueOf(text, unmatched)).toBe(unmatchedBefore + 20);
  expect(text).not.toMatch(/%3C|<script/i);
  expect(text).not.toContain('no-such-kind');
});

test('failed logins are counted, and the clients and accounts the throttle holds back are gauged', async () => {
  const before = valueOf(await scrape(), 'school_login_failures_total') ?? 0;
  expect((await api.login(ACCOUNTS.schoolAdmin.username, 'not-the-password-1')).status).toBe(401);
  expect((await api.login('nobody-here', 'not-the-password-1')).status).toBe(401);
  const text = await scrape();
  expect(valueOf(text, 'school_login_failures_total')).toBe(before + 2);
  // Two failures are within the free tries: nobody waits.
  expect(valueOf(text, 'school_login_delayed_clients')).toBe(0);
  expect(valueOf(text, 'school_login_delayed_accounts')).toBe(0);

  // Eight failures of one pair just now: that client waits (8 s) before trying that account again.
  const at = new Date().toISOString();
  await api.database.db
    .insertInto('login_failures')
    .values(Array.from({ length: 8 }, () => ({ key: 'pair:victim|198.51.100.7', failed_at: at })))
    .execute();
  const held = await scrape();
  expect(valueOf(held, 'school_login_delayed_clients')).toBe(1);
  expect(valueOf(held, 'school_login_delayed_accounts')).toBe(1);
  expect(held).not.toContain('198.51.100.7');
  expect(held).not.toContain('victim');
});

test('the login delays follow the throttle: pairs, a client across accounts, an account failed by many', async () => {
  const db = api.database.db;
  await db.deleteFrom('login_failures').execute();
  const now = Date.now();
  const failures = (key: string, count: number, agoMs = 0) => Array.from({ length: count }, () => ({ key, failed_at: new Date(now - agoMs).toISOString() }));
  await db
    .insertInto('login_failures')
    .values([
      // Within its free tries: not held back.
      ...failures('pair:alice|192.0.2.1', THROTTLE.freePerPair - 1),
      // Past them, but its last failure an hour ago (outside the window): not held back.
      ...failures('pair:alice|192.0.2.2', THROTTLE.freePerPair + 3, 60 * 60 * 1000),
      // A client trying many accounts: held back on all of them.
      ...failures('client:192.0.2.3', THROTTLE.freePerClient),
      // An account failed by many: the clients that failed it wait; it counts as held back once.
      ...failures('account:bob', THROTTLE.freePerAccount),
      ...failures('pair:bob|192.0.2.4', 1),
      ...failures('pair:bob|192.0.2.5', 1),
    ])
    .execute();
  expect(await loginDelays(db, now)).toEqual({ clients: 3, accounts: 1 });
  // Past every wait, no one is held back.
  expect(await loginDelays(db, now + THROTTLE.maxWaitMs + 1)).toEqual({ clients: 0, accounts: 0 });
});

test('uploads are counted with their bytes, by kind', async () => {
  const before = await scrape();
  const login = await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password);
  expect(login.status).toBe(200);
  const answer = await api.postForm(
    '/School/Staff/Add',
    formOf({ fullName: 'Sh. Counted Upload', designation: 'Lecturer', active: 'true' }, { profilePic: bytesFile(PNG_BYTES, 'photo.png', 'image/png') }),
    login.body.token,
  );
  expect(answer.status).toBe(201);
  const after = await scrape();
  const files = 'school_uploaded_files_total{kind="image"}';
  const bytes = 'school_uploaded_bytes_total{kind="image"}';
  expect(valueOf(after, files)).toBe((valueOf(before, files) ?? 0) + 1);
  expect(valueOf(after, bytes)).toBe((valueOf(before, bytes) ?? 0) + PNG_BYTES.length);
});

describe('settings', () => {
  const load = settingsFrom();

  test('metrics are off unless METRICS_PORT is set (empty is unset); they listen on loopback unless METRICS_HOST says', () => {
    expect(load({}).metrics).toBeUndefined();
    expect(load({ METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(load({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  test.each(['0', '70000', 'on'])('METRICS_PORT of "%s" is refused, by name', (value) => {
    expect(() => load({ METRICS_PORT: value })).toThrow(SettingsError);
    expect(() => load({ METRICS_PORT: value })).toThrow(`Setting METRICS_PORT: must be a port number from 1 to 65535 (it is "${value}")`);
  });
});
