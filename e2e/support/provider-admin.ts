import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect } from './site';
import { openSignedIn } from './signed-in';

/**
 * Opens `path` inside the provider area signed in as the seeded provider admin: the API's login
 * put in the tab as the login screen leaves it (support/signed-in.ts), once the area's sidebar is
 * there. The login screen is tested by the specs about it.
 */
export async function logInAsProvider(page: Page, path = '/sgi-admin'): Promise<void> {
  await openSignedIn(page, 'SGIUser-Admin', ACCOUNTS.provider, path);
  await expect(page.getByRole('navigation', { name: 'Provider administration' })).toHaveCount(1);
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
