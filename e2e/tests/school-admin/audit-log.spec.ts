import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, ACCOUNTS } from '../../support/site';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { logInAsProvider } from '../../support/provider-admin';
import { expectNoA11yViolations } from '../../support/axe';
import { SITE_INFO } from '../../support/site-info';
import { TEST_NAME, removeLeftovers } from '../../fixtures/people/people';
import { addStaff, staffDialog, staffRow } from '../../fixtures/people/staff';

/**
 * The audit log (issue 16): a school admin's login, a staff member added and edited and a page
 * saved show in the school's log with the admin's user name, filterable, and in the CSV export;
 * the provider sees them with the school's name. axe 0 on both screens at 375 and 1280 px.
 */

const auditTable = (page: Page) => page.getByRole('table', { name: 'Audit log entries' });

test.afterEach(async ({ page, site }) => {
  await removeLeftovers(page, site.apiUrl, 'staff');
});

test('a school admin’s login, staff edits and a page save are in the audit log, filterable and exported; the provider sees them with the school', async ({ page, site, browser }) => {
  test.setTimeout(120_000);
  const name = `${TEST_NAME}Audit ${Date.now().toString(36)}`;
  const started = new Date();

  // The actions: a login, a staff member added then edited, a page saved.
  await logInAsSchoolAdmin(page, site.url, '/Manage-Staff');
  await addStaff(page, name, 'TGT (Science)');
  await staffRow(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = staffDialog(page, 'Edit Staff');
  await edit.getByLabel('Designation').fill('PGT (Physics)');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  // The page's own text is put back after (the worker's other tests read the home page).
  await page.goto(`${site.url}/Manage-Pages/vision`);
  const vision = page.getByLabel('Vision (English)', { exact: true });
  const original = await vision.inputValue();
  await vision.fill(`A school audited ${started.toISOString()}`);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /saved/ })).toBeVisible();
  await vision.fill(original);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /saved/ }).first()).toBeVisible();

  // The school's log, through the Admin menu.
  await page.goto(`${site.url}/`);
  const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Admin' }) });
  await admin.getByRole('button', { name: 'Admin' }).click(); // opened by a click: a hover is lost if the page shifts under the pointer
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(`${site.url}/Manage-Audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = auditTable(page);
  await expect(table).toBeVisible();
  const mine = table.getByRole('row').filter({ hasText: ACCOUNTS.school.username });
  await expect(mine.filter({ hasText: 'login' }).first()).toBeVisible();
  await expect(mine.filter({ hasText: 'create' }).filter({ hasText: 'Staff member' }).first()).toBeVisible();
  await expect(mine.filter({ hasText: 'update' }).filter({ hasText: 'Page: vision' }).first()).toBeVisible();

  // The staff update's details: the designation, before → after.
  const update = mine.filter({ hasText: 'update' }).filter({ hasText: 'Staff member' }).first();
  await update.getByText(/Staff member \d+/).click();
  await expect(update.getByRole('definition')).toContainText('TGT (Science)');
  await expect(update.getByRole('definition')).toContainText('PGT (Physics)');
  await expectNoA11yViolations(page);

  // Filtered: updates of staff only, kept in the address.
  await page.getByLabel('Action').selectOption('update');
  await page.getByLabel('Kind').selectOption('staff');
  await page.getByLabel('User name').fill(ACCOUNTS.school.username);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/Manage-Audit\?action=update&kind=staff&user=schooladmin$/);
  await expect(table.getByRole('row').filter({ hasText: 'login' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Page: vision' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'update' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('update');
  await expect(auditTable(page).getByRole('row').filter({ hasText: 'Staff member' }).first()).toBeVisible();

  // The CSV export of the filter: a file with a BOM, a header row and those rows; no token in any address.
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('"When (India time)","User","Role","Action","Kind","Record","Before","After"');
  expect(lines.slice(1).every((line) => line.includes('"schooladmin","School admin","update","Staff member"'))).toBe(true);
  expect(lines.some((line) => line.includes('PGT (Physics)'))).toBe(true);
  expect(addresses.filter((address) => /token|bearer|eyJ/i.test(address))).toEqual([]);

  // Narrow screens: the same screen, no violation.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(auditTable(page)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The provider: every school's entries, the school named; filtered to the school's logins.
  // A context of its own: axe needs one (not browser.newPage()).
  const provider = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAsProvider(provider);
  await provider.getByRole('link', { name: 'Audit log' }).click();
  await expect(provider).toHaveURL(/\/sgi-admin\/audit$/);
  await expect(provider.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  const everyone = auditTable(provider);
  await expect(everyone.getByRole('columnheader')).toHaveText(['When', 'Who', 'Role', 'School', 'Action', 'What']);
  const ours = everyone.getByRole('row').filter({ hasText: ACCOUNTS.school.username });
  await expect(ours.filter({ hasText: 'Staff member' }).first()).toContainText(SITE_INFO.title);
  await expectNoA11yViolations(provider);

  await provider.getByLabel('School').selectOption({ label: SITE_INFO.title });
  await provider.getByLabel('Action').selectOption('login');
  await provider.getByRole('button', { name: 'Apply filters' }).click();
  await expect(provider).toHaveURL(/\/sgi-admin\/audit\?action=login&school=\d+$/);
  const logins = auditTable(provider).getByRole('row').filter({ hasText: 'login' });
  await expect(logins.filter({ hasText: ACCOUNTS.school.username }).first()).toContainText(SITE_INFO.title);
  await expect(auditTable(provider).getByRole('row').filter({ hasText: 'create' })).toHaveCount(0);

  await provider.setViewportSize({ width: 375, height: 800 });
  await expect(auditTable(provider)).toBeVisible();
  await expectNoA11yViolations(provider);
  await provider.context().close();
});
