import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type Db } from '../../db/database';
import { startTestApi, type TestApi } from '../../test-support/test-api';

/** GET /api/ready: the process can serve (database and media store), else 503 naming what failed. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as unknown, cacheControl: response.headers.get('cache-control') };
};

test('ready answers ok, never cached, when the database answers and the media store takes a file', async () => {
  expect(await get(`${api.url}/api/ready`)).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
  // The probe file is removed again.
  expect(readdirSync(path.join(api.dataDir, 'uploads')).filter((name) => name.startsWith('.ready-'))).toEqual([]);
});

test('a media store that cannot take a file makes ready 503 naming it, while health still answers', async () => {
  const uploads = path.join(api.dataDir, 'uploads');
  // A broken mount, as root too (who may write to any folder whatever its mode): a file where the folder was.
  renameSync(uploads, `${uploads}.aside`);
  writeFileSync(uploads, 'not a folder');
  try {
    expect(await get(`${api.url}/api/ready`)).toEqual({ status: 503, body: { message: 'Not ready: media: not writable' }, cacheControl: 'no-store' });
    expect((await get(`${api.url}/api/health`)).status).toBe(200);
  } finally {
    rmSync(uploads);
    renameSync(`${uploads}.aside`, uploads);
  }
  expect((await get(`${api.url}/api/ready`)).status).toBe(200);
});

/** This API's app over another database (no LISTEN connection: config.databaseUrl is left out). */
async function appOver(databaseUrl: string): Promise<{ app: FastifyInstance; database: Db }> {
  const database = openDatabase({ dataDir: api.dataDir, databaseUrl });
  const app = await buildApp({ config: { ...api.config, databaseUrl: undefined }, database, logger: false });
  return { app, database };
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

test('a database that refuses connections makes ready 503 with "database: connection refused"', async () => {
  // A port that was just free and is closed again: nothing listens there.
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  const { app, database } = await appOver(`postgres://school@127.0.0.1:${port}/school`);
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/ready' });
    expect([answer.statusCode, answer.json()]).toEqual([503, { message: 'Not ready: database: connection refused' }]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await database.close();
  }
});

test('a database that takes the connection and never answers makes ready 503 within seconds, not never', async () => {
  const held: Socket[] = [];
  const silent = createServer((socket) => void held.push(socket));
  const port = await listening(silent);
  const { app, database } = await appOver(`postgres://school@127.0.0.1:${port}/school`);
  try {
    const started = Date.now();
    const answer = await app.inject({ method: 'GET', url: '/api/ready' });
    expect([answer.statusCode, answer.json()]).toEqual([503, { message: 'Not ready: database: no answer within 3 s' }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    // No upper bound on the clock: the message can only come from the 3 s limit (without it the
    // pool's own 10 s connect limit answers "query failed", and with neither the test times out),
    // while a bound on wall time failed once when the whole CI machine stood still for 30 s.
  } finally {
    // Cut off, the pending connect fails at once and the pool can close.
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await app.close();
    await database.close();
  }
});
