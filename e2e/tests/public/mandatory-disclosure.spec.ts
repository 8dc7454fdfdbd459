import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { TEST_NAME, removeLeftovers } from '../../fixtures/people/people';
import { openAddStaff, staffDialog, staffRow } from '../../fixtures/people/staff';

/**
 * CBSE's Mandatory Public Disclosure (issue 16): sections A to E from the demo school's data,
 * every document link answering its PDF, the one the demo leaves out said "Not yet published"
 * with no link, and section D following a staff member's category as the school admin changes it.
 */

const SECTIONS = ['A. General information', 'B. Documents and information', 'C. Result and academics', 'D. Staff (teaching)', 'E. School infrastructure'];

test.afterEach(async ({ page, site }) => {
  await removeLeftovers(page, site.apiUrl, 'staff');
});

/** The figure in section D's row whose header starts with `label`. */
async function staffFigure(page: Page, label: string): Promise<number> {
  const row = page.getByRole('table', { name: 'D. Staff (teaching)' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
  return Number(await row.getByRole('cell').textContent());
}

test('the page shows sections A to E under their headings, reached from the home page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Mandatory Public Disclosure' }).click();
  await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  for (const section of ['A. General information', 'B. Documents and information', 'D. Staff (teaching)', 'E. School infrastructure']) {
    await expect(page.getByRole('table', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Result of the Class X board examination' }).getByRole('row', { name: / 2025 / })).toContainText('96.43%');
  await expect(page.getByText(/^Last updated:/)).toBeVisible();
});

test('every document link answers its PDF, and the document not published is said so with no link', async ({ page }) => {
  await page.goto('/mandatory-public-disclosure');
  const links = page.getByRole('main').getByRole('link', { name: /^View \(PDF\)/ });
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    const response = await page.request.get(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href));
    expect(response.status()).toBe(200);
    expect((await response.body()).toString('latin1').startsWith('%PDF-')).toBe(true);
  }
  const deo = page.getByRole('table', { name: 'B. Documents and information' }).getByRole('row', { name: /DEO certificate/ });
  await expect(deo.getByText('Not yet published', { exact: true })).toBeVisible();
  await expect(deo.getByRole('link')).toHaveCount(0);
});

test('changing a staff member’s category in the admin changes the computed figures on the page', async ({ page, site, browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage();
  await visitor.goto(`${site.url}/mandatory-public-disclosure`);
  await expect(visitor.getByRole('table', { name: 'D. Staff (teaching)' })).toBeVisible();
  const before = { prt: await staffFigure(visitor, 'PRT'), pgt: await staffFigure(visitor, 'PGT'), teachers: await staffFigure(visitor, 'Total number of teachers') };

  const name = `${TEST_NAME}Disclosure Teacher`;
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  const form = await openAddStaff(page);
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Designation').fill('Primary Teacher');
  await form.getByLabel('Category').selectOption({ label: 'PRT (Primary Teacher)' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  await visitor.reload();
  await expect.poll(() => staffFigure(visitor, 'PRT')).toBe(before.prt + 1);
  expect(await staffFigure(visitor, 'Total number of teachers')).toBe(before.teachers + 1);

  await staffRow(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = staffDialog(page, 'Edit Staff');
  await expect(edit.getByLabel('Category')).toHaveValue('prt');
  await edit.getByLabel('Category').selectOption({ label: 'PGT (Post Graduate Teacher)' });
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();

  await visitor.reload();
  await expect.poll(() => staffFigure(visitor, 'PRT')).toBe(before.prt);
  expect(await staffFigure(visitor, 'PGT')).toBe(before.pgt + 1);
  expect(await staffFigure(visitor, 'Total number of teachers')).toBe(before.teachers + 1);
  await visitor.close();
});
