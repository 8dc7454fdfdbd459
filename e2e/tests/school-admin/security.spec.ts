import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { keepScreenshot } from '../../support/screenshots';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';

/** The school admin's Security screen (/Manage-Security) once two-factor sign-in is on (decision 013). */

/** A screenshot of the page as it is now (support/screenshots.ts). */
const screenshot = (page: Page, name: string) => keepScreenshot(page, `security-${name}`, { fullPage: false });

for (const width of [375, 1280]) {
  test(`the screen opens at its heading and says honestly that the seeded admin has no recovery codes (${width} px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 800 });
    await logInAsSchoolAdmin(page, site.url, '/Manage-Security');
    const heading = page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' });
    await expect(page.getByText('Two-factor sign-in is on. You have no recovery codes.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make recovery codes' })).toBeVisible();
    // Nothing takes the focus and scrolls the page past its heading (under the sticky menu on a phone).
    await expect(page.getByLabel('Enter the 6-digit code from your authenticator app')).not.toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expectNoA11yViolations(page);
    await screenshot(page, String(width));
  });
}
