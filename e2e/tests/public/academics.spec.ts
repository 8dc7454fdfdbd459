import { test, expect } from '../../support/site';
import { openInNewTab } from '../../support/new-tab';
import { openBeforeEach } from '../../support/public-page';

/**
 * The documents of the Academics disclosure (docs/product.md#school-pages), in order: section C of the
 * school's Mandatory Public Disclosure. The last three years' board results are tables of their
 * own, with the pass percentage computed, no longer a PDF.
 */
const ROWS = [/fee structure/i, /annual academic calendar/i, /school management committee/i, /\(PTA\) members/i];

openBeforeEach('/academics', 'Mandatory Disclosure: Academics');

test('the Academics table has the three columns and the four documents, numbered by position', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Academic documents' });
  await expect(table.getByRole('columnheader')).toHaveText(['SL NO', 'Documents/Information', 'Links of Uploaded Documents']);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(ROWS.length);
  for (const [index, title] of ROWS.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('cell').first()).toHaveText(String(index + 1));
    await expect(row.getByRole('rowheader')).toHaveText(title);
    await expect(row.getByRole('link')).toHaveText('View Document (PDF)');
    await expect(row.getByRole('link')).toHaveAccessibleName(new RegExp(`^View Document \\(PDF\\): .*${title.source}.*\\(opens in a new tab\\)$`, 'i'));
  }
});

test('the last three years’ board results of Classes X and XII show with their computed pass percentages', async ({ page }) => {
  const classX = page.getByRole('table', { name: 'Result of the Class X board examination' });
  await expect(classX.getByRole('columnheader')).toHaveText(['S. No.', 'Year', 'Students registered', 'Students passed', 'Pass percentage', 'Remarks']);
  await expect(classX.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
  await expect(classX.getByRole('row', { name: / 2025 / })).toContainText('96.43%');
  await expect(page.getByRole('table', { name: 'Result of the Class XII board examination' }).getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
});

test('each View Document link opens its PDF in a new tab, without giving the new tab access to this one', async ({
  page,
}) => {
  const links = page.getByRole('link', { name: /^View Document/ });
  await expect(links).toHaveCount(ROWS.length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = (await response.body()).toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain('SAMPLE DOCUMENT');
  }

  const { tab, address } = await openInNewTab(page, links.first());
  expect(address).toMatch(/\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.pdf$/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/academics$/);
});
