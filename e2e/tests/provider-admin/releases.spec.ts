import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from '@school/tooling/site-config';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsProvider, unique } from '../../support/provider-admin';
import { keepScreenshot } from '../../support/screenshots';

/**
 * The Releases screen on the real API (decision 015): a real build's manifest registered (the
 * content remote's, as `npm run build` wrote it; the API checks it against host/dist/host-contract.json),
 * then the content remote's channel driven through every change. The worker's API keeps its data
 * across tests, so versions are new each run and nothing assumes the channel starts empty.
 */
// A site of its own: a version promoted here is what every later page of the site would load.
test.use({ siteName: 'releases' });

const CONTENT_MANIFEST = path.join(ROOT, 'remote-content/dist/mf-manifest.json');

const content = (page: Page) => page.getByRole('region', { name: 'Public content', exact: true });
/** A line of the remote's channel: Stable, Canary, A rollback returns to. */
const channelLine = (remote: Locator, name: string) => remote.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

async function openReleases(page: Page) {
  await logInAsProvider(page, '/sgi-admin/releases');
  await expect(page.getByRole('heading', { level: 2, name: 'Releases' })).toBeVisible();
  await expect(content(page)).toBeVisible();
}

/** Registers `version` of a remote by the content remote's built manifest, chosen as a file. */
async function register(page: Page, version: string, remote = 'Public content') {
  await page.getByRole('button', { name: 'Register a release', exact: true }).click();
  const form = page.getByRole('region', { name: 'Register a release' });
  await form.getByLabel('Remote').selectOption({ label: remote });
  await form.getByLabel('Version').fill(version);
  await form.getByLabel('The build’s mf-manifest.json').setInputFiles(CONTENT_MANIFEST);
  await expect(form.getByLabel('Manifest text')).toHaveValue(/"name": ?"content"/);
  await form.getByRole('button', { name: 'Register' }).click();
  return form;
}

async function setCanary(remote: Locator, version: string, share: number) {
  await remote.getByLabel('Canary version').selectOption(version);
  await remote.getByLabel('Share of browsers (%)').fill(String(share));
  await remote.getByRole('button', { name: 'Set canary' }).click();
}

/** Answers the switch's confirmation (the page's alertdialog) with its action. */
async function confirmSwitch(page: Page, question: string, action: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('a provider registers a real build, runs it as a 20 % canary, promotes, rolls back, pins a school and switches the remote off and on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReleases(page);
  await expect(page.getByRole('navigation', { name: 'Provider administration' }).getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');

  const first = unique('e2e-a');
  const second = unique('e2e-b');
  for (const version of [first, second]) {
    await register(page, version);
    await expect(page.getByRole('region', { name: 'Register a release' })).toBeHidden();
    await expect(content(page).getByRole('table', { name: 'Registered releases of Public content' }).getByRole('row', { name: new RegExp(version) })).toContainText('SGI Administrator');
  }
  // Newest first.
  const versions = content(page).getByRole('table', { name: 'Registered releases of Public content' }).getByRole('rowheader');
  await expect(versions.first()).toHaveText(second);

  await setCanary(content(page), first, 20);
  await expect(channelLine(content(page), 'Canary')).toHaveText(`${first}, to 20 % of browsers`);

  await content(page).getByRole('button', { name: `Promote ${first} to stable` }).click();
  await expect(channelLine(content(page), 'Stable')).toHaveText(first);
  await expect(channelLine(content(page), 'Canary')).toHaveText('None');

  await setCanary(content(page), second, 50);
  await content(page).getByRole('button', { name: `Promote ${second} to stable` }).click();
  await expect(channelLine(content(page), 'Stable')).toHaveText(second);
  await expect(channelLine(content(page), 'A rollback returns to')).toHaveText(first);
  await content(page).getByRole('button', { name: `Roll back to ${first}` }).click();
  await expect(channelLine(content(page), 'Stable')).toHaveText(first);

  // Pin the seeded school 83181 to the second version, then let it follow the channel again.
  const school = content(page).getByLabel('School', { exact: true });
  const name = (await school.locator('option', { hasText: '(83181)' }).textContent()) ?? '';
  await school.selectOption({ label: name });
  await content(page).getByLabel('Pinned version').selectOption(second);
  await content(page).getByRole('button', { name: 'Pin school' }).click();
  const pins = content(page).getByRole('table', { name: 'Schools pinned to a version of Public content' });
  await expect(pins.getByRole('row', { name: new RegExp(`\\(83181\\) ${second}`) })).toBeVisible();
  await pins.getByRole('button', { name: /^Unpin / }).click();
  await expect(pins).toContainText('No school is pinned: every school follows the channel.');

  await content(page).getByRole('button', { name: 'Switch off' }).click();
  await confirmSwitch(page, 'Switch Public content off?', 'Switch off');
  await expect(content(page).getByText('Switched off', { exact: true })).toBeVisible();
  await content(page).getByRole('button', { name: 'Switch on' }).click();
  await confirmSwitch(page, 'Switch Public content on again?', 'Switch on');
  await expect(content(page).getByText('On', { exact: true })).toBeVisible();

  // Each change is in the audit log, under Remote.
  await page.getByRole('navigation', { name: 'Provider administration' }).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log entries' });
  for (const what of [`Remote: release content@${second}`, 'Remote: channel content', 'Remote: pin content']) await expect(log).toContainText(what);
});

test('a change from a page that read an older revision is refused with the remote as it is now, and keeps what was typed', async ({ page, browser, site }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReleases(page);
  const version = unique('e2e-c');
  await register(page, version);
  await expect(content(page).getByRole('rowheader', { name: version })).toBeVisible();

  // A second provider's page, read now.
  const other = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await openReleases(second);
  await expect(content(second).getByRole('rowheader', { name: version })).toBeVisible();

  // The first page changes the channel after the second read it.
  await setCanary(content(page), version, 30);
  await expect(channelLine(content(page), 'Canary')).toHaveText(`${version}, to 30 % of browsers`);

  await setCanary(content(second), version, 45);
  const banner = content(second).getByRole('alert');
  await expect(banner).toContainText('Someone changed this remote meanwhile, so your change was not made.');
  await expect(channelLine(content(second), 'Canary')).toHaveText(`${version}, to 30 % of browsers`);
  await expect(content(second).getByLabel('Share of browsers (%)')).toHaveValue('45');
  await expectNoA11yViolations(second);
  await banner.scrollIntoViewIfNeeded();
  await keepScreenshot(second, 'releases-stale-1280', { fullPage: false });

  // Sent again, it names the revision now shown and is made.
  await content(second).getByRole('button', { name: 'Set canary' }).click();
  await expect(channelLine(content(second), 'Canary')).toHaveText(`${version}, to 45 % of browsers`);
  await expect(banner).toBeHidden();
  await other.close();
});

for (const width of [375, 1280]) {
  test(`the Releases screen has no WCAG 2.1 A/AA violation at ${width} px, with a refused build’s problems shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openReleases(page);
    const version = unique('e2e-d');
    await register(page, version);
    await expect(content(page).getByRole('rowheader', { name: version })).toBeVisible();
    await setCanary(content(page), version, 20);
    await expect(channelLine(content(page), 'Canary')).toHaveText(`${version}, to 20 % of browsers`);
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, `releases-${width}`);

    // The content remote's build is no School admin build: the API's 422 lists why.
    const form = await register(page, unique('e2e-e'), 'School admin');
    const refusal = form.getByRole('alert');
    await expect(refusal).toContainText('Failed to register the release.');
    await expect(refusal.getByRole('listitem').first()).toContainText('school_admin');
    await expectNoA11yViolations(page);
    await keepScreenshot(page, `releases-refused-${width}`);

    await form.getByRole('button', { name: 'Cancel' }).click();
    await content(page).getByRole('button', { name: 'Switch off' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Switch Public content off?' })).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, `releases-switch-off-${width}`, { fullPage: false });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });
}
