import type { Page } from '@playwright/test';
import { ACCOUNTS, expect } from './site';
import { enterCodeOnScreen } from './second-factor';
import { openSignedIn } from './signed-in';

/**
 * Opens `path` (a public or Manage-* route) at `siteUrl` signed in as the seeded school admin (or
 * `account`): the API's login put in the tab as the login screen leaves it (support/signed-in.ts),
 * once the header says the session has started. The login screen is tested by the specs about it.
 */
export async function logInAsSchoolAdmin(
  page: Page,
  siteUrl: string,
  path = '/',
  account: { username: string; password: string; totpSecret?: string | undefined } = ACCOUNTS.school,
): Promise<void> {
  await openSignedIn(page, 'School', account, path, siteUrl);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * Logs in through the login screen at `siteUrl`, as a person would (password, then the
 * authenticator's code), and waits for the site to land on / with the session started: for a
 * test whose subject is the login itself.
 */
export async function logInOnLoginScreen(page: Page, siteUrl: string, account: { username: string; password: string } = ACCOUNTS.school): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await enterCodeOnScreen(page, account.username);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(`${siteUrl}/`);
}

/**
 * Saves a page's content through the API as the page's signed-in admin (`page` holds the session),
 * the way the editor does: the page read first, the save naming the version read. For a test's
 * set-up and clean-up; the test itself goes through the screens.
 */
export async function savePageByApi(page: Page, apiUrl: string, kind: string, content: unknown): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const current = await page.request.post(`${apiUrl}/School/Page/Get`, { headers, data: { kind } });
  expect(current.status()).toBe(200);
  const { version } = (await current.json()) as { version: number };
  const answer = await page.request.post(`${apiUrl}/School/Page/Update`, { headers, data: { kind, content, baseVersion: version } });
  expect(answer.status()).toBe(200);
}
