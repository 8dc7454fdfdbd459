import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Secret, TOTP } from 'otpauth';
import { expect, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '@school/tooling/site-config';
import { keepScreenshot } from './screenshots';

/**
 * The authenticator app of the browser tests. The seeded accounts start with the demo's secret
 * (SEED_TOTP_SECRET, tooling/site-config.mjs). A code is accepted once (its 30-second step is
 * remembered), and the tests sign in far more often than every 30 seconds: a site the tests
 * started registers how to forget an account's last accepted step, standing for the next step's
 * code. A site with no such way (the compose stack) waits for the next step instead.
 */
const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

type Forget = (username: string) => Promise<void>;
const forgetters = new Map<string, Forget>();
const portOf = (url: string) => new URL(url).port;

/** A site of the tests' own: its database, SQLite in its data folder or PostgreSQL at its address. */
export function registerCodeReset(urls: string[], database: { dataDir: string } | { url: string }): void {
  const forget: Forget =
    'dataDir' in database
      ? async (username) => {
          const db = new SQLite(path.join(database.dataDir, 'school.db'));
          try {
            db.pragma('busy_timeout = 5000');
            db.prepare('update users set totp_last_step = null where user_name = ?').run(username.toLowerCase());
          } finally {
            db.close();
          }
        }
      : async (username) => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            await client.query('update users set totp_last_step = null where user_name = $1', [username.toLowerCase()]);
          } finally {
            await client.end();
          }
        };
  for (const url of urls) forgetters.set(portOf(url), forget);
}

/** Steps used per account where nothing can be forgotten: the next code must be of a later step. */
const usedSteps = new Map<string, number>();
/** The longest a code takes from being made to being checked: typed, sent, and through a busy stack. */
const CODE_IN_FLIGHT_MS = 10_000;

/** A code the site at `url` accepts for `username` now. */
export async function nextCode(url: string, username: string, secret: string = DEMO_TOTP_SECRET): Promise<string> {
  const authenticator = totp(secret);
  const forget = forgetters.get(portOf(url));
  if (forget) {
    await forget(username);
    return authenticator.generate();
  }
  // The server accepts one step either way of its clock: the earliest step after the last used one
  // that it will still accept when the code arrives, waiting for the clock when even the next
  // step's code was used. "When it arrives" is up to CODE_IN_FLIGHT_MS from now: a code of the step
  // before, typed in the last moment of a step, reaches the server two steps late and is refused.
  const key = `${new URL(url).host}|${username}`;
  const used = usedSteps.get(key) ?? -1;
  while (authenticator.counter() + 1 <= used) await new Promise((resolve) => setTimeout(resolve, 1000));
  const step = Math.max(authenticator.counter({ timestamp: Date.now() + CODE_IN_FLIGHT_MS }) - 1, used + 1);
  usedSteps.set(key, step);
  return authenticator.generate({ timestamp: step * 30_000 + 15_000 });
}

/** The login's code step on screen, once the password step has asked for it. */
export async function enterCodeOnScreen(page: Page, username: string, secret?: string): Promise<void> {
  const field = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await field.fill(await nextCode(page.url(), username, secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * Sets up the second factor on the security screen shown (/Manage-Security or /sgi-admin/security)
 * as a person would: the key typed from the screen into the app, its code, then the recovery codes
 * kept. Answers the key and the codes.
 */
export async function enrolOnScreen(page: Page, username: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // The QR code has really been drawn (a picture the page's CSP refused is an <img> too, with no pixels).
  const qr = page.getByRole('img', { name: 'QR code for the authenticator app' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await keepScreenshot(page, `second-factor-enrolment-${page.viewportSize()?.width ?? 0}`, { fullPage: false });
  const shown = (await page.getByText('Or type this key into the app:').textContent()) ?? '';
  const secret = shown.replace('Or type this key into the app:', '').replace(/\s/g, '');
  await page.getByLabel('Enter the 6-digit code from your authenticator app').fill(await nextCode(page.url(), username, secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have kept my codes' }).click();
  return { secret, recoveryCodes };
}
