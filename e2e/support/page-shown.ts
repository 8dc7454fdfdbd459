import { expect, type Page } from '@playwright/test';

/** What a page says while a part of it is on its way (remote-content's and the host's words, in English and Hindi). */
const LOADING = /^Loading|लोड हो रह/;

/**
 * Waits until the page shows what a visitor came for: its heading, and nothing in it still
 * loading. Not for the network to go idle: a page that polls (the alert banner) need not ever
 * be, and on one that embeds another site's frame Playwright may never see it become so. The
 * contact page's map is such a frame (lazy, cross-origin, answered by page.route): when it
 * starts loading after the page has settled, Playwright sometimes never sees its request end,
 * and a wait for 'networkidle' runs out (4 of 30 loads of /contact at 375 px here).
 */
export async function expectPageShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
}
