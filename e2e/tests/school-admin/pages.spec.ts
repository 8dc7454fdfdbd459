import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin, savePageByApi } from '../../support/school-admin';
import { expectPictureLoaded, picture } from '../../fixtures/people/people';
import { savePage } from '../../support/page-editor';

/** The school's pages are its own words: the admin edits one in the editor its schema draws, and visitors see it. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const principalPage = async (page: Page, apiUrl: string) => (await (await page.request.get(`${apiUrl}/Site/Page/principal?school=83181`)).json()).content;

/**
 * Puts the seeded words and photo back, for the other tests of this worker's site: the seeded
 * photo is still stored, as the page's first version names it (decision 013).
 */
const restorePrincipal = (page: Page, apiUrl: string, seeded: unknown) => savePageByApi(page, apiUrl, 'principal', seeded);

test('the school admin uploads a new photo of the principal and rewrites the message; visitors see both', async ({ page, site, browser }) => {
  const seeded = await principalPage(page, site.apiUrl);
  await logInAsSchoolAdmin(page, site.url, '/Manage-Pages/principal');
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Principal’s Message' })).toBeVisible();
    await expect(page).toHaveTitle(/^Principal’s Message \| /);
    // A 2400 px camera picture: the API keeps a WebP of at most 1600 px a side.
    await page.getByLabel('Photo of the principal').setInputFiles(await picture('principal.jpg', { width: 2400, height: 3000 }, 'jpeg'));
    await expect(page.getByRole('img', { name: 'Current picture' })).toHaveAttribute('src', /\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
    await field(page, 'What the picture shows (English)').fill('The principal at the school gate');
    await field(page, 'Message (English)').fill('First paragraph.\n\nSecond paragraph.');
    await savePage(page, 'Principal’s Message');

    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/principalMessage`);
    const message = visitor.getByRole('article', { name: "Principal's Message" });
    await expect(message.getByRole('paragraph').filter({ hasText: /paragraph\.$/ })).toHaveText(['First paragraph.', 'Second paragraph.']);
    await expectPictureLoaded(message.getByRole('img', { name: 'The principal at the school gate' }), 1280);
    await visitor.close();
  } finally {
    await restorePrincipal(page, site.apiUrl, seeded);
  }
});

for (const width of [375, 1280]) {
  test(`the Pages checklist and a page's editor have no WCAG 2.1 A/AA violation at ${width} px`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAsSchoolAdmin(page, site.url, '/Manage-Pages');
    await expect(page.getByRole('region', { name: 'Setup checklist' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('region', { name: 'All pages' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('button', { name: 'Save page' })).toBeVisible();
    await page.getByRole('button', { name: 'Add department' }).click();
    await expectNoA11yViolations(page);
  });
}
