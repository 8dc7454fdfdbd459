import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { spawnRenderer, test, expect } from '../support/nginx-site';
import { rawGet } from '../support/raw-request';

/**
 * `npm run bench:serving`: what serving a school's page costs the host's nginx (the production
 * template, docs/prerendered-pages.md#the-site-from-its-own-files), against a file. The renderer
 * writes the demo schools' files, then h2load (Debian's nghttp2-client) asks, one after another
 * in one window, over HTTP/1.1 on loopback, gzip asked:
 *   - the prerendered home page: a file the renderer wrote, its precompressed copy sent as it is;
 *   - a page of the shell (a list's later page), put together by SSI with the school's head
 *     from its folder, compressed at each request;
 *   - the build's hashed file whose compressed copy is nearest the page's in size.
 * Reports requests per second, the mean time of a request, and the page's rate as a share of the
 * file's. A report, not a gate.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const ROUNDS = 3;

interface Figures {
  what: string;
  perSecond: number;
  meanMs: number;
  failed: number;
}

/** h2load's figures for `url` (its host name is the school's: 127.0.0.1 is the first demo school's). */
function h2load(what: string, url: string): Figures {
  const output = execFileSync('h2load', ['--h1', '-n', String(REQUESTS), '-c', String(CLIENTS), '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' });
  const perSecond = Number(/finished in [\d.]+m?s, ([\d.]+) req\/s/.exec(output)?.[1]);
  const mean = /time for request:\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/.exec(output);
  const meanMs = Number(mean?.[1]) * (mean?.[2] === 'us' ? 0.001 : mean?.[2] === 's' ? 1000 : 1);
  const failed = Number(/(\d+) failed/.exec(output)?.[1]);
  // A measurement of failures measures nothing.
  if (!(failed === 0 && /status codes: \d+ 2xx, 0 3xx, 0 4xx, 0 5xx/.test(output))) throw new Error(`h2load's requests for ${what} failed:\n${output}`);
  return { what, perSecond, meanMs, failed };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The host build's hashed file (a chunk) whose gzipped copy is nearest `size` bytes. */
function nearestFile(size: number): { name: string; size: number } {
  const chunks = path.join(ROOT, 'host', 'dist', 'chunks');
  const files = readdirSync(chunks)
    .filter((name) => /\.[0-9a-f]{8}\.(js|css)$/.test(name) && existsSync(path.join(chunks, `${name}.gz`)))
    .map((name) => ({ name, size: statSync(path.join(chunks, `${name}.gz`)).size }));
  const [nearest] = files.sort((a, b) => Math.abs(a.size - size) - Math.abs(b.size - size));
  if (!nearest) throw new Error('The host build has no compressed chunk to compare with');
  return nearest;
}

test('serving a page from the files, against the shell put together and a file of its size', async ({ nginxSite }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-renderer-'));
  const renderer = spawnRenderer(nginxSite, dataDir);
  const home = path.join(nginxSite.prerenderDir, 'by-host', '127.0.0.1', 'current', 'en', 'index.html');
  try {
    for (const deadline = Date.now() + 60_000; !existsSync(home); await new Promise((resolve) => setTimeout(resolve, 200))) {
      expect(Date.now() < deadline, 'the renderer wrote the home page within 60 s').toBe(true);
    }
  } finally {
    renderer.kill('SIGTERM');
  }
  const port = new URL(nginxSite.url).port;
  const page = await rawGet(port, '/', '127.0.0.1');
  expect([page.status, page.body]).toEqual([200, expect.stringContaining('<meta name="content-version"')]);
  const file = nearestFile(statSync(`${home}.gz`).size);

  // Three rounds, each case once a round, and the median round of each: the first round also warms nginx.
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push([
      h2load(`prerendered home page (${kB(statSync(`${home}.gz`).size)} gzipped), a file`, `${nginxSite.url}/`),
      h2load('the shell put together (/notices?page=2)', `${nginxSite.url}/notices?page=2`),
      h2load(`${file.name} (${kB(file.size)} gzipped), a file`, `${nginxSite.url}/chunks/${file.name}`),
    ]);
  }
  const figures = rounds[0]!.map((_, index) => {
    const runs = rounds.map((round) => round[index]!).sort((a, b) => a.perSecond - b.perSecond);
    return runs[Math.floor(runs.length / 2)]!;
  });

  console.log(`\nServing on this machine, h2load --h1 -n ${REQUESTS} -c ${CLIENTS}, gzip asked, the median of ${ROUNDS} rounds:`);
  for (const { what, perSecond, meanMs, failed } of figures) console.log(`  ${what.padEnd(56)} ${perSecond.toFixed(0).padStart(6)} req/s  mean ${meanMs.toFixed(2)} ms  failed ${failed}`);
  console.log(`  the page's rate is ${(figures[0]!.perSecond / figures[2]!.perSecond).toFixed(2)} × the file's`);
  for (const entry of ['schools', 'by-host', 'listed']) rmSync(path.join(nginxSite.prerenderDir, entry), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});
