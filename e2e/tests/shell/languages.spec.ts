import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { expectPageShown } from '../../support/page-shown';

/** The header's language switch (issue 15): the shell in English or Hindi, at ?lang=hi, kept across visits. */

const DEVANAGARI = /[\u0900-\u097F]/;

test('an English visitor downloads no Hindi strings and no Devanagari font', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/principalMessage');
  await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expectPageShown(page);
  expect(fetched.filter((url) => /strings-hi|\.woff2/.test(url))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('choosing हिंदी shows the header, menu and footer in Hindi at a ?lang=hi address, and the choice holds on the next visit', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  await page.goto('/rti');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिंदी' }).click();

  await expect(page).toHaveURL(/\/rti\?lang=hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const languages = page.getByRole('navigation', { name: 'भाषा' });
  await expect(languages.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मुखपृष्ठ' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'प्रदर्शन सेटिंग' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'इस वेबसाइट के बारे में' }).getByRole('link', { name: 'गोपनीयता नीति' })).toBeVisible();
  // No English interface text left in the header's controls, the menu or the footer's headings and links.
  for (const text of ['Quick Links', 'Privacy Policy', 'High contrast', 'Login', 'Staff Details']) {
    await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  }
  expect(await page.getByRole('navigation', { name: 'मुख्य' }).innerText()).toMatch(DEVANAGARI);
  await expect.poll(() => fonts.length).toBeGreaterThan(0);

  // Another page of the site keeps the language and says so in its address.
  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मुखपृष्ठ' }).click();
  await expect(page).toHaveURL(/\/\?lang=hi$/);
  await expect(page).toHaveTitle(/^मुखपृष्ठ \| /);

  await page.goto('/faqs');
  await expect(page).toHaveURL(/\/faqs\?lang=hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the Hindi shell has no WCAG 2.1 A/AA violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact?lang=hi');
    await expect(page.getByRole('navigation', { name: 'भाषा' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
