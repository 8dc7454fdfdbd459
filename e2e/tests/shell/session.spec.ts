import type { Page } from '@playwright/test';
import { ACCOUNTS, test, expect } from '../../support/site';
import { enterCodeOnScreen } from '../../support/second-factor';

interface LoginRequestBody {
  username: string;
  password: string;
  userType: string;
  SchoolCode: string;
}

/** Keeps the bodies the page posts to the real API's /Auth/Admin/Login. */
function recordLogins(page: Page): LoginRequestBody[] {
  const posted: LoginRequestBody[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/Auth/Admin/Login')) {
      posted.push(request.postDataJSON() as LoginRequestBody);
    }
  });
  return posted;
}

/** The login a form posted: one, `account`'s, its password encrypted (never as typed), as `userType`. */
function expectOneLogin(posted: LoginRequestBody[], account: { username: string; password: string }, userType: string): LoginRequestBody | undefined {
  expect(posted).toHaveLength(1);
  const [body] = posted;
  expect(body?.username).toBe(account.username);
  expect(body?.password).toEqual(expect.any(String));
  expect(body?.password).not.toBe('');
  expect(body?.password).not.toContain(account.password);
  expect(body?.userType).toBe(userType);
  return body;
}

const LOGIN_PAGES = [
  { path: '/login', heading: 'Login to Your Account' },
  { path: '/sgi-login', heading: 'SGI Login' },
] as const;

const TYPED_PASSWORD = 'Secret#2024';

/** Opens the login form at `path`; `posted` keeps what it posts from then on. */
async function openLogin(page: Page, path: string, heading: string) {
  const posted = recordLogins(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  return {
    posted,
    username: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('main').getByRole('button', { name: 'Login', exact: true }),
  };
}

/** Logs `account` in through the open `form`, as a person would: password, then the authenticator's code. */
async function logInThrough(page: Page, form: Awaited<ReturnType<typeof openLogin>>, account: { username: string; password: string }) {
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.submit.click();
  await enterCodeOnScreen(page, account.username);
}

const storedItem = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

/** Set before a login, still there after it only if the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __marker: 'same page' }));
const pageMark = (page: Page) => page.evaluate(() => (window as { __marker?: string }).__marker);

for (const { path, heading } of LOGIN_PAGES) {
  test.describe(`the login form at ${path}`, () => {
    test('submitted empty, says that username and password are required', async ({ page }) => {
      const form = await openLogin(page, path, heading);
      await form.submit.click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expect(form.username).toHaveAttribute('aria-invalid', 'true');
      await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    });

    test('rejects a username shorter than 3 or longer than 20 characters', async ({ page }) => {
      const form = await openLogin(page, path, heading);
      await form.password.fill(TYPED_PASSWORD);

      await form.username.fill('ab');
      await form.submit.click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
      await expect(page.getByText('Password is required')).toHaveCount(0);

      await form.username.fill('a'.repeat(21));
      await form.submit.click();
      await expect(page.getByText('Username cannot exceed 20 characters')).toBeVisible();
      await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);

      await form.username.fill('a'.repeat(20));
      await form.submit.click();
      await expect(page.getByText('Username cannot exceed 20 characters')).toHaveCount(0);
    });

    test('the show/hide toggle switches the password between hidden and visible', async ({ page }) => {
      const form = await openLogin(page, path, heading);
      await form.password.fill(TYPED_PASSWORD);
      await expect(form.password).toHaveAttribute('type', 'password');

      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(form.password).toHaveAttribute('type', 'text');
      await expect(form.password).toHaveValue(TYPED_PASSWORD);

      await page.getByRole('button', { name: 'Hide password' }).click();
      await expect(form.password).toHaveAttribute('type', 'password');
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    });

    test('wrong credentials show the server\'s message in an error toast and start no session', async ({ page, site }) => {
      const form = await openLogin(page, path, heading);
      await form.username.fill('nobody-here');
      await form.password.fill(TYPED_PASSWORD);
      await form.submit.click();

      await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
      await expect(page).toHaveURL(`${site.url}${path}`);
      await expect(form.username).toHaveValue('nobody-here');
      expect(await storedItem(page, 'authToken')).toBeNull();
      expect(await storedItem(page, 'sgiToken')).toBeNull();
    });
  });
}

test('a school login through the form starts the session the host shares, and Logout ends it', async ({
  page,
  site,
}) => {
  const form = await openLogin(page, '/login', 'Login to Your Account');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await markPage(page);

  await logInThrough(page, form, ACCOUNTS.school);

  await expect(page.getByRole('alert').filter({ hasText: 'Login successful' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  expect(await pageMark(page)).toBe('same page');

  expect(await storedItem(page, 'authToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await storedItem(page, 'schoolId')).toMatch(/^\d+$/);
  expect(await storedItem(page, 'SchoolCode')).toBe('83181');

  expect(expectOneLogin(form.posted, ACCOUNTS.school, 'School')?.SchoolCode).toBe('83181');

  // The menu now holds the Admin group instead of Login.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  const admin = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Admin' }) });
  await admin.getByRole('button', { name: 'Admin' }).click(); // opened by a click: a hover is lost if the page shifts under the pointer
  await expect(admin.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/Manage-Activity');
  await expect(admin.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/Manage-Staff');
  await expect(admin.getByRole('link', { name: 'Alumni' })).toHaveAttribute('href', '/Manage-Alumni');

  // The host's guard sees the session the school-admin remote started.
  await admin.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(`${site.url}/Manage-Staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  // A school admin sees the Action column of the staff list.
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  expect(await storedItem(page, 'authToken')).toBeNull();
  expect(await pageMark(page)).toBe('same page');
});

test('logging out on a school admin page goes to the home page', async ({ page, site }) => {
  const form = await openLogin(page, '/login', 'Login to Your Account');
  await logInThrough(page, form, ACCOUNTS.school);
  await expect(page).toHaveURL(`${site.url}/`);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin' }).click(); // opened by a click: a hover is lost if the page shifts under the pointer
  await nav.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(`${site.url}/Manage-Activity`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event Gallery' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await storedItem(page, 'authToken')).toBeNull();
  // School logout removes the token and goes to / (docs/product.md#sessions).
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
});

test('a provider login through the form posts the provider user type and opens the provider area', async ({
  page,
  site,
}) => {
  const form = await openLogin(page, '/sgi-login', 'SGI Login');
  await markPage(page);

  await logInThrough(page, form, ACCOUNTS.provider);

  await expect(page.getByRole('alert').filter({ hasText: 'Login successful' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/sgi-admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider administration' })).toBeVisible();
  expect(await pageMark(page)).toBe('same page');
  expect(await storedItem(page, 'sgiToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await storedItem(page, 'schoolUserId')).toMatch(/^\d+$/);
  // A provider session is not a school session.
  expect(await storedItem(page, 'authToken')).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  expectOneLogin(form.posted, ACCOUNTS.provider, 'SGIUser-Admin');

  // Logout clears the session storage and goes back to the provider login.
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${site.url}/sgi-login`);
  await expect(page.getByRole('heading', { name: 'SGI Login' })).toBeVisible();
  expect(await storedItem(page, 'sgiToken')).toBeNull();
  expect(await storedItem(page, 'schoolUserId')).toBeNull();
});

test("stored user data that is not JSON is logged as 'Invalid user data ' and changes nothing on screen", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('user', '{not json'));
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect.poll(() => logged.some((text) => text.startsWith('Invalid user data '))).toBe(true);
});
