import { test, expect } from '../../support/site';
import { openInNewTab } from '../../support/new-tab';
import { openBeforeEach } from '../../support/public-page';

/**
 * The certificates of docs/product.md#school-pages, in order: section B of the school's Mandatory Public
 * Disclosure, named as CBSE's Appendix IX names them. The demo school has not published the DEO
 * certificate (or self-certification).
 */
const ROWS = [
  /affiliation/i,
  /society\/trust\/company registration/i,
  /no objection certificate \(NOC\)/i,
  /recognition certificate under the RTE act/i,
  /building safety/i,
  /fire safety/i,
  /self-certification/i,
  /water, health and sanitation/i,
];
const SELF_CERTIFICATION = 6;

openBeforeEach('/certificates_&_Approvals', 'Certificates & Approvals');

test('the table lists the eight certificates under SL NO, Document Name and Links, numbered by position', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Certificates and approvals' });
  await expect(table.getByRole('columnheader')).toHaveText(['SL NO', 'Document Name', 'Links']);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(ROWS.length);
  for (const [index, title] of ROWS.entries()) {
    await expect(rows.nth(index).getByRole('cell').first()).toHaveText(String(index + 1));
    await expect(rows.nth(index).getByRole('rowheader')).toHaveText(title);
  }
});

test('the DEO certificate or self-certification, not published, says Not yet published instead of offering a link', async ({ page }) => {
  const row = page.getByRole('row').filter({ hasText: /self-certification/i });
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.getByText('Not yet published', { exact: true })).toBeVisible();
  await expect(page.getByText('Not yet published', { exact: true })).toHaveCount(1);
});

test('every other certificate has a View Certificate link opening its PDF in a new tab', async ({ page }) => {
  const rows = page.getByRole('table', { name: 'Certificates and approvals' }).getByRole('row').filter({ has: page.getByRole('cell') });
  for (const [index, title] of ROWS.entries()) {
    if (index === SELF_CERTIFICATION) continue;
    const link = rows.nth(index).getByRole('link');
    await expect(link).toHaveText('View Certificate (PDF)');
    await expect(link).toHaveAccessibleName(new RegExp(`^View Certificate \\(PDF\\): .*${title.source}.*\\(opens in a new tab\\)$`, 'i'));
    await expect(rows.nth(index).getByRole('rowheader')).toContainText(/Issued on \d{1,2} \w+ \d{4}/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const response = await page.request.get(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).toString('latin1')).toContain('SAMPLE DOCUMENT');
  }

  const { address } = await openInNewTab(page, rows.nth(5).getByRole('link', { name: /^View Certificate/ }));
  expect(address).toMatch(/\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.pdf$/);
});
