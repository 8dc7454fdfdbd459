import { test, expect } from '../../support/site';
import { expectAccessibleAtEachWidth } from '../../support/widths';
import { logInAsSchoolAdmin } from '../../support/school-admin';

/**
 * The Content Moderation and Approval Policy (issue 31, decision 013): one of the GIGW pages,
 * linked where they are, whose default text says what the platform does, in English and Hindi.
 */

const TITLE = 'Content Moderation and Approval Policy';
const HINDI_TITLE = 'सामग्री मॉडरेशन और अनुमोदन नीति';

test('the policy shows its default in English: the three roles, drafts, versions, the audit log, and where to write', async ({ page }) => {
  await page.goto('/content-moderation-policy');
  const policy = page.getByRole('article', { name: TITLE });
  await expect(policy.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(policy.getByText(/^This policy says who writes the content of the website of PM SHRI Government Inter College/)).toBeVisible();
  const roles = policy.getByRole('region', { name: 'Who writes and who approves' }).getByRole('listitem');
  await expect(roles).toHaveText([/^Editor: writes changes as drafts/, /^Publisher: reviews the drafts/, /^School admin: does all that a publisher does/]);
  await expect(policy.getByRole('region', { name: 'How a change reaches the website' })).toContainText('no visitor sees it until a publisher or a school admin publishes it');
  await expect(policy.getByRole('region', { name: 'Earlier versions and the record of changes' })).toContainText('audit log');
  const review = policy.getByRole('region', { name: 'How soon content is reviewed' });
  await expect(review.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
  await expect(review.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  // Only the school's own words carry a date.
  await expect(policy.getByText(/Last updated/)).toHaveCount(0);
  await expectAccessibleAtEachWidth(page, 'moderation-policy-en');
});

test('the policy shows its default in Hindi at ?lang=hi, and its links stay in Hindi', async ({ page }) => {
  await page.goto('/content-moderation-policy?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const policy = page.getByRole('article', { name: HINDI_TITLE });
  await expect(policy.getByRole('heading', { level: 1, name: HINDI_TITLE })).toBeVisible();
  await expect(policy.getByRole('region', { name: 'कौन लिखता है और कौन अनुमोदन करता है' }).getByRole('listitem')).toHaveText([/^संपादक:/, /^प्रकाशक:/, /^विद्यालय व्यवस्थापक:/]);
  await expect(policy.getByRole('link', { name: 'प्रतिक्रिया' })).toHaveAttribute('href', '/feedback?lang=hi');
  await expectAccessibleAtEachWidth(page, 'moderation-policy-hi');
});

test('the footer and the sitemap page link it, in each language, as they link its siblings', async ({ page }) => {
  await page.goto('/staffDetail');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'About this website' });
  await footer.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  await page.goto('/sitemap');
  const website = page.getByRole('article', { name: 'Sitemap' });
  await expect(website.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/content-moderation-policy');

  await page.goto('/sitemap?lang=hi');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: HINDI_TITLE })).toHaveAttribute('href', '/content-moderation-policy?lang=hi');
  await expect(page.getByRole('main').getByRole('link', { name: HINDI_TITLE })).toHaveAttribute('href', '/content-moderation-policy?lang=hi');
});

test('a school admin edits it as its siblings: the editor starts from the default text', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Pages/moderation');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/^Your site shows the default text below/)).toBeVisible();
  await expect(page.getByLabel('Introduction (English)', { exact: true })).toHaveValue(/^This policy says who writes the content of the website of PM SHRI Government Inter College/);
  await page.goto(`${site.url}/Manage-Pages`);
  await expect(page.getByRole('region', { name: 'All pages' }).getByRole('link', { name: TITLE })).toHaveAttribute('href', '/Manage-Pages/moderation');
});
