import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect } from './site';
import { enterCodeOnScreen } from './second-factor';

/**
 * Logs in through /sgi-login as the seeded provider admin, as a person would (password, then
 * the code of the demo's authenticator), and waits for the provider area. Then opens `path` inside it (sessionStorage lives per tab, so it survives).
 */
export async function logInAsProvider(page: Page, path = '/sgi-admin'): Promise<void> {
  await page.goto('/sgi-login');
  await page.getByLabel('Username').fill(ACCOUNTS.provider.username);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.provider.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await enterCodeOnScreen(page, ACCOUNTS.provider.username);
  await expect(page).toHaveURL(/\/sgi-admin$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
  if (path !== '/sgi-admin') await page.goto(path);
}

/** The table row that holds `text` (a school's or a user's name). */
export function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** A name no other test of the worker's database has: the API keeps data across a worker's tests. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
}

/** A free school code: five digits, not the seeded 83181 or 83190. */
export function uniqueCode(): string {
  return String(10_000 + Math.floor(Math.random() * 70_000));
}

/**
 * Answers the next confirmation, the page's own dialog (role alertdialog), by its buttons: Cancel,
 * or the action it asks about (Delete, Publish). Gives its question, the dialog's title.
 */
export async function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  const question = (await dialog.getByRole('heading').textContent()) ?? '';
  await dialog.getByRole('button', { name: accept ? /^(Delete|Publish)$/ : 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return question;
}
