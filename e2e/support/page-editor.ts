import type { Page } from '@playwright/test';
import { expect } from './site';

/** Presses Save page in the page editor open in `page`, and waits for the toast saying that the page `title` is saved. */
export async function savePage(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${title} saved` })).toBeVisible();
}
