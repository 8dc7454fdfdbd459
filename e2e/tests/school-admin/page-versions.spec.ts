import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { keepScreenshot } from '../../support/screenshots';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin, savePageByApi } from '../../support/school-admin';
import { expectAccessibleAtEachWidth } from '../../support/widths';
import { savePage } from '../../support/page-editor';

/**
 * Page versions (decision 013): two admins editing one page do not overwrite each other, and a
 * page's history shows who published what, side by side, and restores an old version.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const pageContent = async (page: Page, apiUrl: string, kind: string) => (await (await page.request.get(`${apiUrl}/Site/Page/${kind}?school=83181`)).json()).content;

/** An admin's tab of its own (its own session), on a page's editor. */
async function editorIn(browser: Browser, siteUrl: string, kind: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await logInAsSchoolAdmin(page, siteUrl, `/Manage-Pages/${kind}`);
  await expect(page.getByRole('button', { name: 'Save page' })).toBeVisible();
  return page;
}

/** A screenshot of the page as it is now (support/screenshots.ts). */
const screenshot = (page: Page, name: string) => keepScreenshot(page, `page-versions-${name}`);

for (const width of [375, 1280]) {
  test(`two admins save one page: the later gets the conflict view, keeps its text and saves over (${width} px)`, async ({ browser, site }) => {
    const first = await editorIn(browser, site.url, 'classrooms', width);
    const second = await editorIn(browser, site.url, 'classrooms', width);
    const seeded = await pageContent(first, site.apiUrl, 'classrooms');
    try {
      await field(first, 'Description (English)').fill('Written in the first browser.');
      await field(second, 'Description (English)').fill('Typed in the second browser.');
      await savePage(first, 'Classrooms');

      await second.getByRole('button', { name: 'Save page' }).click();
      const conflict = second.getByRole('region', { name: 'Someone else published this page' });
      await expect(conflict).toBeVisible();
      await expect(conflict.getByRole('region', { name: /^Description: Published \(version \d+\)$/ })).toContainText('Written in the first browser.');
      await expect(conflict.getByRole('region', { name: 'Description: Yours (not saved)' })).toContainText('Typed in the second browser.');
      await expect(field(second, 'Description (English)')).toHaveValue('Typed in the second browser.');
      await expect(conflict.getByRole('heading', { level: 2 })).toBeFocused();
      await expectNoA11yViolations(second);
      await screenshot(second, `conflict-${width}`);

      await conflict.getByRole('button', { name: 'Keep mine and save over theirs' }).click();
      await expect(second.getByRole('alert').filter({ hasText: 'Classrooms saved' })).toBeVisible();
      await expect(conflict).toBeHidden();
      expect((await pageContent(second, site.apiUrl, 'classrooms')).description.en).toBe('Typed in the second browser.');
    } finally {
      await savePageByApi(first, site.apiUrl, 'classrooms', seeded);
      await first.context().close();
      await second.context().close();
    }
  });
}

test('a restore from the history brings the old text back on the public page', async ({ browser, site }) => {
  const admin = await editorIn(browser, site.url, 'sports');
  const seeded = await pageContent(admin, site.apiUrl, 'sports');
  await field(admin, 'Description (English)').fill('Sports day moves to Saturday.');
  await savePage(admin, 'Sports');

  await admin.getByRole('link', { name: 'see the page’s history' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'History: Sports' })).toBeVisible();
  const versions = admin.getByRole('table', { name: 'Versions, newest first' });
  const rows = versions.getByRole('row');
  const current = rows.nth(1);
  await expect(current.getByRole('rowheader')).toHaveText(/^Version \d+ \(current\)$/);
  const newest = Number((await current.getByRole('rowheader').textContent())!.match(/\d+/)![0]);
  await current.getByRole('checkbox', { name: `Compare version ${newest}` }).check();
  await rows.nth(2).getByRole('checkbox', { name: `Compare version ${newest - 1}` }).check();
  const compare = admin.getByRole('region', { name: 'Compare two versions' });
  await expect(compare.getByRole('region', { name: /^Description: Version \d+ / }).last()).toContainText('Sports day moves to Saturday.');
  await expect(compare.getByRole('region', { name: /^Description: Version \d+ / }).first()).toContainText(seeded.description.en.slice(0, 40));
  await expectAccessibleAtEachWidth(admin, 'page-versions-history');

  await rows.nth(2).getByRole('button', { name: `Restore version ${newest - 1}` }).click();
  const question = admin.getByRole('alertdialog', { name: `Restore version ${newest - 1}?` });
  await question.getByRole('button', { name: 'Restore' }).click();
  await expect(admin.getByText(`Version ${newest - 1} is restored: it is published as version ${newest + 1}.`)).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Restores version ${newest - 1}`);

  const visitor = await browser.newPage();
  await visitor.goto(`${site.url}/sports`);
  await expect(visitor.getByText(seeded.description.en.slice(0, 40))).toBeVisible();
  await expect(visitor.getByText('Sports day moves to Saturday.')).toHaveCount(0);
  await visitor.close();
  await admin.context().close();
});
