import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import type { APIRequestContext } from '@playwright/test';
import type { SiteRemotes } from '@school/shared/contracts/remote-releases';
import { spawnRenderer, test, expect, type NginxSite } from '../../support/nginx-site';
import { apiLogin, withToken } from '../../support/accounts';
import { copyRemote } from '../../support/remote-copy';
import { rawGet } from '../../support/raw-request';
import { ACCOUNTS } from '../../support/site';

const ORIGINAL_INTRO = 'Officers to contact for information under the Right to Information Act, 2005.';

/**
 * scripts/release-remote.mjs for the content remote, on the suite's nginx and config.json; a
 * release is registered with the suite's API, as the README's commands do. Answers what it said.
 */
function releaseContent(nginxSite: NginxSite, ...args: string[]): string {
  const register = args.includes('--rollback') ? [] : ['--api', `${nginxSite.apiOrigin}/api`];
  return execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts/release-remote.mjs'), 'content', ...args, '--releases', path.join(nginxSite.roots.content, 'releases'), '--config', nginxSite.configFile, ...register],
    { env: { ...process.env, RELEASE_TOKEN: nginxSite.releaseToken }, encoding: 'utf8' },
  );
}

/** The provider's calls on the content remote's releases through the API, with a session of its own (its second factor included). */
async function contentReleases(request: APIRequestContext, nginxSite: NginxSite) {
  const site = { url: nginxSite.url, apiUrl: `${nginxSite.apiOrigin}/api` };
  const login = await apiLogin(request, site, ACCOUNTS.provider.username, ACCOUNTS.provider.password, 'SGIUser-Admin');
  const { token } = (await login.json()) as { token: string };
  const call = (route: string, body: Record<string, unknown> = {}) => withToken(request, site, token, route, body);
  const channel = async () => {
    const { remotes } = (await (await call('/Provider/Remotes/GetAll')).json()) as { remotes: { remote: string; revision: number; releases: { version: string; registeredBy: string | null }[] }[] };
    return remotes.find((remote) => remote.remote === 'content')!;
  };
  const schools = (await (await call('/School/GetAll', { active: true })).json()) as { schoolId: number; schoolCode: string }[];
  return {
    channel,
    /** A change of the channel (Canary, Promote, Pin…), at the revision it has now. */
    async change(name: string, body: Record<string, unknown> = {}) {
      const answer = await call(`/Provider/Remotes/${name}`, { remote: 'content', revision: (await channel()).revision, ...body });
      expect([name, answer.status()]).toEqual([name, 200]);
    },
    /** The id of the school at a host name. */
    async schoolAt(host: string) {
      const { schoolCode } = (await (await request.get(`${site.apiUrl}/Site?host=${host}`)).json()) as { schoolCode: string };
      return schools.find((school) => school.schoolCode === schoolCode)!.schoolId;
    },
  };
}

// A site of its own: a version promoted here (which nothing takes back to none) is what its later pages load.
test.use({ siteName: 'release-script' });

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

  expect(release('v1')).toContain('; registered with the API (sha384-');
  await page.goto('/');
  await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
  expect(contentFiles).toContain('/releases/v1/mf-manifest.json');
  expect(contentFiles.filter((file) => !file.startsWith('/releases/v1/'))).toEqual([]);

  const newIntro = `Released alone on nginx: RTI officers, release ${Date.now()}.`;
  const copy = await copyRemote('remote-content');
  try {
    await copy.edit('src/features/staff-roster/roster-strings.ts', ORIGINAL_INTRO, newIntro);
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

test('a content release re-renders every school with its build, each serving its earlier pages until then; then the channel: a promoted version, a pin', async ({
  page,
  request,
  nginxSite,
}) => {
  test.setTimeout(300_000);
  const releases = path.join(nginxSite.roots.content, 'releases');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-renderer-'));
  // As compose runs it: the host's config.json and the content releases followed.
  const renderer = spawnRenderer(nginxSite, dataDir, { HOST_CONFIG_FILE: nginxSite.configFile, CONTENT_RELEASES_DIR: releases });
  // Each school's RTI page as a visitor without JavaScript gets it, and the build its styles come from.
  const rti = async (host: string) => {
    const answer = await rawGet(new URL(nginxSite.url).port, '/rti', host);
    expect(answer.status).toBe(200);
    const [, copy = '', style = ''] = /<link rel="stylesheet" href="([^"]+)" data-href="([^"]+)"/.exec(answer.body) ?? [];
    return { prerendered: answer.body.includes('<meta name="content-version"'), rti: />RTI<\/h1>/.test(answer.body), build: style.slice(0, style.indexOf('/chunks/') + 1), copy };
  };
  const schools = ['127.0.0.1', 'school2.localhost'];
  const builds = async () => Promise.all(schools.map(async (host) => (await rti(host)).build));
  // Which release each school's pages load (its remotes.json, which they read after their first paint): stable, pin.
  const loads = async () =>
    Promise.all(
      schools.map(async (host) => {
        const answer = await rawGet(new URL(nginxSite.url).port, '/remotes.json', host);
        if (answer.status !== 200) return null;
        const { content } = (JSON.parse(answer.body) as SiteRemotes).remotes;
        return [content.stable?.version ?? null, content.pin?.version ?? null];
      }),
    );
  const imageBuild = `${nginxSite.remotes.content}/`;
  const releasedBuild = `${nginxSite.remotes.content}/releases/rendered-1/`;
  const secondBuild = `${nginxSite.remotes.content}/releases/rendered-2/`;
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

    expect(releaseContent(nginxSite, 'rendered-1')).toContain('; registered with the API (sha384-');
    const provider = await contentReleases(request, nginxSite);
    expect((await provider.channel()).releases).toContainEqual(expect.objectContaining({ version: 'rendered-1', registeredBy: 'release script' }));
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

    // While the channel has no stable version, the schools follow config.json.
    releaseContent(nginxSite, 'rendered-2');
    await expect.poll(builds, { timeout: 60_000 }).toEqual([secondBuild, secondBuild]);

    // A promoted version is what every school is rendered with, whatever config.json names, and a
    // school's pin is what that school is rendered with. (The stable version left for the suite's
    // later tests is a copy of the build the others load.)
    await provider.change('Canary', { version: 'rendered-1', share: 10 });
    await provider.change('Promote');
    await expect.poll(builds, { timeout: 60_000 }).toEqual([releasedBuild, releasedBuild]);
    await expect.poll(loads, { timeout: 10_000 }).toEqual([['rendered-1', null], ['rendered-1', null]]);
    const second = await provider.schoolAt('school2.localhost');
    await provider.change('Pin', { schoolId: second, version: 'rendered-2' });
    await expect.poll(builds, { timeout: 60_000 }).toEqual([releasedBuild, secondBuild]);
    await expect.poll(loads, { timeout: 10_000 }).toEqual([['rendered-1', null], ['rendered-1', 'rendered-2']]);
    await provider.change('Pin', { schoolId: second, version: null });
    await expect.poll(builds, { timeout: 60_000 }).toEqual([releasedBuild, releasedBuild]);
    await expect.poll(loads, { timeout: 10_000 }).toEqual([['rendered-1', null], ['rendered-1', null]]);
  } finally {
    const exited = new Promise((resolve) => renderer.once('exit', resolve));
    renderer.kill('SIGTERM');
    await exited;
    for (const entry of ['schools', 'by-host', 'listed']) rmSync(path.join(nginxSite.prerenderDir, entry), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
