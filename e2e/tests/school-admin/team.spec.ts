import { test, expect } from '../../support/site';
import { changePasswordOnScreen, submitLogin, userWithOwnPassword, withToken } from '../../support/accounts';
import { unique } from '../../support/provider-admin';
import { fillByLabel } from '../../support/forms';
import { expectNoA11yViolations } from '../../support/axe';

const openAdminLink = async (page: import('@playwright/test').Page, name: string) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click(); // a click: a hover is lost if the page shifts under the pointer
  await nav.getByRole('link', { name }).click();
};

test('a school admin adds a publisher, who sets a password at the first login and sees only a publisher’s screens', async ({ page, browser, request, site }) => {
  const admin = await userWithOwnPassword(request, site);
  await submitLogin(page, '/login', admin);
  await expect(page).toHaveURL(`${site.url}/`);
  await openAdminLink(page, 'Team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Account ${admin.username}` })).toBeVisible();

  const userName = unique('pub').toLowerCase();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  // Nothing typed: each rule says what is missing, and nothing is sent.
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('Full Name is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await fillByLabel(dialog, { 'Full Name': 'Smt. Publisher Test', Username: userName, Password: 'Given-by-admin-1' });
  await dialog.getByLabel('Role').selectOption({ label: 'Publisher' });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Smt. Publisher Test is added.' })).toBeVisible();
  const row = page.getByRole('row', { name: /Smt\. Publisher Test/ });
  await expect(row.getByRole('cell', { name: 'Publisher', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Active · Temporary password' })).toBeVisible();

  // The publisher, in a browser of their own.
  const context = await browser.newContext({ baseURL: site.url });
  const publisher = await context.newPage();
  await submitLogin(publisher, '/login', { username: userName, password: 'Given-by-admin-1' });
  await expect(publisher).toHaveURL(`${site.url}/Manage-Password`);
  await changePasswordOnScreen(publisher, 'Given-by-admin-1', 'Publisher-own-pass-1');
  await expect(publisher).toHaveURL(`${site.url}/`);
  const nav = publisher.getByRole('navigation', { name: 'Main' });
  const adminGroup = nav.getByRole('button', { name: 'Admin' });
  await adminGroup.click();
  const adminMenu = publisher.locator(`[id="${await adminGroup.getAttribute('aria-controls')}"]`);
  await expect(adminMenu.getByRole('link', { name: 'Notices' })).toBeVisible();
  await expect(adminMenu.getByRole('link', { name: 'Change password' })).toBeVisible();
  for (const hidden of ['Team', 'Settings', 'Audit log']) await expect(adminMenu.getByRole('link', { name: hidden })).toHaveCount(0);
  // The server refuses what the menu hides.
  const token = await publisher.evaluate(() => sessionStorage.getItem('authToken'));
  const refused = await withToken(request, site, token, '/School/Team/GetAll');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Your role may not do that' });
  await context.close();
});

test('a school admin cannot lower their own role; deactivating a user ends their session', async ({ page, browser, request, site }) => {
  const admin = await userWithOwnPassword(request, site);
  const member = await userWithOwnPassword(request, site);
  const context = await browser.newContext({ baseURL: site.url });
  const other = await context.newPage();
  await submitLogin(other, '/login', member);
  await expect(other).toHaveURL(`${site.url}/`);
  const memberToken = await other.evaluate(() => sessionStorage.getItem('authToken'));

  await submitLogin(page, '/login', admin);
  await expect(page).toHaveURL(`${site.url}/`);
  await page.goto('/Manage-Team');
  await page.getByRole('row', { name: new RegExp(`Account ${admin.username}`) }).getByRole('button', { name: /Edit/ }).click();
  const own = page.getByRole('dialog', { name: 'Edit user' });
  await expect(own.getByText('Your own account stays an active School admin.')).toBeVisible();
  await expect(own.getByLabel('Role')).toHaveCount(0);
  await expect(own.getByLabel('Active')).toHaveCount(0);
  // Nor one's own password, which is changed where the current one is asked for.
  await expect(own.getByLabel('Password')).toHaveCount(0);
  await expect(own.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/Manage-Password');
  // Saving one's own name keeps the role and the account active.
  await own.getByLabel('Full Name').fill(`Account ${admin.username} (admin)`);
  await own.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Account ${admin.username} (admin) is saved.` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Account ${admin.username} \\(admin\\)`) }).getByRole('cell', { name: 'School admin' })).toBeVisible();

  await page.getByRole('row', { name: new RegExp(`Account ${member.username}`) }).getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Account ${member.username} is saved.` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Account ${member.username}`) }).getByRole('cell', { name: 'Inactive' })).toBeVisible();
  expect((await withToken(request, site, memberToken, '/School/Notice/GetAll')).status()).toBe(401);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`the Team screen has no WCAG 2.1 A/AA violation at ${width} px, with its form open and its errors shown`, async ({ page, request, site }) => {
    await page.setViewportSize({ width, height: 800 });
    const admin = await userWithOwnPassword(request, site);
    await submitLogin(page, '/login', admin);
    await expect(page).toHaveURL(`${site.url}/`);
    await page.goto('/Manage-Team');
    await expect(page.getByRole('rowheader', { name: `Account ${admin.username}` })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('Full Name is required')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
