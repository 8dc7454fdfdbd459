import { test, expect } from '../../support/site';
import { holdRequests } from '../../support/held-requests';

const COLUMNS = ['Profile Picture', 'Name', 'Designation', 'Qualification', 'Email', 'Phone', 'Date of Birth'];

test('the staff page lists the school’s staff from the API with the spec’s columns', async ({ page }) => {
  await page.goto('/staffDetail');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Staff members' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);

  const principal = table.getByRole('row', { name: /Rajendra Singh Negi/ });
  await expect(principal.getByRole('cell').nth(1)).toHaveText('Principal');
  await expect(principal.getByRole('cell').last()).toHaveText('14/03/1972'); // en-GB day/month/year
  await expect(principal.getByRole('img', { name: 'Sh. Rajendra Singh Negi' })).toHaveJSProperty('complete', true);

  // Missing values show NA.
  const joshi = table.getByRole('row', { name: /Mahesh Chandra Joshi/ });
  await expect(joshi.getByRole('cell').nth(4)).toHaveText('NA');
  const rawat = table.getByRole('row', { name: /Kavita Rawat/ });
  await expect(rawat.getByRole('cell').last()).toHaveText('NA');
  await expect(table.getByRole('row')).toHaveCount(7); // header + the six staff of school 83181
  // Visitors see no Action column.
  await expect(table.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
});

test('while the staff list loads, the page says so', async ({ page }) => {
  const release = await holdRequests(page, '**/api/School/Staff/GetAll');
  await page.goto('/staffDetail');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading staff data...');
  release();
  await expect(page.getByRole('table')).toBeVisible();
});

test('a failed staff list shows the server’s message and the empty text', async ({ page }) => {
  await page.route('**/api/School/Staff/GetAll', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Database is down for maintenance' }) }),
  );
  await page.goto('/staffDetail');
  await expect(page.getByRole('alert').filter({ hasText: 'Database is down for maintenance' })).toBeVisible();
  await expect(page.getByText('No staff data found.')).toBeVisible();
});
