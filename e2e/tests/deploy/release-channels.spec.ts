import { cpSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type * as Canary from '@school/shared/contracts/canary';
import { ROOT } from '@school/tooling/site-config';
import { apiLogin, withToken } from '../../support/accounts';
import { test, expect, type NginxSite } from '../../support/nginx-site';
import { expectPageShown } from '../../support/page-shown';
import { logInAsProvider } from '../../support/provider-admin';
import { copyRemote } from '../../support/remote-copy';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { ACCOUNTS } from '../../support/site';

/**
 * The content remote's releases as a provider runs them (docs/decisions/015-remote-releases.md):
 * two builds under the remote's /releases/, registered with the API, and the channel's stable
 * version, canary share, pins and kill switch deciding what each browser loads.
 */

// A site of its own: a promote cannot be taken back to config.json's build, which the other specs load.
test.use({ siteName: 'release-channels' });
test.describe.configure({ mode: 'serial' });

const ORIGINAL_INTRO = 'Officers to contact for information under the Right to Information Act, 2005.';
const V2_INTRO = 'Officers to contact under the RTI Act: the content remote’s release v2.';

let api: APIRequestContext;
let providerToken: string;
let site: { url: string; apiUrl: string };

/** A provider's call to the releases' API, naming the content channel's current revision when `change` is set. */
async function releases(call: string, body: Record<string, unknown> = {}, change = true) {
  let data = body;
  if (change) {
    const all = (await (await withToken(api, site, providerToken, '/Provider/Remotes/GetAll')).json()) as { remotes: { remote: string; revision: number }[] };
    data = { remote: 'content', revision: all.remotes.find((remote) => remote.remote === 'content')!.revision, ...body };
  }
  const answer = await withToken(api, site, providerToken, `/Provider/Remotes/${call}`, data);
  expect([call, answer.ok()]).toEqual([call, true]);
  return answer.json();
}

/** The version of the content remote a page asked for: its release folder, or the build config.json names. */
const versionIn = (url: string) => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? 'config.json';

/** A visitor of the canary tests: the content version its browser asked for on each load, and the id the host gave it. */
interface Visit {
  versions: string[];
  id: string;
}

// The host's own choice of a version. @school/shared is a CommonJS package to this ES module, whose
// named imports of it Node cannot see: required, it gives its exports.
const { CANARY_ID_KEY, canaryBucket, releaseFor } = createRequire(import.meta.url)('@school/shared/contracts/canary') as typeof Canary;

/** The version the channel's choice (the same function as the host's) gives the browser with `id`: v2 is the canary at `share` %, v1 stable. */
const drawn = (id: string, share: number) =>
  releaseFor({ stable: { version: 'v1', integrity: '' }, canary: { version: 'v2', integrity: '', share }, pin: null, off: false, revision: 0 }, id, 'content')?.version;

/** Browsers with ids known to fall in each part of the canary's range: three below 20 %, three from 20 to 50 %, three above. */
const KNOWN = (() => {
  const found: { id: string; bucket: number }[] = [];
  const wanted = [[0, 2000], [2000, 5000], [5000, 10_000]] as const;
  for (let index = 0; found.length < 9; index++) {
    const id = `known-visitor-${index}`;
    const bucket = canaryBucket(id, 'content');
    const [from, to] = wanted[Math.floor(found.length / 3)]!;
    if (bucket >= from && bucket < to) found.push({ id, bucket });
  }
  return found;
})();

/**
 * `count` visitors, each loading a page `loads` times in a row: browsers the site has never seen,
 * or with `ids`, the browsers that had those ids. Three browser contexts take them in turn, each
 * visitor starting with the site's storage wiped (Storage.clearDataForOrigin, and the tab's session
 * storage), which is all the host's choice reads: a new context per visitor costs about 0.6 s of
 * the two cores. The choice's statistics are the unit tests' (shared/src/contracts/canary.test.ts,
 * over 100,000 ids); here, a few dozen visitors prove the page loads what it chooses. Only which
 * manifest is asked for matters: the remote's files are blocked in the browser, so a load costs the
 * host's page and script alone (in a small window: less to paint). Blocked, not routed: a route
 * turns the HTTP cache off, and each load would fetch and compile the host's script again.
 */
async function visitors(browser: Browser, nginxSite: NginxSite, count: number, loads: number, ids?: readonly string[]): Promise<Visit[]> {
  const visits: Visit[] = [];
  let next = 0;
  const browse = async () => {
    const context = await browser.newContext({ baseURL: nginxSite.url, serviceWorkers: 'block', viewport: { width: 200, height: 150 } });
    try {
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.setBlockedURLs', { urls: [`${nginxSite.remotes.content}/*`] });
      while (next < count) {
        const index = next++;
        await devtools.send('Storage.clearDataForOrigin', { origin: new URL(nginxSite.url).origin, storageTypes: 'all' });
        // A file of the site's own, where no script of the host runs: the storage is the visitor's from here.
        await page.goto('/favicon.svg');
        await page.evaluate(
          ([key, id]) => {
            sessionStorage.clear();
            localStorage.clear();
            if (id) localStorage.setItem(key, id);
          },
          [CANARY_ID_KEY, ids?.[index] ?? ''] as const,
        );
        const versions: string[] = [];
        for (let load = 0; load < loads; load++) {
          const asked = page.waitForRequest((request) => request.url().startsWith(nginxSite.remotes.content));
          await (load === 0 ? page.goto('/rti', { waitUntil: 'commit' }) : page.reload({ waitUntil: 'commit' }));
          versions.push(versionIn((await asked).url()));
        }
        visits[index] = { versions, id: (await page.evaluate((key) => localStorage.getItem(key), CANARY_ID_KEY)) ?? '' };
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(3, count) }, browse));
  return visits;
}

/** Every uncaught error of a page, and every chunk that failed to load. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/ChunkLoadError|Loading chunk/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

test.beforeAll(async ({ nginxSite, playwright }) => {
  test.setTimeout(600_000);
  site = { url: nginxSite.url, apiUrl: `${nginxSite.apiOrigin}/api` };
  api = await playwright.request.newContext();
  const login = await apiLogin(api, site, ACCOUNTS.provider.username, ACCOUNTS.provider.password, 'SGIUser-Admin');
  providerToken = ((await login.json()) as { token: string }).token;

  // v1 is the build the host's image names; v2 the same remote with one sentence changed, built alone.
  const releasesDir = path.join(nginxSite.roots.content, 'releases');
  cpSync(path.join(ROOT, 'remote-content/dist'), path.join(releasesDir, 'v1'), { recursive: true });
  const copy = await copyRemote('remote-content');
  try {
    await copy.edit('src/features/staff-roster/roster-strings.ts', ORIGINAL_INTRO, V2_INTRO);
    await copy.build();
    cpSync(copy.dist, path.join(releasesDir, 'v2'), { recursive: true });
  } finally {
    await copy.remove();
  }
  for (const version of ['v1', 'v2']) {
    const manifest = readFileSync(path.join(releasesDir, version, 'mf-manifest.json'), 'utf8');
    await releases('Register', { remote: 'content', version, manifest }, false);
  }
  // v1 stable, the way every release becomes stable: by a canary promoted.
  await releases('Canary', { version: 'v1', share: 100 });
  await releases('Promote');
});

test.afterAll(async () => api.dispose());

test('a 20 % canary: each visitor gets the version its id draws and keeps it over reloads; at 50 % every v2 visitor stays in', async ({ browser, nginxSite }) => {
  test.setTimeout(300_000);
  await releases('Canary', { version: 'v2', share: 20 });
  // Browsers the site has never seen (the host draws their ids), and browsers whose ids are known
  // to fall inside and outside the canary, so both versions are seen in every run.
  const fresh = await visitors(browser, nginxSite, 24, 3);
  const known = await visitors(browser, nginxSite, KNOWN.length, 3, KNOWN.map(({ id }) => id));
  expect(new Set(fresh.map(({ id }) => id)).size).toBe(24);
  for (const { versions, id } of [...fresh, ...known]) expect(versions, `the versions of visitor ${id} over 3 loads`).toEqual(Array(3).fill(drawn(id, 20)));
  expect(known.map(({ versions }) => versions[0])).toEqual(KNOWN.map(({ bucket }) => (bucket < 2000 ? 'v2' : 'v1')));

  await releases('Canary', { version: 'v2', share: 50 });
  const earlier = [...fresh, ...known].filter(({ versions }) => versions[0] === 'v2').map(({ id }) => id);
  const again = await visitors(browser, nginxSite, earlier.length, 1, earlier);
  expect(again.map(({ versions }) => versions[0])).toEqual(earlier.map(() => 'v2'));
  const raised = await visitors(browser, nginxSite, KNOWN.length, 1, KNOWN.map(({ id }) => id));
  expect(raised.map(({ versions }) => versions[0])).toEqual(KNOWN.map(({ bucket }) => (bucket < 5000 ? 'v2' : 'v1')));
});

test('a school pinned to v1 gets v1 in every browser, whatever the canary; unpinned, the channel again', async ({ browser, nginxSite }) => {
  test.setTimeout(300_000);
  const schools = (await (await withToken(api, site, providerToken, '/School/GetAll', { active: true })).json()) as { schoolId: number; schoolCode: string }[];
  const schoolId = schools.find((school) => school.schoolCode === '83181')!.schoolId;
  await releases('Canary', { version: 'v2', share: 50 });
  const ids = KNOWN.map(({ id }) => id);
  await releases('Pin', { schoolId, version: 'v1' });
  const pinned = await visitors(browser, nginxSite, ids.length, 1, ids);
  expect(pinned.map(({ versions }) => versions[0])).toEqual(ids.map(() => 'v1'));

  await releases('Pin', { schoolId, version: null });
  const unpinned = await visitors(browser, nginxSite, ids.length, 1, ids);
  expect(unpinned.map(({ versions }) => versions[0])).toEqual(ids.map((id) => drawn(id, 50)));
});

test('switched off, an open page shows the maintenance message within a minute, with no error, while the admin areas work', async ({ page, browser, nginxSite }) => {
  test.setTimeout(300_000);
  await releases('Canary', { version: null, share: 0 });
  const problems = problemsOf(page);
  // The page's own clock, so its minute passes at once instead of being waited out.
  await page.clock.install();
  await page.goto('/rti');
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();

  await releases('SwitchOff', { off: true });
  try {
    // The page asks again each minute.
    await page.clock.fastForward('01:01');
    await expect(page.getByRole('heading', { name: 'This part of the site is closed for maintenance' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(ORIGINAL_INTRO)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();

    // A page opened now says so at once; in Hindi too.
    const hindi = await browser.newPage({ baseURL: nginxSite.url });
    await hindi.goto('/staffDetail?lang=hi');
    await expect(hindi.getByRole('heading', { name: 'साइट का यह भाग रखरखाव के लिए बंद है' })).toBeVisible();
    await hindi.close();
    // The school's admin area is another remote: it works.
    const admin = await browser.newPage();
    await logInAsSchoolAdmin(admin, nginxSite.url, '/Manage-Audit');
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await admin.close();
  } finally {
    await releases('SwitchOff', { off: false });
  }
  expect(problems).toEqual([]);
});

test('a rollback while a page is open: its pages go on loading from the build it started with, no chunk fails; a reload gets the rolled-back one', async ({ page, nginxSite }) => {
  test.setTimeout(300_000);
  await releases('Canary', { version: 'v2', share: 100 });
  await releases('Promote');
  const problems = problemsOf(page);
  await page.goto('/rti');
  await expect(page.getByText(V2_INTRO)).toBeVisible();
  const contentFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(nginxSite.remotes.content)) contentFiles.push(new URL(request.url()).pathname);
  });

  await releases('Rollback');
  // Pages whose chunks the open page has not loaded yet, reached in the browser (no reload).
  for (const route of ['/staffDetail', '/alumni', '/photos', '/notices']) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expectPageShown(page);
  }
  expect(problems).toEqual([]);
  expect(contentFiles.length).toBeGreaterThan(0);
  expect(contentFiles.filter((file) => !file.startsWith('/releases/v2/'))).toEqual([]);

  await page.goto('/rti');
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
});

test('?remote= tries a release in a provider user’s tab only, with a banner; anyone else’s is ignored', async ({ page, browser, nginxSite }) => {
  test.setTimeout(300_000);
  const visitor = await browser.newPage({ baseURL: nginxSite.url });
  const asked: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().startsWith(nginxSite.remotes.content)) asked.push(versionIn(request.url()));
  });
  await visitor.goto('/rti?remote=content@v2');
  await expect(visitor.getByText(ORIGINAL_INTRO)).toBeVisible();
  expect(asked.filter((version) => version !== 'config.json')).toEqual(['v1']);
  await expect(visitor.getByRole('region', { name: 'Release being tried' })).toHaveCount(0);
  await visitor.close();

  // A provider user signs in at the school's own address, then opens a page with the release to try.
  await logInAsProvider(page);
  await page.goto('/rti?remote=content@v2');
  await expect(page.getByText(V2_INTRO)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Release being tried' });
  await expect(banner).toContainText('This tab loads content@v2 to try it. Visitors do not see it.');
  // Kept for the tab, without the address's parameter.
  await page.goto('/rti');
  await expect(page.getByText(V2_INTRO)).toBeVisible();

  await banner.getByRole('button', { name: 'Stop trying' }).click();
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  await expect(banner).toHaveCount(0);
});
