import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, type Site } from '../../support/site';
import { answerNextDialog, logInAsProvider, rowOf, unique } from '../../support/provider-admin';
import { changePasswordOnScreen } from '../../support/accounts';
import { enrolOnScreen } from '../../support/second-factor';

const DEMO_SCHOOL = 'PM SHRI Government Inter College (83181)';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

interface PostedUser {
  schoolUserId?: number;
  password: string;
  userType: string;
  SchoolId: number | null;
  active: boolean;
}

/** `plain` under the login cipher of the site's /config.json, as the login pages send a password. */
async function underCipher(request: APIRequestContext, site: Site, plain: string): Promise<string> {
  const { PASSWORD_CIPHER: cipher } = (await (await request.get(`${site.url}/config.json`)).json()) as { PASSWORD_CIPHER: { key: string; iv: string } };
  const aes = createCipheriv('aes-256-cbc', Buffer.from(cipher.key, 'hex'), Buffer.from(cipher.iv, 'hex'));
  return Buffer.concat([aes.update(plain, 'utf8'), aes.final()]).toString('base64');
}

/** POST /Auth/Admin/Login as a school user of 83181, with `plain` as the password. */
async function schoolLogin(request: APIRequestContext, site: Site, username: string, plain: string) {
  const password = await underCipher(request, site, plain);
  return request.post(`${site.apiUrl}/Auth/Admin/Login`, { data: { username, password, userType: 'School', SchoolCode: '83181' } });
}

/**
 * Fails `times` logins as a user through the API, as a script guessing passwords would. A
 * refused try (429) waits as its Retry-After says, then tries again.
 */
async function failLogins(request: APIRequestContext, site: Site, username: string, times: number): Promise<void> {
  for (let failed = 0; failed < times; ) {
    const answer = await schoolLogin(request, site, username, 'Not-the-password-1');
    if (answer.status() === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers()['retry-after']) * 1000));
      continue;
    }
    expect(answer.status()).toBe(401);
    failed += 1;
  }
}

function recordSaves(page: Page): PostedUser[] {
  const posted: PostedUser[] = [];
  page.on('request', (request) => {
    if (/\/api\/School\/User\/(Add|Update)$/.test(request.url())) posted.push(request.postDataJSON() as PostedUser);
  });
  return posted;
}

test('a provider adds a school user who can then log in, and disabling that user ends its session', async ({ page, browser, site }) => {
  const posted = recordSaves(page);
  await logInAsProvider(page, '/sgi-admin/users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  const userName = unique('teach').toLowerCase();
  const fullName = unique('Teacher ');
  const password = 'Chalk#Board-2025';

  // An empty form names every required field.
  await page.getByRole('button', { name: 'Add User' }).click();
  const addForm = page.getByRole('region', { name: 'Add User' });
  await addForm.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Full Name is required', 'Username is required', 'Password is required', 'User Type is required', 'School is required']) {
    await expect(addForm.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Active')).not.toBeChecked();
  await expect(addForm.getByText('At least 12 characters.', { exact: false })).toBeVisible();
  await field(page, 'Password').fill('Chalk#Board');
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(addForm.getByText('Password must be at least 12 characters', { exact: true })).toBeVisible();
  expect(posted).toHaveLength(0);
  await expect(field(page, 'User Type').getByRole('option')).toHaveText(['Select user type', 'School', 'SGI User']);

  await field(page, 'Full Name').fill(fullName);
  await field(page, 'Username').fill(userName);
  await field(page, 'Password').fill(password);
  await field(page, 'User Type').selectOption({ label: 'School' });
  await expect(field(page, 'School')).toBeEnabled();
  await field(page, 'School').selectOption({ label: DEMO_SCHOOL });
  await field(page, 'Active').check();
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User added successfully' })).toBeVisible();
  await expect(addForm).toHaveCount(0);
  const row = rowOf(page, fullName);
  // A school user the provider adds is the school's admin (decision 013); the password the
  // provider gave is temporary until the user changes it.
  await expect(row.getByRole('cell')).toHaveText([/\d+/, fullName, userName, 'School', 'School admin', 'Active Temporary password', /Edit.*Delete/]);
  // The password went under the login cipher, never as typed.
  expect(posted[0]).toMatchObject({ userType: 'School', SchoolId: expect.any(Number), active: true });
  expect(posted[0]?.password).not.toBe('');
  expect(posted[0]?.password).not.toContain(password);

  // Editing shows no password; saved empty, the password stays what it was.
  await row.getByRole('button', { name: `Edit ${fullName}` }).click();
  const editForm = page.getByRole('region', { name: 'Edit User' });
  await expect(field(page, 'Password')).toHaveValue('');
  await expect(editForm.getByText('Leave empty to keep the current password.', { exact: false })).toBeVisible();
  await expect(field(page, 'School')).toHaveValue(String(posted[0]?.SchoolId));
  await field(page, 'Full Name').fill(`${fullName} Negi`);
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(rowOf(page, `${fullName} Negi`)).toHaveCount(1);
  expect(posted[1]).toMatchObject({ schoolUserId: expect.any(Number), password: '' });

  // The new user logs in on /login with the password given when adding, in its own browser,
  // and must set one of their own first.
  const schoolContext = await browser.newContext({ baseURL: site.url });
  const schoolPage = await schoolContext.newPage();
  await schoolPage.goto('/login');
  await schoolPage.getByLabel('Username').fill(userName);
  await schoolPage.getByLabel('Password', { exact: true }).fill(password);
  await schoolPage.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  const header = schoolPage.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(schoolPage).toHaveURL(`${site.url}/Manage-Password`);
  await changePasswordOnScreen(schoolPage, password, 'Own-chalk-board-2025');
  await expect(schoolPage).toHaveURL(`${site.url}/Manage-Security`);
  await enrolOnScreen(schoolPage, userName);
  await expect(schoolPage).toHaveURL(`${site.url}/`);
  await schoolPage.goto('/Manage-Staff');
  await expect(schoolPage.getByRole('columnheader', { name: 'Action' })).toBeVisible();

  // The provider disables the user.
  await rowOf(page, `${fullName} Negi`).getByRole('button', { name: /^Edit / }).click();
  await field(page, 'Active').uncheck();
  await page.getByRole('region', { name: 'Edit User' }).getByRole('button', { name: 'Update' }).click();
  await expect(rowOf(page, `${fullName} Negi`).getByRole('cell').nth(5)).toHaveText('Inactive');

  // The next call with the school token is refused: the site ends that session.
  await schoolPage.goto('/Manage-Staff');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await schoolPage.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
  await schoolContext.close();
});

test('an SGI User has no school: choosing the type disables the School selector', async ({ page }) => {
  const posted = recordSaves(page);
  await logInAsProvider(page, '/sgi-admin/users');
  const fullName = unique('Support ');
  await page.getByRole('button', { name: 'Add User' }).click();
  const form = page.getByRole('region', { name: 'Add User' });

  await field(page, 'User Type').selectOption({ label: 'School' });
  await field(page, 'School').selectOption({ label: DEMO_SCHOOL });
  await field(page, 'User Type').selectOption({ label: 'SGI User' });
  await expect(field(page, 'School')).toBeDisabled();
  await expect(field(page, 'School')).toHaveValue('');
  await expect(form.getByText('An SGI User belongs to no school.')).toBeVisible();

  await field(page, 'Full Name').fill(fullName);
  await field(page, 'Username').fill(unique('sgi').toLowerCase());
  await field(page, 'Password').fill('Another#Pass1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('School is required')).toHaveCount(0);
  await expect(form).toHaveCount(0);
  // A provider user has no role: a dash.
  await expect(rowOf(page, fullName).getByRole('cell').nth(3)).toHaveText('SGI User');
  await expect(rowOf(page, fullName).getByRole('cell').nth(4)).toHaveText('—');
  await expect(rowOf(page, fullName).getByRole('cell').nth(5)).toHaveText('Inactive Temporary password');
  expect(posted[0]).toMatchObject({ userType: 'SGIUser-Admin', SchoolId: null, active: false });

  // Deleting asks first.
  const question = answerNextDialog(page, true);
  await rowOf(page, fullName).getByRole('button', { name: `Delete ${fullName}` }).click();
  expect(await question).toBe('Are you sure you want to delete this user?');
  await expect(rowOf(page, fullName)).toHaveCount(0);
});

test('failures show the error banner with the texts of the spec', async ({ page }) => {
  let failUsers = true;
  await page.route('**/api/School/User/GetAll', (route) => (failUsers ? route.fulfill({ status: 500, json: {} }) : route.fallback()));
  await logInAsProvider(page, '/sgi-admin/users');
  const banner = page.getByRole('alert').filter({ hasText: 'Failed to fetch users. Please try again.' });
  await expect(banner).toBeVisible();
  failUsers = false;
  await banner.getByRole('button', { name: 'Try again' }).click();
  await expect(banner).toHaveCount(0);
  await expect(rowOf(page, 'SGI Administrator')).toHaveCount(1);

  // The seeded provider admin cannot delete its own account: the server refuses, the banner says so.
  const question = answerNextDialog(page, true);
  await rowOf(page, 'SGI Administrator').getByRole('button', { name: /^Delete / }).click();
  await question;
  const deleteBanner = page.getByRole('alert').filter({ hasText: 'Failed to delete user. Please try again.' });
  await expect(deleteBanner).toBeVisible();
  await expect(deleteBanner).toContainText('You cannot delete your own account');
  await deleteBanner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(deleteBanner).toHaveCount(0);

  await page.route('**/api/School/User/GetById', (route) => route.fulfill({ status: 500, json: {} }));
  await rowOf(page, 'SGI Administrator').getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch user details. Please try again.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Edit User' })).toHaveCount(0);

  // A taken username: the save fails with the spec's text and the server's reason.
  await page.getByRole('button', { name: 'Add User' }).click();
  await field(page, 'Full Name').fill('Second Admin');
  await field(page, 'Username').fill('sgiadmin');
  await field(page, 'Password').fill('Any#Pass12345');
  await field(page, 'User Type').selectOption({ label: 'SGI User' });
  await page.getByRole('region', { name: 'Add User' }).getByRole('button', { name: 'Save' }).click();
  const saveBanner = page.getByRole('alert').filter({ hasText: 'Failed to save user. Please try again.' });
  await expect(saveBanner).toContainText('The username sgiadmin is taken');
  await expect(page.getByRole('region', { name: 'Add User' })).toBeVisible();

  // A very common password: the API refuses it, the banner says why, nothing typed is lost.
  const userName = unique('second').toLowerCase();
  await field(page, 'Username').fill(userName);
  await field(page, 'Password').fill('qwerty123456');
  await page.getByRole('region', { name: 'Add User' }).getByRole('button', { name: 'Save' }).click();
  await expect(saveBanner).toContainText('This password is one of the most common ones. Choose another.');
  await expect(field(page, 'Full Name')).toHaveValue('Second Admin');
  await expect(field(page, 'Username')).toHaveValue(userName);
  await expect(field(page, 'Password')).toHaveValue('qwerty123456');
});

test('a failed school list for the School selector shows its banner', async ({ page }) => {
  await page.route('**/api/School/GetAll', (route) => route.fulfill({ status: 500, json: {} }));
  await logInAsProvider(page, '/sgi-admin/users');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch schools. Please try again.' })).toBeVisible();
  await expect(rowOf(page, 'SGI Administrator')).toHaveCount(1);
});

test('a provider sees the failed logins of an account and clears its login delays', async ({ page, request, site }) => {
  await logInAsProvider(page, '/sgi-admin/users');
  // A user of this test's own: failing the seeded admin would hold back the other tests' logins.
  const userName = unique('guessed').toLowerCase();
  const password = 'Guessed-user-pass-1';
  const providerToken = await page.evaluate(() => sessionStorage.getItem('sgiToken'));
  const school = await request.post(`${site.apiUrl}/School/GetAll`, { data: { active: true }, headers: { Authorization: `Bearer ${providerToken}` } });
  const schoolId = ((await school.json()) as { schoolId: number; schoolCode: string }[]).find((each) => each.schoolCode === '83181')!.schoolId;
  const added = await request.post(`${site.apiUrl}/School/User/Add`, {
    data: { fullName: `Guessed ${userName}`, userName, password: await underCipher(request, site, password), userType: 'School', active: true, SchoolId: schoolId },
    headers: { Authorization: `Bearer ${providerToken}` },
  });
  expect(added.status()).toBe(201);
  // 5 failures are free, then each waits twice as long: after the 7th, this client waits 4 s.
  await failLogins(request, site, userName, 7);

  await page.reload();
  await rowOf(page, `Guessed ${userName}`).getByRole('button', { name: `Edit Guessed ${userName}` }).click();
  const failedLogins = page.getByRole('region', { name: 'Edit User' }).getByRole('region', { name: 'Failed logins' });
  await expect(failedLogins.getByRole('status')).toHaveText('7 failed logins in the last 15 minutes, from:');
  // The 4-second wait may be over by the time the section loads on a busy machine.
  await expect(failedLogins.getByRole('listitem')).toHaveText([/^[\d.:a-f]+: 7 failed logins(, must wait until \d\d:\d\d:\d\d)?$/]);

  await failedLogins.getByRole('button', { name: 'Clear login delays' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login delays cleared' })).toBeVisible();
  await expect(failedLogins.getByRole('status')).toHaveText('No failed logins in the last 15 minutes.');
  await expect(failedLogins.getByRole('listitem')).toHaveCount(0);
  await expect(failedLogins.getByRole('button', { name: 'Clear login delays' })).toHaveCount(0);

  // The delay is lifted: the user logs in at once.
  expect((await schoolLogin(request, site, userName, password)).status()).toBe(200);
});
