import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin, savePageByApi } from '../../support/school-admin';
import { savePage } from '../../support/page-editor';

/**
 * Issue 15: the setup checklist counts the texts a school wrote in English and not yet in Hindi,
 * the editor marks each of them, and Hindi typed and saved counts no more.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const noHindiYet = (count: number) => (count === 1 ? '1 text has no Hindi yet' : `${count} texts have no Hindi yet`);

const historyPage = async (page: Page, apiUrl: string) => (await (await page.request.get(`${apiUrl}/Site/Page/history?school=83181`)).json()).content;

/** Puts the seeded words back, for the other tests of this worker's site (the picture is unchanged). */
const restoreHistory = (page: Page, apiUrl: string, seeded: unknown) => savePageByApi(page, apiUrl, 'history', seeded);

test('the checklist counts a page’s texts without Hindi, its editor marks them, and Hindi typed and saved lowers the count', async ({ page, site }) => {
  const seeded = await historyPage(page, site.apiUrl);
  // The demo's history is in English only: written here so the test does not depend on it.
  const content = { ...seeded, history: { en: 'Our school began in a village hall.', hi: '' } };
  await logInAsSchoolAdmin(page, site.url, '/Manage-Pages');
  try {
    await restoreHistory(page, site.apiUrl, content);
    await page.reload();
    const hindi = page.getByRole('region', { name: 'Texts without Hindi' });
    const historyLine = hindi.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'School History', exact: true }) });
    await expect(historyLine).toHaveText(/^School History: \d+ texts? (has|have) no Hindi yet$/);
    const before = Number(/: (\d+) text/.exec(await historyLine.innerText())![1]);
    await expect(hindi.getByText(/^In all, \d+ texts? (has|have) no Hindi yet\./)).toBeVisible();
    await expectNoA11yViolations(page);

    await historyLine.getByRole('link', { name: 'School History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'School History' })).toBeVisible();
    await expect(page.getByText(`${noHindiYet(before)}.`, { exact: true })).toBeVisible();
    await expect(field(page, 'History (Hindi)')).toHaveAccessibleDescription('No Hindi yet');
    await page.getByText('Show which').click();
    await page.getByRole('button', { name: 'History (Hindi)', exact: true }).click();
    await expect(field(page, 'History (Hindi)')).toBeFocused();
    await expectNoA11yViolations(page);

    await field(page, 'History (Hindi)').fill('हमारा विद्यालय गाँव के एक भवन में शुरू हुआ।');
    await expect(field(page, 'History (Hindi)')).not.toHaveAccessibleDescription('No Hindi yet');
    await expect(page.getByText(before === 1 ? 'Every text written in English has its Hindi.' : `${noHindiYet(before - 1)}.`, { exact: true })).toBeVisible();
    await savePage(page, 'School History');

    await page.getByRole('link', { name: 'Back to all pages' }).click();
    const allPages = page.getByRole('region', { name: 'All pages' });
    await expect(allPages.getByRole('link', { name: 'School History', exact: true })).toBeVisible();
    if (before === 1) {
      await expect(historyLine).toHaveCount(0);
    } else {
      await expect(historyLine).toHaveText(`School History: ${noHindiYet(before - 1)}`);
    }
  } finally {
    await restoreHistory(page, site.apiUrl, seeded);
  }
});

test('Settings marks the school’s details without Hindi and counts them as the admin types', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const count = page.getByText(/^(\d+ texts? (has|have) no Hindi yet|Every text written in English has its Hindi)\.$/);
  await expect(count).toBeVisible();
  // Nothing is saved: only what the form shows changes.
  const line = field(page, 'Line above the header (Hindi)');
  await field(page, 'Line above the header (English)').fill('Ministry of Education');
  await line.fill('');
  await expect(line).toHaveAccessibleDescription('No Hindi yet');
  const without = await count.innerText();
  await line.fill('शिक्षा मंत्रालय');
  await expect(line).not.toHaveAccessibleDescription('No Hindi yet');
  await expect(count).not.toHaveText(without);
  await expectNoA11yViolations(page);
});
