import type { Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { addedUser, apiLogin, changePasswordOnScreen, submitLogin, userAtWork, userWithOwnPassword, withToken } from '../../support/accounts';
import { logInAsProvider, rowOf } from '../../support/provider-admin';
import { enrolOnScreen } from '../../support/second-factor';

const MUST_CHANGE = 'You must set a new password before you continue';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the provider resets a school user’s password from the Users screen: the user’s session ends and the next login must change it', async ({ page, browser, request, site }) => {
  const { user, userPage } = await userAtWork(browser, request, site);

  await logInAsProvider(page, '/sgi-admin/users');
  const row = rowOf(page, `Account ${user.username}`);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Active');
  await row.getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('region', { name: 'Edit User' });
  await expect(form.getByText('The user must change it at the next login.', { exact: false })).toBeVisible();
  await field(page, 'Password').fill('Reset-by-provider-4');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User updated successfully' })).toBeVisible();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Active Temporary password');

  // The user's session has ended: its next call is refused and the login shows.
  await userPage.goto('/Manage-Pages');
  await expect(userPage).toHaveURL(`${site.url}/login`);

  // The reset password logs in, but only to change it.
  await submitLogin(userPage, '/login', { username: user.username, password: 'Reset-by-provider-4', totpSecret: user.totpSecret });
  await expect(userPage).toHaveURL(`${site.url}/Manage-Password`);
  await expect(userPage.getByRole('status').filter({ hasText: MUST_CHANGE })).toBeVisible();
  await changePasswordOnScreen(userPage, 'Reset-by-provider-4', 'After-reset-pass-5');
  await expect(userPage).toHaveURL(`${site.url}/`);
  await userPage.goto('/Manage-Pages');
  await expect(userPage.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();

  await page.reload();
  await expect(rowOf(page, `Account ${user.username}`).getByRole('cell').nth(5)).toHaveText('Active');
  await userPage.context().close();
});

test('a provider admin the provider creates must change the password, then set up the second factor, at the first login before reaching the area', async ({ page, request, site }) => {
  const user = await addedUser(request, site, 'SGIUser-Admin');
  await submitLogin(page, '/sgi-login', user);
  await expect(page).toHaveURL(`${site.url}/sgi-admin/password`);
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MUST_CHANGE })).toBeVisible();

  await page.goto('/sgi-admin/users');
  await expect(page).toHaveURL(`${site.url}/sgi-admin/password`);
  const token = await page.evaluate(() => sessionStorage.getItem('sgiToken'));
  expect((await withToken(request, site, token, '/School/GetAll', { active: true })).status()).toBe(403);

  await changePasswordOnScreen(page, user.password, 'Provider-own-pass-6');
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/sgi-admin/security`);
  await expect(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
  await enrolOnScreen(page, user.username);
  await expect(page).toHaveURL(`${site.url}/sgi-admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
});

test('a provider admin changes the password from the sidebar with the current one, and after logout the old token is refused', async ({ page, request, site }) => {
  const user = await userWithOwnPassword(request, site, 'SGIUser-Admin');
  await submitLogin(page, '/sgi-login', user);
  await expect(page).toHaveURL(`${site.url}/sgi-admin`);

  await page.getByRole('navigation', { name: 'Provider administration' }).getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${site.url}/sgi-admin/password`);
  await changePasswordOnScreen(page, 'Not-the-current-1', 'Provider-next-pass-7');
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await changePasswordOnScreen(page, user.password, 'Provider-next-pass-7');
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
  expect((await apiLogin(request, site, user.username, user.password, 'SGIUser-Admin')).status()).toBe(401);

  const token = await page.evaluate(() => sessionStorage.getItem('sgiToken'));
  expect((await withToken(request, site, token, '/School/GetAll', { active: true })).status()).toBe(200);
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/Auth/Admin/Logout'));
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(`${site.url}/sgi-login`);
  expect((await withToken(request, site, token, '/School/GetAll', { active: true })).status()).toBe(401);
});
