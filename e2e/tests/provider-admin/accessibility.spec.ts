import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsProvider, rowOf } from '../../support/provider-admin';

/**
 * Screenshots go to PROVIDER_SHOTS_DIR when set (for people to look at), else beside the test's
 * results. A full-page shot resizes the window for a moment, which sets the sidebar back to its
 * width's default: shots of a toggled sidebar show the window only.
 */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const dir = process.env.PROVIDER_SHOTS_DIR ?? testInfo.outputDir;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** No wider than the window: nothing scrolls the whole page sideways (the table scrolls alone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The screen as it stands has no WCAG 2.1 A/AA violation and no sideways scroll; a shot of it is kept as `name`. */
async function expectAccessible(page: Page, testInfo: TestInfo, name: string) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, name);
}

/** Opens the screen's Add form (`form`, its title) and saves it empty: `error` shows. */
async function saveEmpty(page: Page, form: string, error: string) {
  await page.getByRole('button', { name: form }).click();
  await page.getByRole('region', { name: form }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(error)).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the Schools screen has no WCAG 2.1 A/AA violation, with its form open and its errors shown', async ({ page }, testInfo) => {
      await logInAsProvider(page);
      await expect(rowOf(page, '83181')).toHaveCount(1);
      await expectAccessible(page, testInfo, `schools-${width}`);

      await saveEmpty(page, 'Add School', 'School Name is required');
      await expectAccessible(page, testInfo, `schools-form-errors-${width}`);

      // The other state of the sidebar: collapsed on a desktop, open on a phone.
      await page.getByRole('button', { name: 'Add School' }).click(); // a fresh form, scrolled to
      await page.getByRole('navigation', { name: 'Provider administration' }).getByRole('button', { name: 'Admin menu' }).click();
      await expectNoA11yViolations(page);
      await shot(page, testInfo, `schools-sidebar-toggled-${width}`, false);
    });

    test('the Users screen has no WCAG 2.1 A/AA violation, with its form open and its errors shown', async ({ page }, testInfo) => {
      await logInAsProvider(page, '/sgi-admin/users');
      await expect(rowOf(page, 'SGI Administrator')).toHaveCount(1);
      await expectAccessible(page, testInfo, `users-${width}`);

      // The edit form with its Failed logins section, answered here so that it lists clients.
      const waitUntil = new Date(Date.now() + 10 * 60_000).toISOString();
      await page.route('**/api/School/User/LoginThrottle', (route) =>
        route.fulfill({
          json: {
            userName: 'sgiadmin',
            failures: 7,
            clients: [
              { client: '203.0.113.9', failures: 6, waitUntil },
              { client: '2001:db8:85a3::8a2e:370:7334', failures: 1, waitUntil: null },
            ],
          },
        }),
      );
      await rowOf(page, 'SGI Administrator').getByRole('button', { name: 'Edit SGI Administrator' }).click();
      await expect(page.getByRole('region', { name: 'Failed logins' }).getByRole('listitem')).toHaveCount(2);
      await expectAccessible(page, testInfo, `users-edit-${width}`);

      await saveEmpty(page, 'Add User', 'User Type is required');
      await expectAccessible(page, testInfo, `users-form-errors-${width}`);

      await page.getByLabel('User Type', { exact: true }).selectOption({ label: 'SGI User' });
      await page.getByRole('navigation', { name: 'Provider administration' }).getByRole('button', { name: 'Admin menu' }).click();
      await expectNoA11yViolations(page);
      await shot(page, testInfo, `users-sidebar-toggled-${width}`, false);
    });
  });
}
