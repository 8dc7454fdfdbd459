import type { Page } from '@playwright/test';
import { siteAt, test, expect } from '../../support/site';
import { localIn } from '../../support/local-time';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { logInAsProvider, unique } from '../../support/provider-admin';

// The admin's browser is not in India: the forms still read typed times on the school's clock.
test.use({ timezoneId: 'America/New_York' });

/**
 * The alert banner (issue 16): a school admin's alert shows under the header of every page of
 * its site within a minute, in the site's language, is announced, can be dismissed for the
 * visit, and goes at its end; the provider's shows on every school's site. Each alert here ends
 * by itself within a minute, or is ended, so the other specs of the worker see no banner.
 */

const banner = (page: Page, name = 'Urgent alerts') => page.getByRole('region', { name });

test('a school admin’s alert shows on every public page in English and Hindi, Dismiss hides it for the visit, and it goes at its end', async ({ page, browser, site }) => {
  test.setTimeout(120_000);
  const english = unique('School closed tomorrow ');
  const hindi = `कल विद्यालय बंद रहेगा ${english.slice(-7)}`;
  await logInAsSchoolAdmin(page, site.url, '/Manage-Alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await page.getByRole('button', { name: 'Post an alert' }).click();
  await page.getByLabel('Message (English)').fill(english);
  await page.getByLabel('Message (Hindi)').fill(hindi);
  await page.getByLabel('Until').fill(localIn(25));
  await page.getByRole('button', { name: 'Post alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The alert is posted.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Showing now/ }).getByText(english)).toBeVisible();

  // A visitor (a fresh context: no session), on several pages.
  const visitor = await (await browser.newContext({ baseURL: site.url })).newPage();
  for (const route of ['/', '/rti', '/contact']) {
    await visitor.goto(route);
    await expect(banner(visitor).getByRole('alert')).toHaveText(english);
  }
  await visitor.goto('/rti?lang=hi');
  await expect(banner(visitor, 'तत्काल सूचनाएँ').getByRole('alert')).toHaveText(hindi);
  await visitor.goto('/contact?lang=en');
  await expect(banner(visitor)).toBeVisible();

  // Dismissed for the visit: not on the next page; a new visit (another tab's session) shows it again.
  await banner(visitor).getByRole('button', { name: `Dismiss the alert: ${english}` }).click();
  await expect(banner(visitor)).toHaveCount(0);
  await visitor.goto('/');
  await expect(visitor.getByRole('main')).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);

  const another = await (await browser.newContext({ baseURL: site.url })).newPage();
  await another.goto('/rti');
  await expect(banner(another).getByRole('alert')).toHaveText(english);
  // It goes at its end, without a reload.
  await expect(banner(another)).toHaveCount(0, { timeout: 40_000 });
  await visitor.context().close();
  await another.context().close();
});

test('the provider’s alert shows on two schools’ sites; axe finds nothing with the banner at 375 and 1280 px', async ({ page, browser, site }) => {
  test.setTimeout(120_000);
  const message = unique('Sites down for upkeep tonight ');
  await logInAsProvider(page, '/sgi-admin/alerts');
  await expect(page.getByRole('heading', { level: 2, name: 'Alerts to every school' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Alert' }).click();
  await page.getByLabel('Message (English)').fill(message);
  await page.getByLabel('Until').fill(localIn(50));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message)).toBeVisible();

  try {
    // A context of its own: axe needs one (not browser.newPage()).
    const visitor = await (await browser.newContext()).newPage();
    for (const host of ['localhost', 'school2.localhost']) {
      await visitor.goto(`${siteAt(site.url, host)}/`);
      await expect(banner(visitor).getByRole('alert')).toHaveText(message);
    }
    // In Hindi, the English (the provider wrote no Hindi) marked as English.
    await visitor.goto(`${siteAt(site.url, 'localhost')}/?lang=hi`);
    await expect(banner(visitor, 'तत्काल सूचनाएँ').getByRole('alert')).toHaveAttribute('lang', 'en');
    for (const width of [375, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      // English again (the visitor chose Hindi above, and the choice is kept).
      await visitor.goto(`${siteAt(site.url, 'localhost')}/?lang=en`);
      await expect(banner(visitor)).toBeVisible();
      await expectNoA11yViolations(visitor);
    }
    await visitor.context().close();
  } finally {
    await page.getByRole('button', { name: `End now: “${message}”` }).click();
  }
});
