import { test, expect } from '../../support/nginx-site';
import { logInOnLoginScreen } from '../../support/school-admin';
import { expectHomePageWithoutProblems, pageProblems } from '../../support/page-problems';

test('the home page renders under the CSP with no violation', async ({ page }) => {
  await expectHomePageWithoutProblems(page);
});

test('the contact page embeds the map under the CSP', async ({ page }) => {
  const found = pageProblems(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('iframe[title="Map showing the location of the school"]')).toBeVisible();
  // The frame is allowed to load: no refusal was logged (its tiles come from outside and fail here).
  expect(found.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
});

test('a school admin logs in through nginx against the API on PostgreSQL', async ({ page, nginxSite }) => {
  const found = pageProblems(page);
  await logInOnLoginScreen(page, nginxSite.url);
  // The first toast loads react-toastify, whose styles must come from a file, not a <style>.
  await expect(page.getByRole('alert').filter({ hasText: 'Login successful' })).toBeVisible();
  await page.goto('/staffDetail');
  await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();
  expect(found.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
});

test('nginx passes /sitemap.xml and /robots.txt to the API for the address asked: its pages at its own origin', async ({ page, nginxSite }) => {
  const sitemap = await page.goto(`${nginxSite.url}/sitemap.xml`);
  expect([sitemap?.status(), sitemap?.headers()['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
  const locs = [...((await sitemap?.text()) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs).toContain(`${nginxSite.url}/privacy-policy?lang=hi`);
  expect(locs.filter((loc) => !loc.startsWith(`${nginxSite.url}/`))).toEqual([]);
  // The demo school's: it keeps search engines out, and nginx passes the API's header on.
  const robots = await page.goto(`${nginxSite.url}/robots.txt`);
  expect([await robots?.text(), robots?.headers()['x-robots-tag']]).toEqual(['User-agent: *\nDisallow: /\n', 'noindex']);
});

test('nginx passes /notices.rss to the API for the address asked: RSS of its own origin, ?lang=hi in Hindi', async ({ page, nginxSite }) => {
  const feed = await page.goto(`${nginxSite.url}/notices.rss`);
  expect([feed?.status(), feed?.headers()['content-type'], feed?.headers()['cache-control']]).toEqual([200, 'application/rss+xml; charset=utf-8', 'no-cache']);
  const text = (await feed?.text()) ?? '';
  expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(text).toContain(`<link>${nginxSite.url}/notices</link>`);
  const links = [...text.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]!);
  expect(links.filter((link) => !link.startsWith(`${nginxSite.url}/`))).toEqual([]);
  const hindi = await page.goto(`${nginxSite.url}/notices.rss?lang=hi&origin=https://elsewhere.example`);
  const hindiText = (await hindi?.text()) ?? '';
  expect(hindiText).toContain('<language>hi-IN</language>');
  expect(hindiText).not.toContain('elsewhere.example');
});
