import type { Page } from '@playwright/test';
import { ACCOUNTS, siteAt, test, expect } from '../../support/site';
import { logInAsProvider, rowOf } from '../../support/provider-admin';
import { apiLogin, withToken } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';

/**
 * Support access (decision 013, "Support access"): the provider opens a support session for the
 * second demo school from the Schools screen; the school's own address opens its admin area under
 * a banner (whose session, for which school, the minutes left); a page saved there is in the
 * school's audit log as the provider user's, in support; the session ends at its time limit
 * (the page's clock fast-forwarded) and the login page says so. axe 0 with the banner at 375
 * and 1280 px. A session the API ends first (ended elsewhere) also lands on the login page that
 * says it has ended.
 */

const SCHOOL = 'Government Girls Inter College';
const banner = (page: Page) => page.getByRole('region', { name: 'Support session' });

test('the provider’s support session: bannered, audited as the provider’s, ended at its time limit', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Every page of the context, the school's tab too, runs on a clock the test may move on.
  await context.clock.install();
  await logInAsProvider(page);

  await rowOf(page, SCHOOL).getByRole('button', { name: `Open support session for ${SCHOOL}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Open a support session for ${SCHOOL}?` });
  await expect(dialog).toBeVisible();
  // Nothing starts without a reason.
  await dialog.getByRole('button', { name: 'Open support session' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Length').selectOption({ label: '15 minutes' });
  await dialog.getByLabel('Reason').fill('The school asked for help with its vision page');
  await dialog.getByRole('button', { name: 'Open support session' }).click();

  // The demo school's Website URL is not a live address here: its school2.localhost is.
  await dialog.getByLabel('Address').selectOption('school2.localhost');
  const [school] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: `Open the admin area of ${SCHOOL}` }).click()]);
  await expect(school).toHaveURL(/^http:\/\/school2\.localhost:\d+\/Manage-Pages$/);
  // The code has left the address: neither the history nor a reload offers it again.
  expect(school.url()).not.toContain('code=');
  await expect(banner(school)).toContainText(`Support session for ${SCHOOL} by sgiadmin.`);
  await expect(banner(school)).toContainText('15 minutes left');

  // The Admin menu offers the school admin's screens, not its users nor an account of its own.
  const menu = school.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Admin' }).click();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Change password' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Admin' }).click();

  for (const width of [375, 1280]) {
    await school.setViewportSize({ width, height: 900 });
    await expect(banner(school).getByRole('button', { name: 'End support session' })).toBeVisible();
    await banner(school).screenshot({ path: test.info().outputPath(`support-banner-${width}.png`) });
    await expectNoA11yViolations(school);
  }

  // A change made in the session: the vision page saved, then put back.
  await school.goto(`${new URL(school.url()).origin}/Manage-Pages/vision`);
  await expect(banner(school)).toBeVisible();
  const vision = school.getByLabel('Vision (English)', { exact: true });
  const original = await vision.inputValue();
  await vision.fill(`Saved in a support session ${Date.now()}`);
  await school.getByRole('button', { name: 'Save page' }).click();
  await expect(school.getByRole('alert').filter({ hasText: /saved/ })).toBeVisible();
  await vision.fill(original);
  await school.getByRole('button', { name: 'Save page' }).click();
  await expect(school.getByRole('alert').filter({ hasText: /saved/ }).first()).toBeVisible();

  // The school's audit log names the provider user, in support: the change, the opening and the start.
  await school.goto(`${new URL(school.url()).origin}/Manage-Audit`);
  const entries = school.getByRole('table', { name: 'Audit log entries' });
  const pageSaved = entries.getByRole('row').filter({ hasText: 'Page: vision' }).first();
  await expect(pageSaved).toContainText('sgiadmin');
  await expect(pageSaved).toContainText('Support (provider)');
  await expect(entries.getByRole('row').filter({ hasText: 'Support session' }).filter({ hasText: 'login' }).first()).toContainText('Support (provider)');
  await expect(entries.getByRole('row').filter({ hasText: 'Support session' }).filter({ hasText: 'create' }).first()).toContainText('Provider');

  // At its time limit the screens end it and say so.
  await school.clock.fastForward('15:01');
  await expect(school).toHaveURL(/\/login$/);
  await expect(school.getByRole('status').filter({ hasText: 'The support session has reached its time limit and has ended.' })).toBeVisible();
  await expect(banner(school)).toHaveCount(0);
  expect(await school.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
  // Its token no longer opens anything: the admin area sends the visitor to log in.
  await school.goto(`${new URL(school.url()).origin}/Manage-Pages`);
  await expect(school).toHaveURL(/\/login$/);
});

test('a support session the API has ended sends its tab to the login page, which says it has ended', async ({ page, request, site }) => {
  // The provider starts the session through the API, as its screen does; the school's address exchanges the code.
  const provider = (await (await apiLogin(request, site, ACCOUNTS.provider.username, ACCOUNTS.provider.password, 'SGIUser-Admin')).json()) as { token: string };
  const schools = (await (await withToken(request, site, provider.token, '/School/GetAll', { active: true })).json()) as { schoolId: number; schoolName: string }[];
  const schoolId = schools.find((school) => school.schoolName === SCHOOL)!.schoolId;
  const started = await withToken(request, site, provider.token, '/Provider/School/Support/Start', { schoolId, minutes: 30, reason: 'Ended from elsewhere' });
  expect(started.status()).toBe(201);
  const { code } = (await started.json()) as { code: string };
  const origin = siteAt(site.url, 'school2.localhost');
  await page.goto(`${origin}/support#code=${code}`);
  await expect(page).toHaveURL(`${origin}/Manage-Pages`);
  await expect(banner(page)).toContainText('30 minutes left');
  await expect(page.getByRole('region', { name: 'All pages' })).toBeVisible();

  // Ended on the server, not by this tab: its banner still counts minutes that no longer hold.
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  expect((await withToken(request, site, token, '/School/Support/End')).status()).toBe(200);

  // The tab's next call is refused (401): the login page says why, not a bare login form. (In
  // this tab, not a new load: the screens keep why a session ended for the page's life.)
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Admin' }).click();
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(page.getByRole('status').filter({ hasText: 'The support session has ended.' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
});
