import type { Page } from '@playwright/test';
import { siteAt, test, expect } from '../../support/site';
import { logInAsProvider, unique, uniqueCode } from '../../support/provider-admin';

/**
 * Whether a school is demo is the school's own (the demo seed's two schools are; a school the
 * provider adds never is): a demo school's every page says so and asks search engines to stay
 * out; a real school's asks nothing of the kind. A page not every school has (the namesake page)
 * is in a school's menu only once it is written.
 */
const demoLabel = (page: Page) => page.getByRole('complementary', { name: 'Demo content' });
const robotsMeta = (page: Page) => page.locator('head meta[name="robots"]');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a demo school’s pages say they are made up and ask not to be indexed: robots meta, X-Robots-Tag, a robots.txt that disallows all', async ({ page, site }) => {
  const home = await page.goto('/');
  await expect(demoLabel(page)).toContainText('made up');
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex');
  expect(home?.headers()['x-robots-tag']).toBe('noindex');
  // What the web server puts in the page's head comes from the API with the header too.
  const head = await page.request.get(`${site.apiUrl}/Site/Head?host=localhost`);
  expect([head.status(), head.headers()['x-robots-tag']]).toEqual([200, 'noindex']);

  const robots = await page.request.get(`${site.url}/robots.txt`);
  expect([robots.status(), robots.headers()['x-robots-tag'], await robots.text()]).toEqual([200, 'noindex', 'User-agent: *\nDisallow: /\n']);
});

test('a school without its namesake page has no “About the martyr” in its menu; the demo school, which wrote it, has', async ({ page, site }) => {
  await page.goto(`${siteAt(site.url, 'school2.localhost')}/`);
  await expect(mainMenu(page).getByRole('link', { name: 'Staff Details' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'About the martyr' })).toHaveCount(0);

  await page.goto('/');
  await expect(mainMenu(page).getByRole('link', { name: 'About the martyr' })).toHaveAttribute('href', '/aboutSahid');
});

test('lists are dated from their records from the first day: the second demo school’s seeded staff list says when, never having been edited', async ({ page, site }) => {
  await page.goto(`${siteAt(site.url, 'school2.localhost')}/staffDetail`);
  await expect(page.getByRole('region', { name: 'Staff members' }).getByRole('row', { name: /Meena Negi/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
});

test('a school the provider adds is a real one: no demo label, nothing asks not to index it, and its menu leaves out the namesake page it has not written', async ({ page, site, browser }) => {
  const name = unique('Valley Real School ');
  const code = uniqueCode();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await logInAsProvider(page);
  await page.getByRole('button', { name: 'Add School' }).click();
  await field('School Name').fill(name);
  await field('School Code').fill(code);
  await field('Contact Person 1').fill('Office');
  await field('Contact 1').fill('+910000000004');
  // An address of its own on every run (the worker's database keeps the schools of earlier runs).
  const host = `valley${code}.localhost`;
  await field('Website URL').fill(`http://${host}`);
  for (const date of ['Purchase Date', 'Renew Date', 'Expire Date', 'AMC Start Date', 'AMC End Date']) await field(date).fill('2026-04-01');
  await field('Active').check();
  await page.getByRole('region', { name: 'Add School' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'School added successfully' })).toBeVisible();

  const valley = siteAt(site.url, host);
  const visitor = await browser.newPage();
  try {
    const home = await visitor.goto(`${valley}/`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
    await expect(demoLabel(visitor)).toHaveCount(0);
    await expect(robotsMeta(visitor)).toHaveCount(0);
    expect(home?.headers()['x-robots-tag']).toBeUndefined();
    await expect(mainMenu(visitor).getByRole('link', { name: 'Staff Details' })).toBeVisible();
    await expect(mainMenu(visitor).getByRole('link', { name: 'About the martyr' })).toHaveCount(0);
    // Its address still answers: the page says it is being set up.
    await visitor.goto(`${valley}/aboutSahid`);
    await expect(visitor.getByText('This page is being set up: the school has not published it yet.')).toBeVisible();
    await expect(demoLabel(visitor)).toHaveCount(0);

    // Opened by the browser: only it resolves every *.localhost name here.
    const robots = await visitor.goto(`${valley}/robots.txt`);
    expect([robots?.headers()['x-robots-tag'], await robots?.text()]).toEqual([undefined, expect.stringContaining(`\nSitemap: ${valley}/sitemap.xml\n`)]);
  } finally {
    await visitor.close();
  }
});
