import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/release-remote.mjs registering what it copied with the API (decision 015), against a
 * stand-in API that records each call and answers as the real one does. (The check before the
 * copy: check-remotes.test.ts; the API's side: api/src/modules/releases.)
 */
const TOKEN = 'release-token-for-this-test-only-0123456789';
const RELEASED = 'http://127.0.0.1:3002/releases/v2/mf-manifest.json';
const react = { singleton: true, version: '19.3.1', requiredVersion: '^19.3.1' };
const contract = { shared: { react }, remotes: { schoolAdmin: { name: 'school_admin', exposes: ['app', 'extensions'] } } };
// As a build writes it: indented, with a new line at the end. The API is sent exactly this text.
const MANIFEST = `${JSON.stringify({ name: 'school_admin', metaData: { buildInfo: { buildVersion: 'v2' } }, shared: [{ name: 'react', ...react }], exposes: [{ name: 'app' }, { name: 'extensions' }] }, null, 2)}\n`;

interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

let work: string;
let api: Server;
let apiUrl: string;
let calls: Call[];
/** What the stand-in API answers next: status and body. */
let answer: { status: number; body: unknown };

beforeEach(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'release-remote-'));
  mkdirSync(path.join(work, 'host-config'));
  mkdirSync(path.join(work, 'build'));
  mkdirSync(path.join(work, 'releases'));
  writeFileSync(path.join(work, 'host-config/config.json'), JSON.stringify({ remotes: { schoolAdmin: 'http://127.0.0.1:3002/mf-manifest.json' } }));
  writeFileSync(path.join(work, 'host-config/host-contract.json'), JSON.stringify(contract));
  writeFileSync(path.join(work, 'build/mf-manifest.json'), MANIFEST);
  calls = [];
  answer = { status: 201, body: { version: 'v2', integrity: 'sha384-stand-in', registeredAt: '2026-11-27T10:00:00.000Z', registeredBy: 'release script' } };
  api = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      calls.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(text || 'null') });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
});
afterEach(async () => {
  await new Promise((resolve) => api.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** The school admin remote's v2 released from `work`'s build, as a team runs it (the stand-in API answers meanwhile). */
function release(args: string[], env: Record<string, string> = { RELEASE_TOKEN: TOKEN }): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'release-remote.mjs'), 'schoolAdmin', 'v2', '--releases', path.join(work, 'releases'), '--config', path.join(work, 'host-config/config.json'), '--from', path.join(work, 'build'), ...args],
    { env: { PATH: process.env.PATH ?? '', ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

const configured = () => (JSON.parse(readFileSync(path.join(work, 'host-config/config.json'), 'utf8')) as { remotes: { schoolAdmin: string } }).remotes.schoolAdmin;
const history = () => JSON.parse(readFileSync(path.join(work, 'releases/history.json'), 'utf8')) as unknown[];

test('with --api and RELEASE_TOKEN, the copy is registered with the manifest’s very text, then config.json names it', async () => {
  const result = await release(['--api', apiUrl]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(calls).toEqual([
    { method: 'POST', url: '/api/Provider/Remotes/Register', authorization: `Bearer ${TOKEN}`, body: { remote: 'schoolAdmin', version: 'v2', manifest: MANIFEST } },
  ]);
  expect(result.stdout).toBe(`schoolAdmin: released v2 (${RELEASED}); it replaced http://127.0.0.1:3002/mf-manifest.json; registered with the API (sha384-stand-in)\n`);
  expect(readFileSync(path.join(work, 'releases/v2/mf-manifest.json'), 'utf8')).toBe(MANIFEST);
  expect(configured()).toBe(RELEASED);
});

test('without --api it copies and switches config.json as before, and says it registered nothing', async () => {
  const result = await release([], {});
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('not registered with the API (no --api)');
  expect(calls).toEqual([]);
  expect(configured()).toBe(RELEASED);
});

test('--api without RELEASE_TOKEN is refused before anything is copied', async () => {
  const result = await release(['--api', apiUrl], {});
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('--api needs RELEASE_TOKEN');
  expect(readdirSync(path.join(work, 'releases'))).toEqual([]);
  expect(calls).toEqual([]);
});

test('a refused registration is said with its reasons and fails; config.json stays; run again once the API takes it, it goes on from the copy', async () => {
  const problems = ["react 19.3.1 is outside the host's range ^20.0.0", 'the module extensions is not exposed'];
  answer = { status: 422, body: { message: `This build does not fit the host it would be loaded by: ${problems.join('; ')}.`, problems } };
  const refused = await release(['--api', apiUrl]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`schoolAdmin v2 is not registered: the API refused it (422): This build does not fit the host it would be loaded by: ${problems.join('; ')}.\n`);
  expect(refused.stderr).toContain(`\n  - ${problems[0]}\n  - ${problems[1]}\n`);
  expect(refused.stdout).toBe('');
  expect(configured()).toBe('http://127.0.0.1:3002/mf-manifest.json');
  expect(existsSync(path.join(work, 'releases/v2/mf-manifest.json'))).toBe(true);

  answer = { status: 201, body: { integrity: 'sha384-stand-in' } };
  const again = await release(['--api', apiUrl]);
  expect(again.status).toBe(0);
  expect(configured()).toBe(RELEASED);
  // Once more: the API has it already (200), and config.json and the history are not changed twice.
  answer = { status: 200, body: { integrity: 'sha384-stand-in' } };
  const third = await release(['--api', apiUrl]);
  expect(third.stdout).toBe(`schoolAdmin: released v2 (${RELEASED}); config.json named it already; registered with the API already, with this very manifest\n`);
  expect(history()).toEqual([{ version: 'v2', replaced: 'http://127.0.0.1:3002/mf-manifest.json' }]);
  expect(calls).toHaveLength(3);
});

test('a refused token and an API that does not answer fail with what happened', async () => {
  answer = { status: 401, body: { message: 'Invalid or expired token' } };
  const refused = await release(['--api', apiUrl]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('schoolAdmin v2 is not registered: the API refused it (401): Invalid or expired token\n');

  await new Promise((resolve) => api.close(resolve));
  const unanswered = await release(['--api', apiUrl]);
  expect(unanswered.status).toBe(1);
  expect(unanswered.stderr).toContain(`schoolAdmin v2 is not registered: the API at ${apiUrl}/Provider/Remotes/Register did not answer`);
  expect(configured()).toBe('http://127.0.0.1:3002/mf-manifest.json');
});

test('another build under a version released before is never copied over it', async () => {
  expect((await release([], {})).status).toBe(0);
  writeFileSync(path.join(work, 'build/mf-manifest.json'), MANIFEST.replace('"v2"', '"v3"'));
  const result = await release(['--api', apiUrl]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('v2 exists with another build: a released version is never overwritten');
  expect(calls).toEqual([]);
  expect(readFileSync(path.join(work, 'releases/v2/mf-manifest.json'), 'utf8')).toBe(MANIFEST);
});
