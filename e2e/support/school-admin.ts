import type { Page } from '@playwright/test';
import { ACCOUNTS, expect } from './site';

/**
 * Logs in through /login as the seeded school admin (or `account`), as a person would, and waits
 * for the site to land on / with the session started. Then opens `path` (a public or Manage-* route).
 */
export async function logInAsSchoolAdmin(
  page: Page,
  siteUrl: string,
  path = '/',
  account: { username: string; password: string } = ACCOUNTS.school,
): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(`${siteUrl}/`);
  if (path !== '/') {
    // Client-side navigation keeps the session: sessionStorage lives per tab.
    await page.goto(`${siteUrl}${path}`);
  }
}
