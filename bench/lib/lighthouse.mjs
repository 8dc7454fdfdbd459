// @ts-check
// Lighthouse (mobile defaults: an emulated mid-range phone on a throttled network) on one page,
// run several times in Debian's Chromium; the median of each figure is what the issue targets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '@school/tooling/chromium';

/** Issue 32's targets for a prerendered public page, on the median of the runs. */
export const LIGHTHOUSE_TARGET = { performance: 99, lcpMs: 1200, cls: 0.01, tbtMs: 100 };

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * The parts of the LCP (time to first byte, load delay, load time, render delay) in ms, as
 * Lighthouse's LCP element audit breaks it down: which one is large says why LCP is late.
 * @param {any} details the audit's details
 * @returns {Record<string, number>}
 */
function lcpPhases(details) {
  const table = details?.items?.find((/** @type {any} */ item) => item?.headings?.some((/** @type {any} */ heading) => heading.key === 'phase'));
  return Object.fromEntries((table?.items ?? []).map((/** @type {any} */ row) => [String(row.phase), Math.round(Number(row.timing))]));
}

/**
 * @param {string} url
 * @param {{ chromePath: string, runs?: number }} options
 */
export async function lighthouseMedian(url, { chromePath, runs = 3 }) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      // The pages come through the bench's TLS front, whose certificate is made for the run.
      chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const lcpElement = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details);
      /** @type {{ element: string | null, score: number, causes: string[] }[]} */
      const layoutShifts = (/** @type {any} */ (lhr.audits['layout-shifts']?.details)?.items ?? []).map((/** @type {any} */ item) => ({
        element: item.node?.snippet ?? null,
        score: Number(item.score),
        causes: (item.subItems?.items ?? []).map((/** @type {any} */ sub) => `${sub.cause}${sub.extra ? ` (${sub.extra.value ?? sub.extra.snippet})` : ''}`),
      }));
      /** @type {{ url: string, wastedMs: number }[]} */
      const renderBlocking = (/** @type {any} */ (lhr.audits['render-blocking-resources']?.details)?.items ?? []).map(
        (/** @type {any} */ item) => ({ url: String(item.url), wastedMs: Math.round(Number(item.wastedMs)) }),
      );
      /** @type {{ resourceType?: string, priority?: string, transferSize?: number, url: string }[]} */
      const requests = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
      const styleSheets = requests.filter((request) => request.resourceType === 'Stylesheet' && request.priority === 'VeryHigh');
      samples.push({
        /** The page's bytes as sent, and its style sheets' (those the first paint waits for), headers included. */
        pageBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? NaN,
        styleSheetBytes: styleSheets.map((request) => request.transferSize ?? 0),
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        speedIndexMs: lhr.audits['speed-index']?.numericValue ?? NaN,
        lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        lcpPhases: lcpPhases(lcpElement),
        /** What held the first paint back: style sheets and scripts the page waits for. */
        renderBlocking,
        renderBlockingSavingsMs: Math.round(lhr.audits['render-blocking-resources']?.numericValue ?? 0),
        /** What moved, the largest shift first, and why when Chromium knows (a font, an unsized image). */
        layoutShifts,
      });
    } finally {
      await chrome.kill();
    }
  }
  const m = {
    performance: median(samples.map((sample) => sample.performance)),
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    cls: median(samples.map((sample) => sample.cls)),
    tbtMs: median(samples.map((sample) => sample.tbtMs)),
    fcpMs: median(samples.map((sample) => sample.fcpMs)),
    speedIndexMs: median(samples.map((sample) => sample.speedIndexMs)),
  };
  const t = LIGHTHOUSE_TARGET;
  return { url, runs, samples, median: m, target: t, pass: m.performance >= t.performance && m.lcpMs <= t.lcpMs && m.cls <= t.cls && m.tbtMs <= t.tbtMs };
}

const kB = (/** @type {number | undefined} */ bytes) => `${((bytes ?? NaN) / 1000).toFixed(1)} kB`;

/** @param {Awaited<ReturnType<typeof lighthouseMedian>>} figures */
export function formatLighthouseReport(figures) {
  const { median: m, target: t } = figures;
  // The run whose LCP is the median one: its breakdown explains the median figure.
  const medianRun = figures.samples.find((sample) => sample.lcpMs === m.lcpMs) ?? figures.samples[0];
  const phases = Object.entries(medianRun?.lcpPhases ?? {})
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ');
  const blocking = medianRun?.renderBlocking ?? [];
  const longestBlocking = [...blocking]
    .sort((a, b) => b.wastedMs - a.wastedMs)
    .slice(0, 3)
    .map((item) => `${new URL(item.url).pathname} ${item.wastedMs} ms`)
    .join(', ');
  // The run whose CLS is the median one: what moved in it.
  const shift = [...((figures.samples.find((sample) => sample.cls === m.cls) ?? medianRun)?.layoutShifts ?? [])].sort((a, b) => b.score - a.score)[0];
  return [
    `Lighthouse on ${figures.url} (mobile defaults), median of ${figures.runs}: performance ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, TBT ${Math.round(m.tbtMs)} ms, FCP ${(m.fcpMs / 1000).toFixed(2)} s, Speed Index ${(m.speedIndexMs / 1000).toFixed(2)} s`,
    `  runs: ${figures.samples.map((sample) => sample.performance).join(', ')}; LCP element: ${medianRun?.lcpElement ?? 'unknown'}`,
    `  LCP parts: ${phases || 'unknown'}`,
    // The first round trip of a new connection carries ten TCP segments (14.6 kB, Lighthouse's
    // simulation too): a page and its first style sheet within it paint a round trip sooner.
    `  as sent: the page ${kB(medianRun?.pageBytes)}, its style sheets ${(medianRun?.styleSheetBytes ?? []).map(kB).join(' + ') || 'none'} (a first round trip carries 14.6 kB)`,
    `  render-blocking: ${
      blocking.length ? `${blocking.length} resources, Lighthouse's estimated saving ${medianRun?.renderBlockingSavingsMs} ms (longest: ${longestBlocking})` : 'none'
    }`,
    ...(shift ? [`  largest layout shift: ${shift.score.toFixed(3)} ${shift.element ?? 'unknown element'}${shift.causes.length ? `; ${shift.causes.join('; ')}` : ''}`] : []),
    `Target (performance >= ${t.performance}, LCP <= ${(t.lcpMs / 1000).toFixed(1)} s, CLS <= ${t.cls}, TBT <= ${t.tbtMs} ms): ${figures.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}

/**
 * The prerendered pages beside their anchors (lib/anchors.mjs), medians of each, and issue 47's
 * targets: LCP at most 1.1 times the static page's, TBT at most twice the plain SPA's, score 100.
 * @param {{ page: string, ours: any, static: any, spa: any }[]} rows
 */
export function formatAnchorReport(rows) {
  const cell = (/** @type {any} */ m) => `${String(m.performance).padStart(3)} / ${(m.lcpMs / 1000).toFixed(2)} s / ${String(Math.round(m.tbtMs)).padStart(4)} ms`;
  const lines = rows.map(({ page, ours, static: staticPage, spa }) => {
    const lcp = ours.lcpMs / staticPage.lcpMs;
    const tbt = ours.tbtMs / Math.max(spa.tbtMs, 1);
    const pass = lcp <= 1.1 && tbt <= 2 && ours.performance === 100;
    return `  ${page.padEnd(18)} ${cell(ours)}   ${cell(staticPage)}   ${cell(spa)}   LCP ${lcp.toFixed(2)} x static, TBT ${tbt.toFixed(1)} x SPA: ${pass ? 'PASS' : 'FAIL'}`;
  });
  return [
    'Lighthouse (mobile, median of 3), score / LCP / TBT: the prerendered page, the same first screen as static HTML, as a plain React SPA',
    `  ${'page'.padEnd(18)} ${'prerendered'.padEnd(22)}   ${'static HTML'.padEnd(22)}   ${'plain React SPA'.padEnd(22)}   target: LCP <= 1.1 x static, TBT <= 2 x SPA, score 100`,
    ...lines,
  ].join('\n');
}
