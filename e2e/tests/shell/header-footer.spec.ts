import { test, expect } from '../../support/site';
import { SITE_INFO } from '../../support/site-info';

/** A tel: address holds the number without the spaces it is printed with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

test.describe('on the home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
  });

  test('the header shows the ministry line, the school code and the contact e-mail and phone', async ({ page }) => {
    const header = page.getByRole('banner');
    expect(SITE_INFO.ministry).toMatch(/Ministry of Education/);
    await expect(header.getByText(SITE_INFO.ministry, { exact: true })).toBeVisible();
    await expect(header.getByText('School Code: 83181', { exact: true })).toBeVisible();

    const email = header.getByRole('link', { name: SITE_INFO.email, exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${SITE_INFO.email}`);

    const phone = header.getByRole('link', { name: SITE_INFO.phone, exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', telHref(SITE_INFO.phone));
  });

  test('the header shows the school title with its Hindi subtitle, the affiliation number and a Login link', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    const title = header.getByText(SITE_INFO.title, { exact: true });
    await expect(title).toBeVisible();
    const hindi = header.getByText(SITE_INFO.titleHindi, { exact: true });
    await expect(hindi).toBeVisible();
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await expect(header.getByRole('link', { name: SITE_INFO.title })).toHaveAttribute('href', '/');
    await expect(header.getByText('Affiliation No.: 3520168', { exact: true })).toBeVisible();

    await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const login = header.getByRole('link', { name: 'Login', exact: true });
    await expect(login).toHaveAttribute('href', '/login');
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  });

  test('the footer lists the quick links Home, About the scheme and Gallery', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    const links = footer.getByRole('region', { name: 'Quick Links' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'About the scheme', 'Gallery']);
    await expect(footer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'About the scheme' })).toHaveAttribute('href', '/#AboutPmShri');
    await expect(footer.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/#gallery');
  });

  test('the footer shows the contact block with the postal address, e-mail and phone', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    const address = footer.getByRole('region', { name: 'Contact' });
    await expect(address.getByRole('heading', { name: 'Contact' })).toBeVisible();
    for (const line of SITE_INFO.address) {
      await expect(address.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(address.getByRole('link', { name: SITE_INFO.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${SITE_INFO.email}`,
    );
    await expect(address.getByRole('link', { name: SITE_INFO.phone, exact: true })).toHaveAttribute(
      'href',
      telHref(SITE_INFO.phone),
    );
  });

  test('the skip link is the first Tab stop and moves focus to the About section', async ({ page, site }) => {
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveAttribute('href', '/#AboutPmShri');
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${site.url}/#AboutPmShri`);
    const about = page.getByRole('region', { name: 'About the school' });
    await expect(about).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('AboutPmShri');
    await expect(about).toBeInViewport();
  });
});

test('from another page the skip link leads to the home page and focuses its About section', async ({ page, site }) => {
  await page.goto('/rti');
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${site.url}/#AboutPmShri`);
  const about = page.getByRole('region', { name: 'About the school' });
  await expect(about).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('AboutPmShri');
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toHaveCount(0);
});
