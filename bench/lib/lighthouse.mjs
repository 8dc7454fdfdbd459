// @ts-check
// Lighthouse (mobile defaults: an emulated mid-range phone on a throttled network) on one page,
// run several times in Debian's Chromium; the median of each figure is what the issue targets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '@school/tooling/chromium';

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * @param {string} url
 * @param {{ chromePath: string, runs?: number }} options
 */
export async function lighthouseMedian(url, { chromePath, runs = 3 }) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpElement: /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details)?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    url,
    runs,
    samples,
    median: {
      performance: median(samples.map((sample) => sample.performance)),
      lcpMs: median(samples.map((sample) => sample.lcpMs)),
      cls: median(samples.map((sample) => sample.cls)),
      tbtMs: median(samples.map((sample) => sample.tbtMs)),
      fcpMs: median(samples.map((sample) => sample.fcpMs)),
    },
  };
}

/** @param {Awaited<ReturnType<typeof lighthouseMedian>>} figures */
export function formatLighthouseReport(figures) {
  const { median: m } = figures;
  const pass = m.performance >= 95 && m.lcpMs <= 2000 && m.cls <= 0.02;
  return [
    `Lighthouse on ${figures.url} (mobile defaults), median of ${figures.runs}: performance ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, TBT ${Math.round(m.tbtMs)} ms, FCP ${(m.fcpMs / 1000).toFixed(2)} s`,
    `  runs: ${figures.samples.map((sample) => sample.performance).join(', ')}; LCP element: ${figures.samples[0]?.lcpElement ?? 'unknown'}`,
    `Target (performance >= 95, LCP <= 2.0 s, CLS <= 0.02): ${pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
