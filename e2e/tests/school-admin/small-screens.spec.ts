import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectPageShown } from '../../support/page-shown';

/** Every screen of the school admin's menu. */
const SCREENS = [
  '/Manage-Activity', '/Manage-Staff', '/Manage-Alumni', '/Manage-Notices', '/Manage-Alerts',
  '/Manage-Pages', '/Manage-Feedback', '/Manage-Audit', '/Manage-Settings', '/Manage-Password',
];

test('no screen of the school admin scrolls sideways on a 375 px phone: a wide table scrolls in its own box', async ({ page, site }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await logInAsSchoolAdmin(page, site.url);
  for (const path of SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectPageShown(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
});
