import { test, expect } from '../../support/site';
import { submitLogin, userAtWork, userWithOwnPassword } from '../../support/accounts';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsProvider, rowOf } from '../../support/provider-admin';
import { enterCodeOnScreen, nextCode } from '../../support/second-factor';

const CODE = 'Enter the 6-digit code from your authenticator app';
const sgiToken = (page: import('@playwright/test').Page) => page.evaluate(() => sessionStorage.getItem('sgiToken'));

test('a provider account cannot log in without its code: the password alone opens nothing, a wrong code is refused', async ({ page, request, site }) => {
  const user = await userWithOwnPassword(request, site, 'SGIUser-Admin');
  await submitLogin(page, '/sgi-login', { username: user.username, password: user.password });
  const code = page.getByLabel(CODE);
  await expect(code).toBeFocused();
  expect(await sgiToken(page)).toBeNull();

  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(await sgiToken(page)).toBeNull();

  await enterCodeOnScreen(page, user.username, user.totpSecret);
  await expect(page).toHaveURL(`${site.url}/sgi-admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
});

test('a recovery code signs in once', async ({ page, request, site }) => {
  const user = await userWithOwnPassword(request, site, 'SGIUser-Admin');
  const [recoveryCode] = user.recoveryCodes!;
  for (const attempt of ['first', 'again']) {
    await submitLogin(page, '/sgi-login', { username: user.username, password: user.password });
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(`${site.url}/sgi-admin`);
      await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(`${site.url}/sgi-login`);
    } else {
      await expect(page.getByText('The recovery code is not correct or was used already')).toBeVisible();
      expect(await sgiToken(page)).toBeNull();
    }
  }
});

test('the security screen says the factor is on and makes recovery codes with a code; it passes axe at 375 and 1280 px', async ({ page, site }) => {
  await logInAsProvider(page, '/sgi-admin/security');
  // The seeded account is enrolled without recovery codes (README): the screen says it has none, not "0 of 10".
  await expect(page.getByText('Two-factor sign-in is on. You have no recovery codes.', { exact: true })).toBeVisible();
  await expect(page.getByLabel(CODE)).not.toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
  await page.getByLabel(CODE).fill(await nextCode(site.url, 'sgiadmin'));
  await page.getByRole('button', { name: 'Make recovery codes' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // The toast comes with the first one's chunk: checked before it shows, axe would meet it halfway through its entrance.
  await expect(page.getByRole('alert').filter({ hasText: 'New recovery codes made' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'I have kept my codes' }).click();
  await expect(page.getByText('Recovery codes left: 10 of 10.', { exact: false })).toBeVisible();
});

test('the provider resets a user’s second factor: their session ends, and their next login sets it up again', async ({ page, browser, request, site }) => {
  const { user, userPage } = await userAtWork(browser, request, site);

  await logInAsProvider(page, '/sgi-admin/users');
  await rowOf(page, `Account ${user.username}`).getByRole('button', { name: /^Edit / }).click();
  const section = page.getByRole('region', { name: 'Edit User' }).getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('On.')).toBeVisible();
  await section.getByRole('button', { name: 'Reset second factor' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset this user’s second factor?' });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(section.getByText('Not set up: the user sets it up at their next login.')).toBeVisible();

  await userPage.goto('/Manage-Pages');
  await expect(userPage).toHaveURL(`${site.url}/login`);
  await submitLogin(userPage, '/login', { username: user.username, password: user.password });
  await expect(userPage).toHaveURL(`${site.url}/Manage-Security`);
  await expect(userPage.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  // The login's toast comes with its own chunk, possibly after the page: axe would meet it halfway in.
  await expect(userPage.getByRole('alert').filter({ hasText: 'Login successful' })).toBeVisible();
  for (const width of [375, 1280]) {
    await userPage.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(userPage);
  }
  await userPage.context().close();
});
