import type { Page } from '@playwright/test';
import { siteAt, test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { savePage } from '../../support/page-editor';

/**
 * The pages GIGW asks every government site for (issue 15): linked from the footer of every
 * page, a default text until the school writes its own, a sitemap page and a sitemap.xml per
 * school.
 */

/** The footer's links and the heading of the page each opens. */
const FOOTER_PAGES = [
  { link: 'Copyright Policy', path: '/copyright-policy' },
  { link: 'Hyperlinking Policy', path: '/hyperlinking-policy' },
  { link: 'Privacy Policy', path: '/privacy-policy' },
  { link: 'Terms and Conditions', path: '/terms-and-conditions' },
  { link: 'Content Moderation and Approval Policy', path: '/content-moderation-policy' },
  { link: 'Accessibility Statement', path: '/accessibility-statement' },
  { link: 'Help', path: '/help' },
  { link: 'Contact Us', path: '/contact' },
  { link: 'Feedback', path: '/feedback' },
  { link: 'Sitemap', path: '/sitemap' },
];

const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'About this website' });

test('every link of the footer opens its page, with its heading', async ({ page, site }) => {
  await page.goto('/staffDetail');
  for (const { link, path } of FOOTER_PAGES) {
    await test.step(link, async () => {
      await footerLinks(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(`${site.url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    });
  }
});

test('a policy the school has not written shows the default text with the school’s name, and no date', async ({ page, site }) => {
  await page.goto(`${siteAt(site.url, 'school2.localhost')}/accessibility-statement`);
  const statement = page.getByRole('article', { name: 'Accessibility Statement' });
  await expect(statement.getByText(/^Government Girls Inter College wants this website to be usable by everyone/)).toBeVisible();
  await expect(statement.getByRole('region', { name: 'Reporting a problem' }).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
  await expect(statement.getByText(/Last updated/)).toHaveCount(0);
});

test('the sitemap page links every public page, and a page of a document says when it was last updated', async ({ page }) => {
  await page.goto('/sitemap');
  const sitemap = page.getByRole('article', { name: 'Sitemap' });
  await expect(sitemap.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await sitemap.getByRole('link', { name: "Principal's Message" }).click();
  const updated = page.getByRole('article', { name: "Principal's Message" }).getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(updated).toBeVisible();
  await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
});

test('/sitemap.xml of each school lists its own pages at its own address, in both languages', async ({ page, site }) => {
  for (const origin of [site.url, siteAt(site.url, 'school2.localhost')]) {
    await test.step(origin, async () => {
      const answer = await page.goto(`${origin}/sitemap.xml`);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-type']).toBe('application/xml; charset=utf-8');
      const xml = (await answer?.text()) ?? '';
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(locs).toContain(`${origin}/privacy-policy`);
      expect(locs).toContain(`${origin}/privacy-policy?lang=hi`);
      expect(locs).toContain(`${origin}/certificates_&amp;_Approvals`);
      expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${origin}/sitemap?lang=hi"/>`);
    });
  }
  // The demo school's robots.txt keeps search engines out (a real school's names its sitemap:
  // shell/demo-and-real-schools.spec.ts).
  const robots = await page.goto(`${site.url}/robots.txt`);
  expect(await robots?.text()).toBe('User-agent: *\nDisallow: /\n');
});

test('a school admin rewrites the Privacy Policy and visitors see it, dated; put back on the default, the default shows again', async ({ page, site, browser }) => {
  const words = `Our own privacy policy, written ${Date.now()}.`;
  await logInAsSchoolAdmin(page, site.url, '/Manage-Pages/privacy');
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/^Your site shows the default text below/)).toBeVisible();
    const intro = page.getByLabel('Introduction (English)', { exact: true });
    await expect(intro).toHaveValue(/^This website of PM SHRI Government Inter College does not automatically capture/);
    await intro.fill(words);
    await savePage(page, 'Privacy Policy');

    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/privacy-policy`);
    const policy = visitor.getByRole('article', { name: 'Privacy Policy' });
    await expect(policy.getByText(words)).toBeVisible();
    await expect(policy.getByText(/^Last updated: /)).toBeVisible();
    // The other school's policy is still the default.
    await visitor.goto(`${siteAt(site.url, 'school2.localhost')}/privacy-policy`);
    await expect(visitor.getByText(/^This website of Government Girls Inter College does not automatically capture/)).toBeVisible();
    await visitor.close();
  } finally {
    await page.goto(`${site.url}/Manage-Pages/privacy`);
    await page.getByRole('button', { name: 'Use the default text' }).click();
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText(/^Your site shows the default text below/)).toBeVisible();
  }
  await page.goto(`${site.url}/privacy-policy`);
  await expect(page.getByText(/^This website of PM SHRI Government Inter College does not automatically capture/)).toBeVisible();
});
