import { ACCOUNTS, siteAt, test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { enterCodeOnScreen } from '../../support/second-factor';

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
  const response = await page.goto(at(site.url, 'nowhere.localhost', '/staffDetail'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No school at this address' })).toBeVisible();
  await expect(page).toHaveTitle('No school at this address');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Demo content' })).toHaveCount(0);
  expect(calls).toEqual([]);
  await expectNoA11yViolations(page);
});

test('the provider logs in and works at an address no school has (the platform’s own), where school pages stay absent', async ({ page, site }) => {
  const login = await page.goto(at(site.url, 'platform.localhost', '/sgi-login'));
  expect(login?.status()).toBe(200);
  await page.getByLabel('Username').fill(ACCOUNTS.provider.username);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.provider.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await enterCodeOnScreen(page, ACCOUNTS.provider.username);
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '83181' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Demo content' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const schoolPage = await page.goto(at(site.url, 'platform.localhost', '/staffDetail'));
  expect(schoolPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No school at this address' })).toBeVisible();
});

test("the page comes with its configuration and its school's data, and the home page with its first banner picture's preload: one download, no GET /Site or /config.json", async ({ page, site }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const home = await page.goto(at(site.url, 'localhost', '/'));
  const html = (await home?.text()) ?? '';
  const [, preload = '', srcset = ''] = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="[^"]+" fetchpriority="high">/.exec(html) ?? [];
  // At the page's own address, which passes it on to the API.
  expect(preload).toMatch(/^\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
  // The picture and its narrower copies: the browser preloads one of them, the one the banner then shows.
  const files = srcset.split(', ').map((candidate) => new URL(candidate.split(' ')[0]!, home!.url()).href);
  const picture = new URL(preload, home!.url()).href;
  expect(files).toEqual([picture.replace(/\.webp$/, '-480w.webp'), picture.replace(/\.webp$/, '-960w.webp'), picture]);
  expect(html).toContain('<script id="site-data" type="application/json">{"schoolCode":"83181"');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to PM SHRI Government Inter College' })).toBeVisible();
  const bannerPicture = page.getByRole('region', { name: /^Welcome to / }).getByRole('img').first();
  await expect.poll(() => bannerPicture.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
  const shown = await bannerPicture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(files).toContain(shown);
  expect(requests.filter((url) => files.includes(url))).toEqual([shown]);
  expect(requests.filter((url) => url.includes('/api/Site?') || url.endsWith('/config.json'))).toEqual([]);
  const config = /<script id="?runtime-config"?[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(config ?? 'null')).toEqual(await (await page.request.get(`${site.url}/config.json`)).json());

  // Another page: its school's data, no picture to preload.
  const staff = await (await page.goto(at(site.url, 'school2.localhost', '/staffDetail')))?.text();
  expect(staff).toContain('<script id="site-data" type="application/json">{"schoolCode":"83190"');
  expect(staff).not.toContain('rel="preload"');
});
