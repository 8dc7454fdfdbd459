import { execFile, execFileSync } from 'node:child_process';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type PeerCertificate } from 'node:tls';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { ROOT } from '@school/tooling/site-config';
import { composeShellFunction, STACK_PROJECT } from '@school/tooling/compose-stack';
import { chromiumLaunchOptions } from './chromium';
import { watchCsp } from './csp';

/**
 * The docker-compose stack that `npm run test:stack` (scripts/test-stack.mjs) brought up: its
 * public addresses (names under .test at the entry point's published HTTPS port), seeded
 * accounts and the test certificate authority come from the environment that started it.
 */
function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the stack suite runs through \`npm run test:stack\`.`);
  return value;
}

export const stack = {
  url: setting('HOST_ORIGIN'),
  platformUrl: setting('PLATFORM_ORIGIN'),
  apiUrl: `${setting('API_ORIGIN')}/api`,
  /** The first school's code (SCHOOL_CODE): the school a new database starts with. */
  schoolCode: setting('SCHOOL_CODE'),
  contentOrigin: setting('CONTENT_ORIGIN'),
  httpsPort: Number(setting('HTTPS_PORT')),
  httpPort: Number(setting('HTTP_PORT')),
  schoolAdmin: { username: process.env.SEED_SCHOOL_ADMIN_USERNAME ?? 'schooladmin', password: setting('SEED_SCHOOL_ADMIN_PASSWORD') },
  provider: { username: process.env.SEED_PROVIDER_ADMIN_USERNAME ?? 'sgiadmin', password: setting('SEED_PROVIDER_ADMIN_PASSWORD') },
};

/** The address of `name` (a .test host name) at the entry point, e.g. https://second-school.test:PORT. */
export const httpsAt = (name: string, route = '/') => `https://${name}:${stack.httpsPort}${route}`;

/**
 * The root pebble signs with now. pebble makes a new one at each start, so a stack brought up
 * again needs it read again. Its management API is served with the run's own authority.
 */
export async function pebbleRoot(): Promise<string> {
  const ca = readFileSync(path.join(setting('STACK_TEST_CA_DIR'), 'ca.pem'), 'utf8');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(setting('PEBBLE_MANAGEMENT_PORT')), servername: 'pebble', ca }, () => {
      socket.write('GET /roots/0 HTTP/1.0\r\nHost: pebble\r\n\r\n');
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      const pem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(answer)?.[0];
      if (pem) resolve(`${pem}\n`);
      else reject(new Error(`pebble gave no root: ${answer.slice(0, 200)}`));
    });
    socket.on('error', reject);
  });
}

/**
 * Chromium as a visitor's would be, for this stack: every *.test name goes to this machine, and
 * pebble's current root is trusted (in an NSS database of the browser's own home, as a
 * person's browser trusts an authority), so a certificate it did not issue is refused. Its pages'
 * CSP refusals are collected (support/csp.ts).
 */
export async function stackBrowser(): Promise<Browser> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'school-stack-browser-'));
  const nssdb = path.join(home, '.pki', 'nssdb');
  mkdirSync(nssdb, { recursive: true });
  const root = path.join(home, 'pebble-root.pem');
  writeFileSync(root, await pebbleRoot());
  execFileSync('certutil', ['-N', '--empty-password', '-d', `sql:${nssdb}`]);
  execFileSync('certutil', ['-A', '-d', `sql:${nssdb}`, '-t', 'C,,', '-n', 'stack-test-pebble', '-i', root]);
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--host-resolver-rules=MAP *.test 127.0.0.1'],
    env: { ...process.env, HOME: home },
  });
  // The production CSP is the stack's: every refusal a page reports is collected (takeCspViolations).
  watchCsp(browser);
  return browser;
}

/** The certificate the entry point presents for `name`, checked against pebble's root; rejects when it presents none that is valid. */
export async function certificateFor(name: string): Promise<PeerCertificate> {
  const ca = await pebbleRoot();
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: stack.httpsPort, servername: name, ca }, () => {
      const certificate = socket.getPeerCertificate();
      socket.end();
      resolve(certificate);
    });
    socket.on('error', reject);
  });
}

/**
 * The README's block of shell commands that follows `heading`, with its `project=school` line
 * naming the stack suite's project (runShell makes `docker compose` mean the stack's compose
 * files), and each line that sets one of `values`' names (`at=…`) setting the value given.
 */
export function readmeCommands(heading: string, values: Record<string, string> = {}): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf(heading));
  const block = /```sh\n([\s\S]*?)```/.exec(after)?.[1];
  if (!block) throw new Error(`README.md has no sh block after ${heading}`);
  const lines = block.split('\n').filter((line) => line.trim() !== '');
  const set = { ...values, project: STACK_PROJECT };
  const missing = Object.keys(set).filter((name) => !lines.some((line) => line.startsWith(`${name}=`)));
  if (missing.length > 0) throw new Error(`The block after ${heading} sets no ${missing.join(', ')}`);
  return lines.map((line) => {
    const name = /^(\w+)=/.exec(line)?.[1];
    return name !== undefined && name in set ? `${name}=${shellQuoted(set[name as keyof typeof set]!)}` : line;
  });
}

/** `text` as one shell word. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * Runs shell lines with bash in the repository's folder, stopping at the first that fails, with
 * `docker compose` meaning the stack's compose files (whichever lines of a README block run).
 * Answers their output once they end; meanwhile the test's own requests go on (a failover's
 * page views and saves), which a synchronous run would hold up.
 */
export async function runShell(lines: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', [composeShellFunction(), ...lines].join('\n')], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/**
 * One request to a URL of the stack from outside any browser (a redirect is not followed), with
 * its name resolved to this machine and its certificate checked against pebble's current root.
 */
export async function answerAt(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const target = new URL(url);
  const lookup: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  const ca = target.protocol === 'https:' ? await pebbleRoot() : undefined;
  return new Promise((resolve, reject) => {
    const request = (target.protocol === 'https:' ? https : http).get(target, { lookup, ca, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer within 15 s`)));
    request.on('error', reject);
  });
}
