import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { SITE_INFO } from '../../support/site-info';

/** A tel: address holds the number without the spaces it is printed with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  // The test network reaches no map server: OpenStreetMap's embed answers with a stand-in.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }),
  );
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('the map is an OpenStreetMap embed of a place in Uttarakhand, titled and loaded lazily', async ({ page }) => {
  const map = page.locator('iframe');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', 'Map showing the location of the school');
  await expect(map).toHaveAttribute('loading', 'lazy');
  const src = new URL((await map.getAttribute('src')) ?? '');
  expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
  const [lat, lon] = (src.searchParams.get('marker') ?? '').split(',').map(Number);
  // Uttarakhand lies between about 28.7 and 31.5 degrees north, 77.5 and 81.1 degrees east.
  expect(lat).toBeGreaterThan(28.7);
  expect(lat).toBeLessThan(31.5);
  expect(lon).toBeGreaterThan(77.5);
  expect(lon).toBeLessThan(81.1);
  await expect(page.frameLocator('iframe[title="Map showing the location of the school"]').getByText('Map')).toBeVisible();
});

test('Get In Touch gives the address, phone, e-mail and office hours of the school', async ({ page }) => {
  const touch = section(page, 'Get In Touch');
  for (const line of SITE_INFO.address) await expect(touch.getByText(line, { exact: true })).toBeVisible();
  await expect(touch.getByRole('link', { name: SITE_INFO.phone, exact: true })).toHaveAttribute('href', telHref(SITE_INFO.phone));
  await expect(touch.getByRole('link', { name: SITE_INFO.email, exact: true })).toHaveAttribute('href', `mailto:${SITE_INFO.email}`);
  await expect(touch.getByRole('term').filter({ hasText: 'Office Hours' })).toBeVisible();
  await expect(touch.getByRole('definition').filter({ hasText: '8:00 AM-4:00 PM' })).toBeVisible();
});

test('Key Departments lists the admission, principal and administrative offices', async ({ page }) => {
  const departments = section(page, 'Key Departments');
  await expect(departments.getByRole('heading', { level: 3 })).toHaveText(['Admission Office', "Principal's Office", 'Administrative Office']);
});

test('School Timings are exactly those of the spec', async ({ page }) => {
  const timings = section(page, 'School Timings');
  await expect(timings.getByRole('term')).toHaveText(['Classes I to V', 'Classes VI to XII', 'Office Hours']);
  await expect(timings.getByRole('definition')).toHaveText(['8:30 AM-2:30 PM', '8:00 AM-3:30 PM', '8:00 AM-4:00 PM']);
  await expect(timings.getByText('Closed on Sundays and government holidays.', { exact: true })).toBeVisible();
});

test('the page shows no contact form, as the spec shows none', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.locator('form')).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button')).toHaveCount(0);
});
