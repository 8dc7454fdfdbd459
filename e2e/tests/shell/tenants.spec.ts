import { siteAt, test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';

/**
 * A school is a tenant: the page's host name says whose site it is (GET /api/Site). Chromium
 * resolves every *.localhost name to this machine, as for `npm start`.
 */
const at = (siteUrl: string, host: string, route = '/') => `${siteAt(siteUrl, host)}${route}`;

test("school2.localhost is the second school's site: its own staff, never the first school's", async ({ page, site }) => {
  await page.goto(at(site.url, 'school2.localhost', '/staffDetail'));
  const table = page.getByRole('region', { name: 'Staff members' }).getByRole('table');
  await expect(table.getByRole('row', { name: /Meena Negi/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2); // header + the one staff member of school 83190
  await expect(table.getByRole('row', { name: /Rajendra Singh Negi/ })).toHaveCount(0);

  await expect(page).toHaveTitle('Staff Details | Government Girls Inter College');

  await page.goto(at(site.url, 'localhost', '/staffDetail'));
  await expect(page.getByRole('region', { name: 'Staff members' }).getByRole('row', { name: /Rajendra Singh Negi/ })).toBeVisible();
  await expect(page).toHaveTitle('Staff Details | PM SHRI Government Inter College');
});

test('each page has its own title: its heading, then the school', async ({ page }) => {
  for (const [route, title] of [
    ['/', 'Home'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/login', 'Login to Your Account'],
    ['/no-such-page', '404 - Page Not Found'],
  ]) {
    await page.goto(route!);
    await expect(page).toHaveTitle(`${title} | PM SHRI Government Inter College`);
  }
});

test('while the database holds demo content, every page says so', async ({ page, site }) => {
  for (const route of ['/', '/staffDetail', '/login']) {
    await page.goto(at(site.url, 'school2.localhost', route));
    await expect(page.getByRole('complementary', { name: 'Demo content' })).toContainText('made up');
  }
});

test('an address no school has shows a plain page, not a school’s site', async ({ page, site }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/School/')) calls.push(request.url());
  });
  await page.goto(at(site.url, 'nowhere.localhost', '/staffDetail'));
  await expect(page.getByRole('heading', { level: 1, name: 'No school at this address' })).toBeVisible();
  await expect(page).toHaveTitle('No school at this address');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Demo content' })).toHaveCount(0);
  expect(calls).toEqual([]);
  await expectNoA11yViolations(page);
});
