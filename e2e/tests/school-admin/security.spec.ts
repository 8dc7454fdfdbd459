import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';

/** The school admin's Security screen (/Manage-Security) once two-factor sign-in is on (decision 013). */

/** The page as it is now, kept with the test's results and, when SCREENSHOT_DIR is set, written there for a look by eye. */
async function screenshot(page: Page, name: string) {
  const body = await page.screenshot();
  await test.info().attach(name, { body, contentType: 'image/png' });
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `security-${name}.png`), body);
  }
}

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
