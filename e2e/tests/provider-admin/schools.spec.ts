import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { answerNextDialog, logInAsProvider, rowOf, unique, uniqueCode } from '../../support/provider-admin';
import { expectValuesByLabel, fillByLabel } from '../../support/forms';

const REQUIRED_MESSAGES = [
  'School Name is required',
  'School Code is required',
  'Contact Person 1 is required',
  'Contact 1 is required',
  'This field is required',
  'Purchase Date is required',
  'Renew Date is required',
  'Expire Date is required',
  'AMC Start Date is required',
  'AMC End Date is required',
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

interface PostedSchool {
  schoolId?: number;
  active: boolean;
  domainNamePurchaseDate: string;
  contactPerson1: string;
  otherHostNames: string[];
  profile?: unknown;
}

/** Keeps the bodies the page posts to /School/Add and /School/Update. */
function recordSaves(page: Page): PostedSchool[] {
  const posted: PostedSchool[] = [];
  page.on('request', (request) => {
    if (/\/api\/School\/(Add|Update)$/.test(request.url())) posted.push(request.postDataJSON() as PostedSchool);
  });
  return posted;
}

test('a provider adds a school after meeting every rule of the form, then edits it and deletes it', async ({ page }) => {
  const posted = recordSaves(page);
  await logInAsProvider(page);
  const name = unique('Valley School ');
  const code = uniqueCode();
  const otherAddress = `www${code}.valley.example`;

  // An empty form names every required field, and saves nothing.
  await page.getByRole('button', { name: 'Add School' }).click();
  const addForm = page.getByRole('region', { name: 'Add School' });
  await expect(addForm.getByRole('heading', { name: 'Add School' })).toBeFocused();
  await expect(field(page, 'Active')).not.toBeChecked();
  await addForm.getByRole('button', { name: 'Save' }).click();
  for (const message of REQUIRED_MESSAGES) await expect(addForm.getByText(message, { exact: true })).toBeVisible();
  await expect(field(page, 'School Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'School Name')).toBeFocused();
  // A new school's form also takes what its site shows.
  await expect(addForm.getByRole('heading', { name: 'Shown on the school’s site' })).toBeVisible();

  // Wrong phone numbers, a URL without its scheme, an address with one, a wrong e-mail.
  const exact = { exact: true };
  await fillByLabel(
    page,
    {
      'School Name': name,
      'School Code': code,
      'Contact Person 1': 'Sh. Mohan Rawat',
      'Contact 1': '98765-4321',
      'Contact 2 (optional)': '12345',
      'Website URL': 'www.valley.example',
      'Other addresses (optional)': `https://${otherAddress}`,
      'Email (optional)': 'office@valley',
      'Purchase Date': '2025-04-01',
      'Renew Date': '2026-04-01',
      'Expire Date': '2027-03-31',
      'AMC Start Date': '2026-04-01',
      'AMC End Date': '2027-03-31',
    },
    exact,
  );
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(addForm.getByText('Enter a valid phone number', { exact: true })).toHaveCount(2);
  await expect(addForm.getByText('Enter a valid URL', { exact: true })).toBeVisible();
  await expect(addForm.getByText(`https://${otherAddress} is not a host name: write it as www.example.in, without http://, a port or a path`, { exact: true })).toBeVisible();
  await expect(field(page, 'Other addresses (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(addForm.getByText('Enter a valid email address', { exact: true })).toBeVisible();
  for (const message of REQUIRED_MESSAGES) await expect(addForm.getByText(message, { exact: true })).toHaveCount(0);
  expect(posted).toHaveLength(0);

  // Put right, it saves: the form closes and the reloaded list shows the school, inactive.
  await fillByLabel(
    page,
    {
      'Contact 1': '+919876543000',
      'Contact 2 (optional)': '',
      'Website URL': 'https://valley.example',
      'Other addresses (optional)': otherAddress,
      'Email (optional)': 'office@valley.example',
    },
    exact,
  );
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'School added successfully' })).toBeVisible();
  await expect(addForm).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row.getByRole('cell')).toHaveText([/\d+/, name, code, 'Sh. Mohan Rawat', '+919876543000', 'Inactive', /Edit.*Delete/]);
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({
    active: false,
    domainNamePurchaseDate: '2025-04-01',
    otherHostNames: [otherAddress],
    profile: { nameHi: '', affiliationNumber: '', address: { en: '', hi: '' }, phone: '', email: 'office@valley.example' },
  });
  expect(posted[0]).not.toHaveProperty('schoolId');

  // Edit: the form holds the stored school, dates as yyyy-MM-dd.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('region', { name: 'Edit School' });
  await expectValuesByLabel(
    page,
    { 'School Name': name, 'Purchase Date': '2025-04-01', 'AMC End Date': '2027-03-31', 'Website URL': 'https://valley.example', 'Other addresses (optional)': otherAddress },
    exact,
  );
  // Its profile is now the school admin's.
  await expect(editForm.getByRole('heading', { name: 'Shown on the school’s site' })).toHaveCount(0);
  await expect(field(page, 'Email (optional)')).toHaveCount(0);
  await field(page, 'Contact Person 1').fill('Smt. Kavita Bisht');
  await field(page, 'Active').check();
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'School updated successfully' })).toBeVisible();
  await expect(editForm).toHaveCount(0);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Smt. Kavita Bisht');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Active');
  expect(posted[1]).toMatchObject({ schoolId: expect.any(Number), active: true, contactPerson1: 'Smt. Kavita Bisht', otherHostNames: [otherAddress] });
  expect(posted[1]).not.toHaveProperty('profile');

  // Delete asks first: cancelled, the school stays; confirmed, it goes.
  let question = answerNextDialog(page, false);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  expect(await question).toBe('Are you sure you want to delete this school?');
  await expect(row).toHaveCount(1);

  question = answerNextDialog(page, true);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  expect(await question).toBe('Are you sure you want to delete this school?');
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(rowOf(page, 'PM SHRI Government Inter College')).toHaveCount(1);
  await expect(row).toHaveCount(0);
});

test('the schools table lists the seeded schools with their columns, sortable by header', async ({ page }) => {
  await logInAsProvider(page, '/sgi-admin/schools');
  const table = page.getByRole('table', { name: 'Schools' });
  await expect(table.getByRole('columnheader')).toHaveText(['S No', 'School Name', 'School Code', 'Contact Person', 'Contact Number', 'Status', 'Action']);
  await expect(rowOf(page, '83181').getByRole('cell')).toHaveText([
    /\d+/,
    'PM SHRI Government Inter College',
    '83181',
    'Sh. Rajendra Singh Negi',
    '+919876543210',
    'Active',
    /Edit.*Delete/,
  ]);
  const codeHeader = table.getByRole('columnheader', { name: 'School Code' });
  await codeHeader.getByRole('button').click();
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
  await codeHeader.getByRole('button').click();
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByLabel(/^Show/)).toHaveValue('20');
});

test('a failed delete says so in an alert and keeps the school', async ({ page }) => {
  await logInAsProvider(page);
  await page.route('**/api/School/Delete', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  const row = rowOf(page, '83190');
  await expect(row).toHaveCount(1);

  // The confirmation is the page's dialog; the failure, the spec's browser alert.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  const question = answerNextDialog(page, true);
  await row.getByRole('button', { name: /^Delete / }).click();
  expect(await question).toBe('Are you sure you want to delete this school?');
  await expect.poll(() => alerts).toEqual(['alert: Failed to delete school. Please try again.']);
  await expect(row).toHaveCount(1);
});

test('a failed school list shows an error with a retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/School/GetAll', (route) => (failing ? route.fulfill({ status: 500, json: {} }) : route.fallback()));
  await logInAsProvider(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch schools. Please try again.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Schools' })).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rowOf(page, '83181')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch schools' })).toHaveCount(0);
});
