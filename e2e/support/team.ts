import { expect, type Browser, type Page } from '@playwright/test';
import { changePasswordOnScreen, submitLogin } from './accounts';
import { fillByLabel } from './forms';
import { unique } from './provider-admin';

/** The temporary password a school admin gives the users they add on the Team screen. */
const GIVEN_PASSWORD = 'Given-by-admin-1';

/** Adds a user of `role` on the Team screen (the admin's page, open on it), with a temporary password; answers their username. */
export async function addOnTeamScreen(page: Page, fullName: string, role: 'Editor' | 'Publisher') {
  const userName = unique(role.toLowerCase()).toLowerCase();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await fillByLabel(dialog, { 'Full Name': fullName, Username: userName, Password: GIVEN_PASSWORD });
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${fullName} is added.` })).toBeVisible();
  return userName;
}

/** The user's first login in a browser of their own: the temporary password replaced, then home. */
export async function firstLogin(browser: Browser, siteUrl: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl });
  const page = await context.newPage();
  await submitLogin(page, '/login', { username, password: GIVEN_PASSWORD });
  await expect(page).toHaveURL(`${siteUrl}/Manage-Password`);
  await changePasswordOnScreen(page, GIVEN_PASSWORD, 'Own-choice-pass-1');
  await expect(page).toHaveURL(`${siteUrl}/`);
  return page;
}
