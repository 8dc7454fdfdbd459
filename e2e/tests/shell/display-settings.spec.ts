import { test, expect } from '../../support/site';

/**
 * The header's display settings (GIGW): text size up to 200 % and a high-contrast theme, kept for
 * the next visit. Every public page at their strongest is checked by public/hindi-pages.spec.ts.
 */

const rootFontSize = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test('the text size and the high-contrast theme are kept on the next visit', async ({ page }) => {
  await page.goto('/rti');
  const settings = page.getByRole('group', { name: 'Display settings' });
  await expect(settings.getByRole('button', { name: 'A normal text size' })).toHaveAttribute('aria-pressed', 'true');
  expect(await rootFontSize(page)).toBe('16px');

  await settings.getByRole('button', { name: 'A+ larger text' }).click();
  await settings.getByRole('button', { name: 'A+ larger text' }).click();
  await expect(settings.getByRole('status')).toHaveText('Text size 150%');
  await settings.getByRole('button', { name: 'High contrast' }).click();
  const headerBar = page.locator('.site-topbar');
  await expect(headerBar).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  expect(await rootFontSize(page)).toBe('24px');
  await expect(settings.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
  await expect(headerBar).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await settings.getByRole('button', { name: 'A normal text size' }).click();
  await settings.getByRole('button', { name: 'High contrast' }).click();
  expect(await rootFontSize(page)).toBe('16px');
  await expect(headerBar).not.toHaveCSS('background-color', 'rgb(0, 0, 0)');
});
