import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { SITE_INFO } from '../../support/site-info';

/** The profile as the demo seed has it: put back after each test, so other tests see it. */
const SEEDED = {
  nameHi: SITE_INFO.titleHindi,
  ministry: { en: SITE_INFO.ministry, hi: '' },
  affiliationNumber: SITE_INFO.affiliationNumber,
  address: { en: SITE_INFO.address.join('\n'), hi: '' },
  phone: SITE_INFO.phone,
  email: SITE_INFO.email,
};

async function restoreProfile(page: Page, apiUrl: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
  if (!token) return;
  const answer = await page.request.post(`${apiUrl}/School/Profile/Update`, { headers: { Authorization: `Bearer ${token}` }, data: SEEDED });
  expect(answer.status()).toBe(200);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the school admin edits what the header and footer show, and visitors see it', async ({ page, site, browser }) => {
  await logInAsSchoolAdmin(page, site.url);
  try {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admin = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Admin' }) });
    await admin.getByRole('button', { name: 'Admin' }).hover();
    await admin.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle(`Settings | ${SITE_INFO.title}`);

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
    await restoreProfile(page, site.apiUrl);
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
