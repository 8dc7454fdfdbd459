import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { spawnRenderer, test, expect } from '../support/nginx-site';
import { rawGet } from '../support/raw-request';

/**
 * `npm run bench:serving`: what serving a school's page costs the host's nginx (the production
 * template, docs/prerendered-pages.md#the-site-from-its-own-files), against a file. The renderer
 * writes the demo schools' files, then h2load (Debian's nghttp2-client) asks, one after another
 * in one window, over HTTP/1.1 on loopback:
 *   - the prerendered home page put together from the files (the head and config.json by SSI);
 *   - the same page with its head asked of the API at each request, as where no renderer has
 *     written (one API call a view; until 2026-12-02 every view made two);
 *   - a 19 kB style sheet of the same nginx, as a file.
 * Reports requests per second and the mean time of a request. A report, not a gate.
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

test('serving a page from the files, against the API asked per view and a plain file', async ({ nginxSite }) => {
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
  const sheet = `/chunks/${readdirSync(path.join(ROOT, 'host', 'dist', 'chunks')).find((file) => /\.[0-9a-f]{8}\.css$/.test(file))}`;

  // Three rounds, each case once a round, and the median round of each: the first round also warms nginx.
  const school = path.join(nginxSite.prerenderDir, 'by-host', '127.0.0.1');
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const figures = [h2load('prerendered home page, from the files', `${nginxSite.url}/`)];
    // Where no renderer has written the head (nor listed the schools): the same file, with the API asked for its head.
    const away = [path.join(school, 'head.html'), path.join(school, 'head-home.html'), path.join(nginxSite.prerenderDir, 'listed')];
    for (const file of away) renameSync(file, `${file}.away`);
    try {
      const asked = (await rawGet(port, '/', '127.0.0.1')).body;
      expect([asked.includes('<meta name="content-version"'), asked.includes('<script id="site-data"')]).toEqual([true, true]);
      figures.push(h2load('the same page, its head from the API', `${nginxSite.url}/`));
    } finally {
      for (const file of away) renameSync(`${file}.away`, file);
    }
    figures.push(h2load(`a style sheet (${sheet.split('/').pop()}), a file`, `${nginxSite.url}${sheet}`));
    rounds.push(figures);
  }
  const figures = rounds[0]!.map((_, index) => {
    const runs = rounds.map((round) => round[index]!).sort((a, b) => a.perSecond - b.perSecond);
    return runs[Math.floor(runs.length / 2)]!;
  });

  console.log(`\nServing on this machine, h2load --h1 -n ${REQUESTS} -c ${CLIENTS}, gzip asked, the median of ${ROUNDS} rounds:`);
  for (const { what, perSecond, meanMs, failed } of figures) console.log(`  ${what.padEnd(48)} ${perSecond.toFixed(0).padStart(6)} req/s  mean ${meanMs.toFixed(2)} ms  failed ${failed}`);
  for (const entry of ['schools', 'by-host', 'listed']) rmSync(path.join(nginxSite.prerenderDir, entry), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});
