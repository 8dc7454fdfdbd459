import { test, expect, type Browser } from '@playwright/test';
import { compose, leftovers, waitHealthy } from '@school/tooling/compose-stack';
import { expectPictureLoaded, picture } from '../../fixtures/people/people';
import { addStaff, staffRow } from '../../fixtures/people/staff';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectHomePageWithoutProblems, pageProblems } from '../../support/page-problems';
import { readmeCommands, runShell, stack } from '../../support/stack';

// One stack, changed step by step: each test starts where the one before it left off.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: stack.url });

const MEMBER = `Stack Test ${Date.now()}`;
const PICTURE_WIDTH = 260;

/** A visitor (no session) sees the member and the member's picture on the public staff page. */
async function expectVisitorSeesMember(browser: Browser) {
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`${stack.url}/staffDetail`);
    const row = staffRow(visitor, MEMBER);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Librarian');
    await expectPictureLoaded(row.getByRole('img', { name: MEMBER }), PICTURE_WIDTH);
  } finally {
    await visitor.close();
  }
}

test('the home page renders with no CSP violation', async ({ page }) => {
  await expectHomePageWithoutProblems(page);
});

test('the school admin adds a staff member with a picture, and a visitor sees it', async ({ page, browser }) => {
  await logInAsSchoolAdmin(page, stack.url, '/Manage-Staff', stack.schoolAdmin);
  await addStaff(page, MEMBER, 'Librarian', await picture('stack.png', { width: PICTURE_WIDTH, height: 200 }, 'png'));
  await expectVisitorSeesMember(browser);
});

test('the member and the picture outlive a restart of the API, and down and up again', async ({ browser }) => {
  test.setTimeout(300_000);
  compose(['restart', 'api']);
  await waitHealthy();
  await expectVisitorSeesMember(browser);

  compose(['down']);
  expect(leftovers().containers).toEqual([]);
  compose(['up', '-d']);
  await waitHealthy();
  await expectVisitorSeesMember(browser);
});

test("a remote released and rolled back with the README's commands while a page stays open: no 404", async ({ page }) => {
  test.setTimeout(300_000);
  const commands = readmeCommands('**Releasing one remote, and rolling it back.**');
  const rollback = commands.filter((line) => line.includes('--rollback'));
  const settings = commands.filter((line) => /^\w+=/.test(line));
  const release = commands.filter((line) => !rollback.includes(line));
  const version = /release-remote\.mjs content ([\w.-]+) /.exec(release.join('\n'))?.[1];
  expect(rollback).toHaveLength(1);
  expect(version).toBeTruthy();

  const found = pageProblems(page);
  page.on('requestfailed', (request) => found.push(`failed ${request.url()}`));
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(stack.contentOrigin) && response.url().endsWith('/mf-manifest.json')) manifests.push(new URL(response.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('region', { name: /^Welcome to / })).toBeVisible();
  expect(manifests).toEqual(['/mf-manifest.json']);

  runShell(release);
  // The page opened before the release goes on to a page it has not loaded yet (no reload):
  // its chunks still come from the version it started with.
  await page.evaluate(() => {
    history.pushState(null, '', '/rti');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  expect(manifests).toEqual(['/mf-manifest.json']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  expect(manifests.at(-1)).toBe(`/releases/${version}/mf-manifest.json`);

  runShell([...settings, ...rollback]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  expect(manifests.at(-1)).toBe('/mf-manifest.json');

  expect(found).toEqual([]);
});

test('down -v removes every container, network and volume of the stack', () => {
  compose(['down', '-v']);
  expect(leftovers()).toEqual({ containers: [], networks: [], volumes: [] });
});
