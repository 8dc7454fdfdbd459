import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';

/**
 * The shell's own pages. Every public page is checked at both widths in both languages by
 * public/hindi-pages.spec.ts, so none is checked again here.
 */
const PAGES = [
  { path: '/login', heading: 'Login to Your Account' },
  { path: '/sgi-login', heading: 'SGI Login' },
  { path: '/no-such-page', heading: '404 - Page Not Found' },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, heading } of PAGES) {
      test(`${path} has no WCAG 2.1 A/AA violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  });
}

test('the small-screen menu, opened with a sub-menu expanded, has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/rti');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'About Us' }).click();
  await expectNoA11yViolations(page);
});
