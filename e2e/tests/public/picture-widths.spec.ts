import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';

/** The file an img shows, once it has chosen one from its srcset. */
async function shownFile(page: Page, name: string): Promise<string> {
  const picture = page.getByRole('region', { name }).getByRole('img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  return picture.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test('on a phone the gallery’s tiles load the 480 px copies of its 800 px pictures', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  expect(await shownFile(page, 'Photo Gallery')).toMatch(/\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}-480w\.webp$/);
  await expectNoA11yViolations(page);
});

test('on a wide screen the gallery’s tiles still fit the 480 px copies, and the banner shows the whole picture', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // A tile is a quarter of the 1168 px column: 280 px.
  expect(await shownFile(page, 'Photo Gallery')).toMatch(/-480w\.webp$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await shownFile(page, 'Welcome to PM SHRI Government Inter College')).toMatch(/\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
  await expectNoA11yViolations(page);
});
