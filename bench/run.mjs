// @ts-check
// `npm run bench` (after the build): serves the production builds with the renderer's
// prerendered pages, loads each page in Debian's Chromium with a cold cache and reports
// requests, bytes over the wire and which remotes and React chunks each page fetched; whether the
// home page paints without JavaScript; Lighthouse on the public pages; and how long the renderer
// takes for three schools. Prints a table and writes bench-results/latest.json.
// Benchmarks report, they do not gate: a missed target still exits 0; a failed measurement
// exits 1.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@school/tooling/chromium';
import { ROOT } from '@school/tooling/site-config';
import { benchEnv, demoSchool, startSite } from './lib/site.mjs';
import { firstPaintWithoutJs, measurePage } from './lib/measure-page.mjs';
import { checkTargets, summarise } from './lib/summarise.mjs';
import { formatReport } from './lib/report.mjs';
import { benchApi, formatApiReport } from './lib/api-bench.mjs';
import { formatAnchorReport, formatLighthouseReport, lighthouseMedian } from './lib/lighthouse.mjs';
import { makeAnchors } from './lib/anchors.mjs';
import { benchRender, formatRenderReport } from './lib/render-bench.mjs';
import { startTlsFront } from './lib/tls-front.mjs';

/** The pages measured: the public home page (in English and Hindi) and RTI page, and the two login pages (admin remotes). */
const PAGES = ['/', '/?lang=hi', '/rti', '/login', '/sgi-login'];

/** Host on 19000, remotes on 19001-19003, API 19004: clear of `npm start` and the browser tests. */
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 19_000);

const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

const RESULTS_FILE = path.join(ROOT, 'bench-results', 'latest.json');

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return null;
  }
}

async function main() {
  const env = benchEnv(BASE_PORT);
  /** @type {import('./lib/site.mjs').Site | undefined} */
  let site;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    site = await startSite(env);
    const school = await demoSchool(site);
    browser = await chromium.launch(CHROMIUM);
    const pages = [];
    for (const pagePath of PAGES) pages.push(summarise(await measurePage(browser, site, pagePath), site));
    const withoutJs = await firstPaintWithoutJs(browser, site, '/', school.name);
    const targets = checkTargets(pages, withoutJs);

    const chromiumVersion = browser.version();
    console.log(`Bench: ${site.url} (remotes on ${site.ports.content}-${site.ports.providerAdmin}), Chromium ${chromiumVersion}\n`);
    console.log(formatReport(pages, targets));

    // The browser is closed first: Lighthouse and the API load test want both cores.
    await browser.close();
    browser = undefined;
    // The public pages as prerendered (issue 32): the home page and a notice's, in both languages
    // (the Hindi ones fetch the Devanagari font besides).
    const lighthousePages = ['/', '/?lang=hi', school.noticePath, `${school.noticePath}?lang=hi`];
    const notWritten = lighthousePages.filter((pagePath) => !site?.isPrerendered(pagePath));
    if (notWritten.length) throw new Error(`The renderer wrote no page for ${notWritten.join(', ')}: Lighthouse would measure the shell`);
    // The same first screens as a static page and as a plain React SPA (lib/anchors.mjs), for
    // the home page in both languages and the notice's page: what the prerendered pages are held to.
    const anchorPages = lighthousePages.slice(0, 3);
    const anchors = await makeAnchors(site.url, anchorPages);
    // Through TLS and HTTP/2, as a visitor gets the pages (lib/tls-front.mjs), the anchors from the same front.
    const front = await startTlsFront({ port: BASE_PORT + 5, target: site.url, files: anchors.files });
    const lighthouse = [];
    const anchored = [];
    try {
      for (const pagePath of lighthousePages) {
        const figures = await lighthouseMedian(`${front.url}${pagePath}`, { chromePath: CHROMIUM.executablePath });
        console.log(`\n${formatLighthouseReport(figures)}`);
        lighthouse.push(figures);
      }
      for (const [index, pagePath] of anchorPages.entries()) {
        const paths = anchors.pathsOf(pagePath);
        const page = lighthouse[index];
        const [staticPage, spa] = [await lighthouseMedian(`${front.url}${paths.static}`, { chromePath: CHROMIUM.executablePath }), await lighthouseMedian(`${front.url}${paths.spa}`, { chromePath: CHROMIUM.executablePath })];
        if (page) anchored.push({ page: pagePath, ours: page.median, static: staticPage.median, spa: spa.median });
      }
      console.log(`\n${formatAnchorReport(anchored)}`);
    } finally {
      await front.stop();
    }

    const render = await benchRender(site);
    console.log(`\n${formatRenderReport(render)}`);

    // `--web-only` skips the API load test, for quick rounds on the pages.
    const api = process.argv.includes('--web-only') ? null : await benchApi(BASE_PORT + 104);
    if (api) console.log(`\n${formatApiReport(api)}`);

    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    const results = {
      generatedAt: new Date().toISOString(),
      git: gitCommit(),
      node: process.version,
      chromium: chromiumVersion,
      site: { url: site.url, ports: site.ports },
      units: 'bytes; *WireBytes are as received (compressed), jsDecodedBytes after decompression',
      pages,
      firstPaintWithoutJs: withoutJs,
      targets,
      lighthouse,
      anchored,
      render,
      api,
    };
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nFigures written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
    return 0;
  } catch (error) {
    console.error('\nMeasurement failed:', error instanceof Error ? error.stack ?? error.message : error);
    return 1;
  } finally {
    await browser?.close().catch((error) => console.error('Closing Chromium failed:', error));
    await site?.stop();
  }
}

process.exitCode = await main();
