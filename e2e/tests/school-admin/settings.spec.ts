import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { SITE_INFO } from '../../support/site-info';
import { expectPictureLoaded, picture } from '../../fixtures/people/people';

/** The profile as stored before a test (the demo seed's, its banner too): put back after it, so other tests see it. */
async function storedProfile(page: Page, apiUrl: string): Promise<unknown> {
  const answer = await page.request.get(`${apiUrl}/Site?host=localhost`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { profile: unknown }).profile;
}

async function restoreProfile(page: Page, apiUrl: string, profile: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  if (!token) return;
  const answer = await page.request.post(`${apiUrl}/School/Profile/Update`, { headers: { Authorization: `Bearer ${token}` }, data: profile });
  expect(answer.status()).toBe(200);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the school admin edits what the header and footer show, and visitors see it', async ({ page, site, browser }) => {
  const seeded = await storedProfile(page, site.apiUrl);
  await logInAsSchoolAdmin(page, site.url);
  try {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admin = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Admin' }) });
    await admin.getByRole('button', { name: 'Admin' }).click(); // opened by a click: a hover is lost if the page shifts under the pointer
    await admin.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle(`Settings | ${SITE_INFO.title}`);
    // What the school's uploads take of its quota (2 GB unless SCHOOL_STORAGE_MB says otherwise): the demo's pictures and documents.
    await expect(page.getByText(/^Storage for pictures, videos and documents: [\d.]+ (KB|MB) of 2 GB used$/)).toBeVisible();

    // The form holds the stored profile.
    await expect(field(page, 'Affiliation number')).toHaveValue(SITE_INFO.affiliationNumber);
    await expect(field(page, 'School name in Hindi')).toHaveValue(SITE_INFO.titleHindi);
    await expect(field(page, 'Address (English)')).toHaveValue(SITE_INFO.address.join('\n'));

    // A wrong phone and e-mail are refused, and nothing is sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/School/Profile/Update')) sent.push(request.url());
    });
    await field(page, 'Affiliation number').fill('3520169');
    await field(page, 'Phone').fill('12');
    await field(page, 'Email').fill('office@');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect(sent).toEqual([]);

    // Put right (the e-mail left empty), it saves and the header shows it at once.
    await field(page, 'Phone').fill('+91 00000 00001');
    await field(page, 'Email').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Settings saved' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Affiliation No.: 3520169', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute('href', 'tel:+910000000001');
    await expect(header.getByRole('link', { name: SITE_INFO.email })).toHaveCount(0);

    // A visitor (another browser, no cache) sees the same.
    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/contact`);
    await expect(visitor.getByRole('banner').getByText('Affiliation No.: 3520169', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: '+91 00000 00001' })).toBeVisible();
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: SITE_INFO.email })).toHaveCount(0);
    await visitor.close();
  } finally {
    await restoreProfile(page, site.apiUrl, seeded);
  }
});

test('the school admin uploads a logo and links the school’s Facebook page; visitors see them in the header and footer', async ({ page, site, browser }) => {
  const seeded = await storedProfile(page, site.apiUrl);
  await logInAsSchoolAdmin(page, site.url, '/Manage-Settings');
  try {
    const logo = page.getByRole('group', { name: 'Logo' });
    await logo.getByLabel('Logo', { exact: true }).setInputFiles(await picture('logo.png', { width: 400, height: 400 }, 'png'));
    await expect(logo.getByRole('img', { name: 'Current picture' })).toHaveAttribute('src', /\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
    await page.getByRole('button', { name: 'Add link' }).click();
    await field(page, 'Name of the site').fill('Facebook');
    await field(page, 'Address (URL)').fill('https://www.facebook.com/gic83181');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Settings saved' })).toBeVisible();

    const visitor = await browser.newPage();
    for (const width of [375, 1280]) {
      await visitor.setViewportSize({ width, height: 800 });
      await visitor.goto(`${site.url}/contact`);
      // The logo sits in the link home, which the school's name alone still names.
      const home = visitor.getByRole('banner').getByRole('link', { name: SITE_INFO.title });
      const image = home.locator('img');
      await expectPictureLoaded(image, 400);
      const [box, name] = [await image.boundingBox(), await home.locator('.site-brand-title').boundingBox()];
      expect(box && name && box.x + box.width <= name.x && box.height >= 48 && box.height <= 64).toBe(true);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    const follow = visitor.getByRole('contentinfo').getByRole('region', { name: 'Follow Us' });
    const facebook = follow.getByRole('link', { name: 'Facebook (external website, not of the Government: opens in a new tab)' });
    await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/gic83181');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await visitor.close();
  } finally {
    await restoreProfile(page, site.apiUrl, seeded);
  }
});

for (const width of [375, 1280]) {
  test(`the settings screen has no WCAG 2.1 A/AA violation at ${width} px, errors shown`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAsSchoolAdmin(page, site.url, '/Manage-Settings');
    await field(page, 'Phone').fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('visitors are sent to the login page from the settings screen', async ({ page }) => {
  await page.goto('/Manage-Settings');
  await expect(page).toHaveURL(/\/login$/);
});
