import type { Page } from '@playwright/test';
import { ACCOUNTS, expect } from './site';
import { enterCodeOnScreen } from './second-factor';

/**
 * Logs in through /login as the seeded school admin (or `account`), as a person would (password,
 * then the authenticator's code), and waits
 * for the site to land on / with the session started. Then opens `path` (a public or Manage-* route).
 */
export async function logInAsSchoolAdmin(
  page: Page,
  siteUrl: string,
  path = '/',
  account: { username: string; password: string; totpSecret?: string | undefined } = ACCOUNTS.school,
): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The seeded admin's second factor is on, with the demo's authenticator (support/second-factor.ts).
  await enterCodeOnScreen(page, account.username, account.totpSecret);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(`${siteUrl}/`);
  if (path !== '/') {
    // Client-side navigation keeps the session: sessionStorage lives per tab.
    await page.goto(`${siteUrl}${path}`);
  }
}
