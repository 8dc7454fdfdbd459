import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { test, expect, type NginxSite } from '../../support/nginx-site';
import { copyRemote } from '../../support/remote-copy';
import { rawGet } from '../../support/raw-request';

const ORIGINAL_INTRO = 'Officers to contact for information under the Right to Information Act, 2005.';

/** scripts/release-remote.mjs for the content remote, on the suite's nginx and config.json. */
function releaseContent(nginxSite: NginxSite, ...args: string[]) {
  execFileSync(process.execPath, [
    path.join(ROOT, 'scripts/release-remote.mjs'),
    'content',
    ...args,
    '--releases',
    path.join(nginxSite.roots.content, 'releases'),
    '--config',
    nginxSite.configFile,
  ]);
}

test('a remote released alone on nginx: open pages keep working, a reload shows it, a rollback restores the old one', async ({
  page,
  nginxSite,
}) => {
  test.setTimeout(300_000);
  const release = (...args: string[]) => releaseContent(nginxSite, ...args);
  const failures: string[] = [];
  const contentFiles: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    if (response.url().startsWith(nginxSite.remotes.content)) contentFiles.push(new URL(response.url()).pathname);
  });
  // A reload aborts what the page was still loading (its pictures, on a busy machine): no failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  const loadedSince = (mark: number) => contentFiles.slice(mark);

  release('v1');
  await page.goto('/');
  await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
  expect(contentFiles).toContain('/releases/v1/mf-manifest.json');
  expect(contentFiles.filter((file) => !file.startsWith('/releases/v1/'))).toEqual([]);

  const newIntro = `Released alone on nginx: RTI officers, release ${Date.now()}.`;
  const copy = await copyRemote('remote-content');
  try {
    await copy.edit('src/i18n/content-strings.ts', ORIGINAL_INTRO, newIntro);
    await copy.build();
    release('v2', '--from', copy.dist);
  } finally {
    await copy.remove();
  }

  // The page opened before the release goes on to a page it has not loaded yet, in the
  // browser (no reload): that page's lazy chunk comes from v1, which is still there.
  let mark = contentFiles.length;
  await page.evaluate(() => {
    history.pushState(null, '', '/rti');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  expect(loadedSince(mark).some((file) => /^\/releases\/v1\/chunks\/.*rti.*\.js$/.test(file))).toBe(true);

  mark = contentFiles.length;
  await page.reload();
  await expect(page.getByText(newIntro)).toBeVisible();
  expect(loadedSince(mark)).toContain('/releases/v2/mf-manifest.json');

  release('--rollback');
  await page.reload();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  await expect(page.getByText(newIntro)).toHaveCount(0);

  // Back to the build the image was made with.
  release('--rollback');
  mark = contentFiles.length;
  await page.reload();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  expect(loadedSince(mark)).toContain('/mf-manifest.json');

  expect(failures).toEqual([]);
});

test('a content release re-renders every school with its build, each serving its earlier pages until then; a rollback too', async ({ page, nginxSite }) => {
  test.setTimeout(240_000);
  const releases = path.join(nginxSite.roots.content, 'releases');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-renderer-'));
  // As compose runs it: the host's config.json and the content releases followed.
  const renderer = spawn(process.execPath, [path.join(ROOT, 'scripts/prerender.mjs')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      RENDERER_API_URL: `${nginxSite.apiOrigin}/api`,
      RENDERER_TOKEN: nginxSite.rendererToken,
      PRERENDER_DIR: nginxSite.prerenderDir,
      SITE_ORIGIN: `http://{host}:${new URL(nginxSite.url).port}`,
      // The API's public name, as compose's renderer has it, resolves nowhere here: the renderer
      // reaches the API at RENDERER_API_URL for every call, GET or POST.
      API_URL: 'http://api.school.invalid/api',
      REMOTE_CONTENT_URL: `${nginxSite.remotes.content}/mf-manifest.json`,
      HOST_CONFIG_FILE: nginxSite.configFile,
      CONTENT_RELEASES_DIR: releases,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Each school's RTI page as a visitor without JavaScript gets it, and the build its styles come from.
  const rti = async (host: string) => {
    const answer = await rawGet(new URL(nginxSite.url).port, '/rti', host);
    expect(answer.status).toBe(200);
    const [, copy = '', style = ''] = /<link rel="stylesheet" href="([^"]+)" data-href="([^"]+)"/.exec(answer.body) ?? [];
    return { prerendered: answer.body.includes('<meta name="content-version"'), rti: />RTI<\/h1>/.test(answer.body), build: style.slice(0, style.indexOf('/chunks/') + 1), copy };
  };
  const schools = ['127.0.0.1', 'school2.localhost'];
  const builds = async () => Promise.all(schools.map(async (host) => (await rti(host)).build));
  const imageBuild = `${nginxSite.remotes.content}/`;
  const releasedBuild = `${nginxSite.remotes.content}/releases/rendered-1/`;
  try {
    await expect.poll(builds, { timeout: 60_000 }).toEqual([imageBuild, imageBuild]);
    // The lists, whose data come by POST, too.
    for (const route of ['/staffDetail', '/alumni', '/photos']) {
      expect([route, (await rawGet(new URL(nginxSite.url).port, route, '127.0.0.1')).body]).toEqual([route, expect.stringContaining('<meta name="content-version"')]);
    }
    // The page's style sheets are the renderer's copies, from the host's nginx, kept a year.
    const { copy } = await rti('127.0.0.1');
    expect(copy).toMatch(/^\/content-styles\/\w+\/chunks\/.+\.css$/);
    const sheet = await fetch(`${nginxSite.url}${copy}`);
    expect([sheet.status, sheet.headers.get('content-type'), sheet.headers.get('cache-control')]).toEqual([200, 'text/css', 'public, max-age=31536000, immutable']);
    expect(sheet.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
    expect((await fetch(`${nginxSite.url}/content-styles/none/chunks/x.css`)).status).toBe(404);

    releaseContent(nginxSite, 'rendered-1');
    // Until a school's new pages are whole, its earlier ones are served: every answer is a whole page.
    await expect
      .poll(
        async () => {
          for (const host of schools) expect(await rti(host)).toMatchObject({ prerendered: true, rti: true });
          return builds();
        },
        { timeout: 60_000 },
      )
      .toEqual([releasedBuild, releasedBuild]);
    // The release's server build is the renderer's, never served.
    for (const file of ['server/app.cjs', 'server/build.json']) expect((await fetch(`${releasedBuild}${file}`)).status).toBe(404);

    // The page made with the release is hydrated with it: nothing rendered afresh.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/rti');
    await expect(page.locator('html[data-page-shown="/rti"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
    expect(problems).toEqual([]);

    releaseContent(nginxSite, '--rollback');
    await expect.poll(builds, { timeout: 60_000 }).toEqual([imageBuild, imageBuild]);
  } finally {
    const exited = new Promise((resolve) => renderer.once('exit', resolve));
    renderer.kill('SIGTERM');
    await exited;
    for (const entry of ['schools', 'by-host']) rmSync(path.join(nginxSite.prerenderDir, entry), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
