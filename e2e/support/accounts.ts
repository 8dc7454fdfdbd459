import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, type Site } from './site';
import { unique } from './provider-admin';
import { enterCodeOnScreen, nextCode } from './second-factor';

/** `plain` under the login cipher of the site's /config.json, as the screens send a password. */
export async function underCipher(request: APIRequestContext, site: Pick<Site, 'url'>, plain: string): Promise<string> {
  const { PASSWORD_CIPHER: cipher } = (await (await request.get(`${site.url}/config.json`)).json()) as { PASSWORD_CIPHER: { key: string; iv: string } };
  const aes = createCipheriv('aes-256-cbc', Buffer.from(cipher.key, 'hex'), Buffer.from(cipher.iv, 'hex'));
  return Buffer.concat([aes.update(plain, 'utf8'), aes.final()]).toString('base64');
}

export interface Account {
  username: string;
  password: string;
  schoolUserId: number;
  /** The account's authenticator secret and recovery codes, once it has set up its second factor. */
  totpSecret?: string;
  recoveryCodes?: string[];
}

type Kind = 'School' | 'SGIUser-Admin';

/**
 * POST /Auth/Admin/Login through the API, as a script would (school 83181 for a school user),
 * and for an account with its second factor on the code step after it (the demo's secret unless
 * `totpSecret` is given): the answer is the login's.
 */
export async function apiLogin(request: APIRequestContext, site: Pick<Site, 'url' | 'apiUrl'>, username: string, password: string, kind: Kind = 'School', totpSecret?: string) {
  const first = await request.post(`${site.apiUrl}/Auth/Admin/Login`, {
    data: { username, password: await underCipher(request, site, password), userType: kind, ...(kind === 'School' ? { SchoolCode: '83181' } : {}) },
  });
  const challenge = first.ok() ? ((await first.json()) as { challenge?: string }).challenge : undefined;
  if (!challenge) return first;
  return request.post(`${site.apiUrl}/Auth/Admin/Login/SecondFactor`, { data: { challenge, code: await nextCode(site.apiUrl, username, totpSecret) } });
}

/** A POST to the API with a bearer token. */
export const withToken = (request: APIRequestContext, site: Pick<Site, 'apiUrl'>, token: string | null, path: string, data: unknown = {}) =>
  request.post(`${site.apiUrl}${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** A user the provider adds through the API, of school 83181 or an SGI user: its password is temporary. */
export async function addedUser(request: APIRequestContext, site: Site, kind: Kind = 'School'): Promise<Account> {
  const provider = (await (await apiLogin(request, site, ACCOUNTS.provider.username, ACCOUNTS.provider.password, 'SGIUser-Admin')).json()) as { token: string };
  const schools = (await (await withToken(request, site, provider.token, '/School/GetAll', { active: true })).json()) as { schoolId: number; schoolCode: string }[];
  const username = unique(kind === 'School' ? 'staff' : 'sgi').toLowerCase();
  const password = 'Given-by-provider-1';
  const added = await withToken(request, site, provider.token, '/School/User/Add', {
    fullName: `Account ${username}`,
    userName: username,
    password: await underCipher(request, site, password),
    userType: kind,
    active: true,
    SchoolId: kind === 'School' ? schools.find((school) => school.schoolCode === '83181')!.schoolId : null,
  });
  expect(added.status()).toBe(201);
  return { username, password, schoolUserId: ((await added.json()) as { schoolUserId: number }).schoolUserId };
}

/** A user the provider added who has since set a password of their own and their second factor (through the API). */
export async function userWithOwnPassword(request: APIRequestContext, site: Site, kind: Kind = 'School'): Promise<Account> {
  const user = await addedUser(request, site, kind);
  const { token } = (await (await apiLogin(request, site, user.username, user.password, kind)).json()) as { token: string };
  const own = 'Own-choice-pass-1';
  const changed = await withToken(request, site, token, '/Auth/Admin/ChangePassword', {
    currentPassword: await underCipher(request, site, user.password),
    newPassword: await underCipher(request, site, own),
  });
  expect(changed.status()).toBe(200);
  const fresh = ((await changed.json()) as { token: string }).token;
  const started = await withToken(request, site, fresh, '/Auth/Admin/SecondFactor/Start');
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await withToken(request, site, fresh, '/Auth/Admin/SecondFactor/Confirm', { code: await nextCode(site.apiUrl, user.username, secret) });
  expect(confirmed.status()).toBe(200);
  return { ...user, password: own, totpSecret: secret, recoveryCodes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

/** Fills the password change form (school or provider) and sends it. */
export async function changePasswordOnScreen(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
}

/** A school user with a password of their own, at work in a browser of their own (signed in on /login): for a test of what the provider does to them. */
export async function userAtWork(browser: Browser, request: APIRequestContext, site: Site): Promise<{ user: Account; userPage: Page }> {
  const user = await userWithOwnPassword(request, site);
  const userPage = await (await browser.newContext({ baseURL: site.url })).newPage();
  await submitLogin(userPage, '/login', user);
  await expect(userPage).toHaveURL(`${site.url}/`);
  return { user, userPage };
}

/**
 * Logs in through a login form (/login or /sgi-login), with the code step for an account whose
 * second factor is on (`totpSecret`), without waiting for where it leads.
 */
export async function submitLogin(page: Page, path: '/login' | '/sgi-login', account: { username: string; password: string; totpSecret?: string | undefined }): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  if (account.totpSecret) await enterCodeOnScreen(page, account.username, account.totpSecret);
}
