import { test, expect } from './site';

/**
 * Before each test of a spec about one public page: the page at `path`, once its h1 names it
 * `heading` (the test then starts from what a visitor sees on arriving).
 */
export function openBeforeEach(path: string, heading: string): void {
  test.beforeEach(async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
