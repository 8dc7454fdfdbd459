import { test, expect } from '../../support/site';
import { addedUser, changePasswordOnScreen, submitLogin, userWithOwnPassword, withToken } from '../../support/accounts';
import { enrolOnScreen } from '../../support/second-factor';

const MUST_CHANGE = 'You must set a new password before you continue';
const authToken = (page: import('@playwright/test').Page) => page.evaluate(() => sessionStorage.getItem('authToken'));

test('a school user the provider creates must change the password, then set up the second factor, before reaching anything else', async ({ page, request, site }) => {
  const user = await addedUser(request, site);
  await submitLogin(page, '/login', user);

  await expect(page).toHaveURL(`${site.url}/Manage-Password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${MUST_CHANGE}.` })).toBeVisible();

  // Every other admin page leads back here, and the API refuses the token everywhere else.
  await page.goto('/Manage-Staff');
  await expect(page).toHaveURL(`${site.url}/Manage-Password`);
  const temporary = await authToken(page);
  const refused = await withToken(request, site, temporary, '/School/Page/GetAll');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: MUST_CHANGE });

  await changePasswordOnScreen(page, user.password, 'My-own-school-pass-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
  // The fresh token replaced the temporary one, which the server has ended.
  expect(await authToken(page)).not.toBe(temporary);
  expect((await withToken(request, site, temporary, '/School/Page/GetAll')).status()).toBe(401);

  // Then the second factor, before anything else.
  await expect(page).toHaveURL(`${site.url}/Manage-Security`);
  await expect(page.getByRole('status').filter({ hasText: 'You must set up two-factor sign-in before you continue.' })).toBeVisible();
  await page.goto('/Manage-Staff');
  await expect(page).toHaveURL(`${site.url}/Manage-Security`);
  await enrolOnScreen(page, user.username);
  await expect(page).toHaveURL(`${site.url}/`);

  await page.goto('/Manage-Staff');
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
});

test('a school admin changes the password from the Admin menu, and it needs the current one', async ({ page, request, site }) => {
  const user = await userWithOwnPassword(request, site);
  await submitLogin(page, '/login', user);
  await expect(page).toHaveURL(`${site.url}/`);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click(); // opened by a click: a hover is lost if the page shifts under the pointer
  await nav.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${site.url}/Manage-Password`);
  await expect(page.getByText(MUST_CHANGE)).toHaveCount(0);

  await changePasswordOnScreen(page, 'Not-my-password-1', 'Changed-school-pass-2');
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${site.url}/Manage-Password`);

  await changePasswordOnScreen(page, user.password, 'Changed-school-pass-2');
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('after logout the old token is refused by the API', async ({ page, request, site }) => {
  const user = await userWithOwnPassword(request, site);
  await submitLogin(page, '/login', user);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  const token = await authToken(page);
  expect((await withToken(request, site, token, '/School/Page/GetAll')).status()).toBe(200);

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/Auth/Admin/Logout'));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await authToken(page)).toBeNull();

  const refused = await withToken(request, site, token, '/School/Page/GetAll');
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Invalid or expired token' });
});

test('a password change in one browser ends the same user’s session in another', async ({ browser, site, request }) => {
  const user = await userWithOwnPassword(request, site);
  const [here, there] = await Promise.all([browser.newContext({ baseURL: site.url }), browser.newContext({ baseURL: site.url })]);
  const [mine, other] = await Promise.all([here.newPage(), there.newPage()]);
  for (const page of [mine, other]) {
    await submitLogin(page, '/login', user);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  }

  await mine.goto('/Manage-Password');
  await changePasswordOnScreen(mine, user.password, 'Changed-elsewhere-pass-3');
  await expect(mine.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();

  // The other browser's next call is refused: its screens show the login again.
  await other.goto('/Manage-Pages');
  await expect(other).toHaveURL(`${site.url}/login`);
  await expect(other.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  expect(await authToken(other)).toBeNull();

  // The browser that made the change stays in.
  await mine.goto('/Manage-Pages');
  await expect(mine).toHaveURL(`${site.url}/Manage-Pages`);
  await expect(mine.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await Promise.all([here.close(), there.close()]);
});
