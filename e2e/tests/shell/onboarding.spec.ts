import type { Page } from '@playwright/test';
import { ACCOUNTS, siteAt, test, expect } from '../../support/site';
import { logInAsProvider, unique, uniqueCode } from '../../support/provider-admin';
import { changePasswordOnScreen } from '../../support/accounts';
import { fillByLabel } from '../../support/forms';
import { SITE_INFO } from '../../support/site-info';
import { enrolOnScreen } from '../../support/second-factor';
import { savePage } from '../../support/page-editor';

/**
 * A new school, from the provider's Schools screen to a live site at its own addresses: the
 * Website URL's host name and the other addresses the provider lists answer at once (Chromium
 * resolves *.localhost here).
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a provider creates a school at school3.localhost and school3b.localhost with its first admin, who fills in its details; visitors there see exactly that', async ({
  page,
  site,
  browser,
}) => {
  const name = unique('Hill View School ');
  const code = uniqueCode();
  const admin = { username: unique('hillview').toLowerCase(), password: 'Hill-View-Pass-2026' };

  // The provider adds the school, active, with its address as the Website URL, a second
  // address, and the affiliation number its site shows...
  await logInAsProvider(page);
  await page.getByRole('button', { name: 'Add School' }).click();
  const addSchool = page.getByRole('region', { name: 'Add School' });
  await fillByLabel(
    page,
    {
      'School Name': name,
      'School Code': code,
      'Contact Person 1': 'Office',
      'Contact 1': '+910000000003',
      'Website URL': 'http://school3.localhost',
      'Other addresses (optional)': 'school3b.localhost',
      ...Object.fromEntries(['Purchase Date', 'Renew Date', 'Expire Date', 'AMC Start Date', 'AMC End Date'].map((date) => [date, '2026-04-01'])),
      'Affiliation Number (optional)': '1234567',
    },
    { exact: true },
  );
  await field(page, 'Active').check();
  await addSchool.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'School added successfully' })).toBeVisible();

  // ...and its first school admin.
  await page.goto('/sgi-admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('region', { name: 'Add User' });
  await fillByLabel(page, { 'Full Name': `${name} Office`, Username: admin.username, Password: admin.password }, { exact: true });
  await field(page, 'User Type').selectOption({ label: 'School' });
  await field(page, 'School').selectOption({ label: `${name} (${code})` });
  await field(page, 'Active').check();
  await addUser.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User added successfully' })).toBeVisible();

  // The site is live at once at both addresses, under the school's own name, with what the
  // provider filled in of its profile.
  const school3 = siteAt(site.url, 'school3.localhost');
  const visitor = await browser.newPage();
  await visitor.goto(`${school3}/`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
  await expect(visitor).toHaveTitle(`Home | ${name}`);
  await expect(visitor.getByRole('banner').getByText(`School Code: ${code}`, { exact: true })).toBeVisible();
  await expect(visitor.getByRole('banner').getByText('Affiliation No.: 1234567', { exact: true })).toBeVisible();
  await visitor.goto(`${siteAt(site.url, 'school3b.localhost')}/`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
  await expect(visitor.getByRole('banner').getByText(`School Code: ${code}`, { exact: true })).toBeVisible();

  // Its admin logs in there, first replaces the password the provider gave with one of their
  // own, and fills in the rest of the school's details.
  const office = await browser.newPage();
  await office.goto(`${school3}/login`);
  await office.getByLabel('Username').fill(admin.username);
  await office.getByLabel('Password', { exact: true }).fill(admin.password);
  await office.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(office).toHaveURL(`${school3}/Manage-Password`);
  await changePasswordOnScreen(office, admin.password, 'Hill-View-Own-2026');
  await expect(office).toHaveURL(`${school3}/Manage-Security`);
  await enrolOnScreen(office, admin.username);
  await expect(office).toHaveURL(`${school3}/`);
  await office.goto(`${school3}/Manage-Settings`);
  await expect(field(office, 'Affiliation number')).toHaveValue('1234567');
  await field(office, 'Address (English)').fill(`${name}\nHill Road`);
  await field(office, 'Phone').fill('+91 00000 00003');
  await office.getByRole('button', { name: 'Save settings' }).click();
  await expect(office.getByRole('alert').filter({ hasText: 'Settings saved' })).toBeVisible();

  // The setup checklist names what is still empty; the principal's message is one of them.
  const adminMenu = office.getByRole('navigation', { name: 'Main' }).getByRole('listitem').filter({ has: office.getByRole('button', { name: 'Admin' }) });
  await adminMenu.getByRole('button', { name: 'Admin' }).click(); // opened by a click: a hover is lost if the page shifts under the pointer
  await adminMenu.getByRole('link', { name: 'Pages', exact: true }).click();
  const checklist = office.getByRole('region', { name: 'Setup checklist' });
  await checklist.getByRole('link', { name: 'Principal’s Message' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Principal’s Message' })).toBeVisible();
  await field(office, 'Message (English)').fill('Welcome to our school.\n\nWe grow with the hills.');
  await field(office, 'Principal’s name').fill('A. Principal');
  await field(office, 'Designation (English)').fill('Principal');
  await savePage(office, 'Principal’s Message');
  await office.getByRole('link', { name: 'Back to all pages' }).click();
  // No longer still to fill in (it is now counted among the texts without Hindi instead).
  const stillToFill = checklist.getByRole('list', { name: 'Still to fill in' });
  await expect(stillToFill.getByRole('link', { name: 'Principal’s Message' })).toHaveCount(0);
  await expect(stillToFill.getByRole('link', { name: 'Mandatory Disclosure: Results and Academics (C)' })).toBeVisible();
  await expect(stillToFill.getByRole('link', { name: /^Mandatory disclosure \(B\): Copy of valid fire safety certificate/ })).toBeVisible();
  await expect(checklist.getByRole('region', { name: 'Texts without Hindi' }).getByRole('link', { name: /Principal’s Message/ })).toBeVisible();

  // A visitor there sees exactly that; the other schools still show their own.
  const later = await browser.newPage();
  await later.goto(`${school3}/`);
  await expect(later.getByRole('banner').getByText('Affiliation No.: 1234567', { exact: true })).toBeVisible();
  const footer = later.getByRole('contentinfo');
  await expect(footer.getByText('Hill Road', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: '+91 00000 00003' })).toBeVisible();
  await later.goto(`${school3}/principalMessage`);
  const message = later.getByRole('article', { name: "Principal's Message" });
  await expect(message.getByText('We grow with the hills.', { exact: true })).toBeVisible();
  await expect(message.getByText('A. Principal', { exact: true })).toBeVisible();
  await expect(message.getByText('Sh. Rajendra Singh Negi')).toHaveCount(0);
  await later.goto(site.url);
  await expect(later.getByRole('banner').getByText(`Affiliation No.: ${SITE_INFO.affiliationNumber}`, { exact: true })).toBeVisible();
  await later.goto(`${siteAt(site.url, 'school2.localhost')}/`);
  await expect(later.getByRole('heading', { level: 1, name: 'Welcome to Government Girls Inter College' })).toBeVisible();
  await expect(later.getByRole('banner').getByText(/Affiliation No\./)).toHaveCount(0);
  await Promise.all([visitor.close(), office.close(), later.close()]);
});

test("a school's admin cannot log in at another school's address", async ({ page, site }) => {
  await page.goto(`${siteAt(site.url, 'school2.localhost')}/login`);
  await page.getByLabel('Username').fill(ACCOUNTS.school.username);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.school.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
