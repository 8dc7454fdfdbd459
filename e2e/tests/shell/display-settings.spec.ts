import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { expectPageShown } from '../../support/page-shown';

/** The header's display settings (GIGW): text size up to 200 % and a high-contrast theme. */

const PUBLIC_ROUTES = [
  '/', '/principalMessage', '/staffDetail', '/rti', '/committee', '/schoolHistory', '/sports', '/alumni', '/classRoom',
  '/aboutSahid', '/scienceLab', '/photos', '/contact', '/mandatory-public-disclosure', '/academics', '/certificates_&_Approvals', '/faqs',
  '/copyright-policy', '/hyperlinking-policy', '/privacy-policy', '/terms-and-conditions', '/content-moderation-policy', '/accessibility-statement', '/help', '/sitemap',
];

const rootFontSize = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test('the text size and the high-contrast theme are kept on the next visit', async ({ page }) => {
  await page.goto('/rti');
  const settings = page.getByRole('group', { name: 'Display settings' });
  await expect(settings.getByRole('button', { name: 'A normal text size' })).toHaveAttribute('aria-pressed', 'true');
  expect(await rootFontSize(page)).toBe('16px');

  await settings.getByRole('button', { name: 'A+ larger text' }).click();
  await settings.getByRole('button', { name: 'A+ larger text' }).click();
  await expect(settings.getByRole('status')).toHaveText('Text size 150%');
  await settings.getByRole('button', { name: 'High contrast' }).click();
  const headerBar = page.locator('.site-topbar');
  await expect(headerBar).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  expect(await rootFontSize(page)).toBe('24px');
  await expect(settings.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
  await expect(headerBar).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await settings.getByRole('button', { name: 'A normal text size' }).click();
  await settings.getByRole('button', { name: 'High contrast' }).click();
  expect(await rootFontSize(page)).toBe('16px');
  await expect(headerBar).not.toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

test.describe('at 320 px with 200 % text and high contrast', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  // Eight pages a test, so the walk spreads over the workers instead of ending the run alone.
  const groups = Array.from({ length: Math.ceil(PUBLIC_ROUTES.length / 8) }, (_, index) => PUBLIC_ROUTES.slice(index * 8, index * 8 + 8));
  const walks = (['English', 'Hindi'] as const).flatMap((language) => groups.map((routes) => ({ language, routes })));
  for (const { language, routes } of walks) {
    test(`no public page in ${language} from ${routes[0]} to ${routes.at(-1)} scrolls sideways or has a WCAG 2.1 A/AA violation`, async ({ page }) => {
      test.setTimeout(90_000);
      // The map's tiles come from OpenStreetMap, which this closed network cannot reach.
      await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }));
      await page.goto('/rti');
      const settings = page.getByRole('group', { name: 'Display settings' });
      const larger = settings.getByRole('button', { name: 'A+ larger text' });
      while (await larger.isEnabled()) await larger.click();
      await settings.getByRole('button', { name: 'High contrast' }).click();
      expect(await rootFontSize(page)).toBe('32px');

      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(language === 'Hindi' ? `${route}?lang=hi` : route);
          await expectPageShown(page);
          // The elements reaching past the screen's right edge, innermost first, to name in a failure.
          const wider = await page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            return [...document.body.querySelectorAll('*')]
              .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !element.querySelector('*:not(br)'))
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`);
          });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${route} is wider than the screen by ${overflow} px: ${wider.join(', ')}`).toBeLessThanOrEqual(0);
          await expectNoA11yViolations(page);
        });
      }
    });
  }
});
