import type { Page } from '@playwright/test';
import { apiLogin } from './accounts';
import { expect } from './site';

/** What the login screens keep of a login in the tab's sessionStorage (docs/product.md#sessions). */
interface LoginAnswer {
  token: string;
  schoolId?: number;
  schoolCode?: string;
  schoolUserId?: number;
  role?: string;
  temporaryCredential?: boolean;
  secondFactorEnrolment?: boolean;
}

const STORED = {
  School: (login: LoginAnswer): Record<string, string> => ({
    authToken: login.token,
    schoolId: String(login.schoolId),
    SchoolCode: String(login.schoolCode),
    user: JSON.stringify({ id: login.schoolUserId ?? null, role: login.role ?? null }),
    ...(login.temporaryCredential ? { schoolMustChangePassword: 'true' } : {}),
    ...(login.secondFactorEnrolment ? { schoolMustEnrolSecondFactor: 'true' } : {}),
  }),
  'SGIUser-Admin': (login: LoginAnswer): Record<string, string> => ({
    sgiToken: login.token,
    schoolUserId: String(login.schoolUserId ?? ''),
    ...(login.temporaryCredential ? { sgiMustChangePassword: 'true' } : {}),
    ...(login.secondFactorEnrolment ? { sgiMustEnrolSecondFactor: 'true' } : {}),
  }),
};

/**
 * Opens `path` (under `origin`, else the page's base address) in a tab signed in as `account`: for
 * a test whose subject comes after the login. The login is the API's own (password, then the
 * authenticator's code, as support/accounts.ts's apiLogin makes it), kept in the tab's
 * sessionStorage under the keys the login screens write, before the app starts: a tab as the login
 * screen leaves it, without the screen's two page loads. The screens themselves are tested
 * where the login is the subject (shell/session.spec.ts, provider-admin/password.spec.ts, …).
 */
export async function openSignedIn(
  page: Page,
  kind: keyof typeof STORED,
  account: { username: string; password: string; totpSecret?: string | undefined },
  path: string,
  origin?: string,
): Promise<void> {
  // The site's own config.json: its API's address, and a page of the site's origin with no app in it.
  const config = await page.goto(`${origin ?? ''}/config.json`);
  const { API_URL } = (await config!.json()) as { API_URL: string };
  const site = { url: new URL(page.url()).origin, apiUrl: API_URL };
  const answer = await apiLogin(page.request, site, account.username, account.password, kind, account.totpSecret);
  expect(answer.status(), `the login of ${account.username}`).toBe(200);
  const stored = STORED[kind]((await answer.json()) as LoginAnswer);
  await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => sessionStorage.setItem(key, value)), stored);
  await page.goto(`${site.url}${path}`);
}
