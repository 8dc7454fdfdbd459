import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * Browser tests of the composed site against production builds (`npm run build` first). Each
 * worker serves its own copy of the site on its own ports (support/site.ts), so a test may stop
 * or replace a remote's server without touching another test.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on a two-core machine: a browser test waits on its pages as much as it computes. The
  // site suite took 6.7 min with three against 7.8 with two, back to back on one machine
  // (vmstat: the cores 9 % idle with three); Jest's API suite, which computes, gained nothing.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  // The deploy suite serves the builds with nginx on PostgreSQL (`npm run test:deploy`); the
  // stack suite drives the docker-compose stack that `npm run test:stack` brings up.
  projects: [
    // The site suite records no trace (a sixth of its time went into traces it threw away);
    // a failure keeps its screenshot and the page's accessibility tree (error-context.md). To
    // chase one: `npx playwright test --project=site <spec> --trace retain-on-failure`. The deploy
    // and stack suites, few tests each and slow to run again, keep theirs.
    { name: 'site', testIgnore: ['deploy/**', 'stack/**'] },
    { name: 'deploy', testMatch: 'deploy/**/*.spec.ts', use: { trace: 'retain-on-failure' } },
    { name: 'stack', testMatch: 'stack/**/*.spec.ts', use: { trace: 'retain-on-failure' } },
    // `npm run bench:serving`: a report of what serving a page costs nginx (bench/), never in CI.
    { name: 'bench-serving', testDir: './bench', testMatch: '**/*.bench.ts' },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The host's service worker (host/public/sw.js) answers a remote's files from its kept copy
    // when the remote does not answer: it would hide the failures the tests fake, and page.route
    // does not see what it answers. Its own tests allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
});
