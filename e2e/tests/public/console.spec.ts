import { test, expect } from '../../support/site';
import { expectPageShown } from '../../support/page-shown';

const PUBLIC_ROUTES = [
  '/', '/principalMessage', '/staffDetail', '/rti', '/committee', '/schoolHistory', '/sports', '/alumni', '/classRoom',
  '/aboutSahid', '/scienceLab', '/photos', '/contact', '/mandatory-public-disclosure', '/academics', '/certificates_&_Approvals', '/faqs',
];

test('no public route logs an error or requests an admin remote', async ({ page, site }) => {
  test.setTimeout(120_000);
  // The map's tiles come from OpenStreetMap, which this closed network cannot reach.
  await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }));
  const errors: string[] = [];
  const adminRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (port === String(site.ports.schoolAdmin) || port === String(site.ports.providerAdmin)) adminRequests.push(request.url());
  });

  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expectPageShown(page);
  }
  expect(errors).toEqual([]);
  expect(adminRequests).toEqual([]);
});

for (const path of PUBLIC_ROUTES) {
  test(`${path} does not scroll sideways on a 375 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }));
    await page.goto(path);
    await expectPageShown(page);
    await page.waitForTimeout(1_000); // the carousels start after the first picture
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
