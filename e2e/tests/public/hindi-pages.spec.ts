import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';

/**
 * Every public page in Hindi (issue 15): opened at ?lang=hi, the document says lang="hi", the
 * page's heading has Hindi in it, the tab's title starts in Hindi (the host titles a page by its
 * h1), and axe finds no WCAG 2.1 A/AA violation. Axe runs on each page at one width, taking turns
 * between a phone's and a desktop's, and on four pages of different kinds at both.
 */

const DEVANAGARI = /\p{Script=Devanagari}/u;
const STARTS_DEVANAGARI = /^\p{Script=Devanagari}/u;

/** The public routes (as in shell/display-settings.spec.ts), with Feedback and a search's results. */
const ROUTES = [
  '/', '/principalMessage', '/staffDetail', '/rti', '/committee', '/schoolHistory', '/sports', '/alumni', '/classRoom',
  '/aboutSahid', '/scienceLab', '/photos', '/contact', '/academics', '/certificates_&_Approvals', '/faqs',
  '/copyright-policy', '/hyperlinking-policy', '/privacy-policy', '/terms-and-conditions', '/accessibility-statement', '/help', '/sitemap',
  '/feedback', '/search?q=school',
];

/** A home page of sections, a table, a form, and a page of the school's words with its own language choice. */
const BOTH_WIDTHS = new Set(['/', '/staffDetail', '/feedback', '/aboutSahid']);

const hindi = (route: string) => `${route}${route.includes('?') ? '&' : '?'}lang=hi`;

test.beforeEach(async ({ page }) => {
  // The map's tiles come from OpenStreetMap, which this closed network cannot reach.
  await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }));
});

ROUTES.forEach((route, index) => {
  const widths = BOTH_WIDTHS.has(route) ? [375, 1280] : [index % 2 ? 1280 : 375];
  test(`${route} in Hindi: lang="hi", a Hindi heading and title, axe 0 at ${widths.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(hindi(route));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toHaveText(DEVANAGARI);
    await expect(page).toHaveTitle(STARTS_DEVANAGARI);
    // The address keeps saying Hindi, so the page can be shared as it is.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('hi');
    await page.waitForLoadState('networkidle');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page);
    }
  });
});
