import { execFileSync } from 'node:child_process';
import { test, expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { compose, containerHealth, leftovers, waitHealthy } from '@school/tooling/compose-stack';
import { expectPictureLoaded, type Upload } from '../../fixtures/people/people';
import { addStaff, staffRow } from '../../fixtures/people/staff';
import { takeCspViolations } from '../../support/csp';
import { pageProblems } from '../../support/page-problems';
import { enrolOnScreen, enterCodeOnScreen } from '../../support/second-factor';
import { answerAt, certificateFor, httpsAt, readmeCommands, runShell, stack, stackBrowser } from '../../support/stack';
import { addStaffMember, deleteStaffMember, listedStaff, longestWait, traffic, type Save } from './traffic';

/**
 * The production path, as a provider runs it: demo content off, every address a real-looking
 * name (not localhost) over HTTPS only, certificates got on demand from pebble. One stack,
 * changed step by step: each test starts where the one before it left off.
 */
test.describe.configure({ mode: 'serial' });

const FIRST_SCHOOL = new URL(stack.url).hostname;
const SECOND_SCHOOL = 'second-school.test';
const SECOND_CODE = '99002';
const MEMBER = `Stack Test ${Date.now()}`;
const PICTURE_WIDTH = 260;
const SECOND_ADMIN = { username: 'secondadmin', temporary: 'Temporary-pass-2026', password: 'Our-own-secret-2026' };

let browser: Browser;
test.beforeAll(async () => {
  browser = await stackBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});
// The production Content-Security-Policy refuses nothing any page of the stack asks for.
test.afterEach(() => expect(takeCspViolations(), 'Content-Security-Policy refusals the pages reported').toEqual([]));

/** A page of its own context (its own session storage: another person, or another browser). */
async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * The authenticator app of the stack's accounts: a real deployment seeds no second factor, so
 * each account sets it up at its first login and the key it was shown is kept here.
 */
const authenticator = new Map<string, string>();
const CODE_FIELD = 'Enter the 6-digit code from your authenticator app';

/** Logs in through /login at `origin` as a school user (with its code once its second factor is on); answers the page. */
async function logInAtSchool(origin: string, account: { username: string; password: string }, page?: Page): Promise<Page> {
  const tab = page ?? (await newPage());
  await tab.goto(`${origin}/login`);
  await tab.getByLabel('Username').fill(account.username);
  await tab.getByLabel('Password', { exact: true }).fill(account.password);
  await tab.getByRole('button', { name: 'Login', exact: true }).click();
  const secret = authenticator.get(account.username);
  if (secret) {
    // The code step, unless the password step was refused (its toast).
    await expect(tab.getByLabel(CODE_FIELD).or(tab.getByRole('alert'))).toBeVisible();
    if (await tab.getByLabel(CODE_FIELD).isVisible()) await enterCodeOnScreen(tab, account.username, secret);
  }
  return tab;
}

/** Logs in as `logInAtSchool` does (setting up the second factor at the first login), and waits until the session has started. */
async function loggedInAtSchool(origin: string, account: { username: string; password: string }): Promise<Page> {
  const tab = await logInAtSchool(origin, account);
  await expect(tab.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  if (!authenticator.has(account.username)) {
    await expect(tab).toHaveURL(`${origin}/Manage-Security`);
    authenticator.set(account.username, (await enrolOnScreen(tab, account.username)).secret);
    await expect(tab).toHaveURL(`${origin}/`);
  }
  return tab;
}

/** The school token a page's session holds. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('authToken'));

/**
 * An API call from the page's own origin with `token`, as a copied token would be used: the
 * second school's staff list, which checks any token it is sent (401 for one no longer valid).
 */
const statusWith = (page: Page, token: string) =>
  page.evaluate(
    async ([api, bearer, schoolCode]) =>
      (
        await fetch(`${api}/School/Staff/GetAll`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ active: true, schoolCode }),
        })
      ).status,
    [stack.apiUrl, token, SECOND_CODE] as const,
  );

/** A JPEG from a phone: a GPS position, the camera's make and a comment in its EXIF. */
async function photoWithGps(): Promise<Upload> {
  const buffer = await sharp({ create: { width: PICTURE_WIDTH, height: 200, channels: 3, background: { r: 11, g: 74, b: 111 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', ImageDescription: 'Assembly at the school gate' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 19/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '78/1 2/1 3456/100' },
    })
    .toBuffer();
  expect((await sharp(buffer).metadata()).exif).toBeDefined();
  return { name: 'gate.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * A visitor (no session) sees the member and the member's picture on the public staff page: the
 * renderer's file, which holds them within seconds of the save.
 */
async function expectVisitorSeesMember(visitorBrowser: Browser) {
  const visitor = await visitorBrowser.newPage();
  try {
    const row = staffRow(visitor, MEMBER);
    await expect(async () => {
      await visitor.goto(`${stack.url}/staffDetail`);
      await expect(row.getByRole('cell').nth(1)).toHaveText('Librarian', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    // The page come to life: hydrated, or drawn afresh and put in the file's place (host's
    // render-afresh.ts, when the file was made by another content release, as after a restart of
    // the renderer). Until then the picture the file shows may be replaced under the test's hand.
    await expect(visitor.locator('html')).toHaveAttribute('data-page-shown', '/staffDetail');
    await expectPictureLoaded(row.getByRole('img', { name: MEMBER }), PICTURE_WIDTH);
  } finally {
    await visitor.close();
  }
}

test("a first start with a real school: its site over HTTPS at its own name, pebble's certificate for exactly that name, HSTS, HTTP redirected", async () => {
  const page = await newPage();
  const problems = pageProblems(page);
  const home = await page.goto(stack.url);
  expect(home?.headers()['strict-transport-security']).toBe('max-age=31536000');
  await expect(page.getByRole('banner')).toContainText('Stack Test School');
  await expect(page.getByRole('complementary', { name: 'Demo content' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // A page the school has not written is not in its menu (the namesake page above all).
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Staff Details' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'About the martyr', includeHidden: true })).toHaveCount(0);

  const certificate = await certificateFor(FIRST_SCHOOL);
  expect(certificate.subjectaltname).toBe(`DNS:${FIRST_SCHOOL}`);
  expect(certificate.issuer.CN).toMatch(/^Pebble Intermediate CA/);

  const plain = await answerAt(`http://${FIRST_SCHOOL}:${stack.httpPort}/staffDetail?lang=hi`);
  expect(plain.status).toBe(308);
  expect(plain.headers.location).toBe(`${stack.url}/staffDetail?lang=hi`);
  // The API, a remote's files and the media answer with HSTS too.
  expect((await answerAt(`${stack.apiUrl}/health`)).headers['strict-transport-security']).toBe('max-age=31536000');
  expect((await answerAt(`${stack.contentOrigin}/mf-manifest.json`)).headers['strict-transport-security']).toBe('max-age=31536000');
  expect(problems).toEqual([]);
});

test('the school’s public pages come as real HTML at its own name over HTTPS: the renderer’s, before any script', async () => {
  // The renderer writes them once the API is up; the host's nginx serves them from its volume.
  const pageAt = async (route: string) => (await answerAt(`${stack.url}${route}`)).body.toString('utf8');
  await expect.poll(() => pageAt('/rti'), { timeout: 60_000, intervals: [1000] }).toContain('<meta name="content-version"');
  const rti = await pageAt('/rti');
  expect(rti).toMatch(/<h1[^>]*>RTI<\/h1>/);
  expect(rti).toContain('<title>RTI | Stack Test School</title>');
  // Its data for the app's first render is a file of its own, which its loader names.
  const data = /data-page-data="([^"]+)"/.exec(rti)?.[1] ?? '';
  expect(data).toMatch(/^\/_page-data\/[\w-]{22}\.json$/);
  const answer = await answerAt(`${stack.url}${data}`);
  expect([answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([200, 'application/json', 'public, max-age=31536000, immutable']);
  expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty(['page:rti']);
  // The lists, whose data come by POST (axios), are rendered too: the renderer reaches the API
  // by its service name for every call, not by the public name the pages carry.
  for (const route of ['/staffDetail', '/alumni', '/photos']) expect([route, await pageAt(route)]).toEqual([route, expect.stringContaining('<meta name="content-version"')]);
  // Hindi at its own address; a query the file does not answer gets the shell.
  expect(await pageAt('/rti?lang=hi')).toContain('<html lang="hi">');
  expect(await pageAt('/notices?page=2')).not.toContain('content-version');
  // What the host's nginx asks the API for each visitor (it once could not resolve the API's name in compose).
  expect((await answerAt(`${stack.url}/sitemap.xml`)).status).toBe(200);
  expect(await pageAt('/notices?page=2')).toContain('<script id=runtime-config type=application/json>{');
});

test('the provider adds a second school and its first admin at the platform’s own address; the new name gets its certificate on its first visit, a name nobody owns none', async () => {
  const page = await newPage();
  const login = await page.goto(`${stack.platformUrl}/sgi-login`);
  expect(login?.status()).toBe(200);
  await page.getByLabel('Username').fill(stack.provider.username);
  await page.getByLabel('Password', { exact: true }).fill(stack.provider.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  // A real deployment seeds no second factor: the provider's first account sets it up at its first login.
  await expect(page).toHaveURL(`${stack.platformUrl}/sgi-admin/security`);
  authenticator.set(stack.provider.username, (await enrolOnScreen(page, stack.provider.username)).secret);
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.getByRole('button', { name: 'Add School' }).click();
  const form = page.getByRole('region', { name: 'Add School' });
  await field('School Name').fill('Second Stack School');
  await field('School Code').fill(SECOND_CODE);
  await field('Contact Person 1').fill('Office');
  await field('Contact 1').fill('9876543210');
  await field('Website URL').fill(`https://${SECOND_SCHOOL}`);
  await field('Purchase Date').fill('2026-04-01');
  await field('Renew Date').fill('2027-04-01');
  await field('Expire Date').fill('2028-03-31');
  await field('AMC Start Date').fill('2026-04-01');
  await field('AMC End Date').fill('2027-03-31');
  await field('Active').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: SECOND_CODE })).toBeVisible();

  await page.goto(`${stack.platformUrl}/sgi-admin/users`);
  await page.getByRole('button', { name: 'Add User' }).click();
  const userForm = page.getByRole('region', { name: 'Add User' });
  await field('Full Name').fill('Second School Admin');
  await field('Username').fill(SECOND_ADMIN.username);
  await field('Password').fill(SECOND_ADMIN.temporary);
  await field('User Type').selectOption({ label: 'School' });
  await field('School').selectOption({ label: `Second Stack School (${SECOND_CODE})` });
  await field('Active').check();
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User added successfully' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: SECOND_ADMIN.username })).toBeVisible();

  // Its name is in no file of the stack: the certificate the visit gets was issued on demand.
  const visitor = await newPage();
  await visitor.goto(httpsAt(SECOND_SCHOOL));
  await expect(visitor.getByRole('banner')).toContainText('Second Stack School');
  expect((await certificateFor(SECOND_SCHOOL)).subjectaltname).toBe(`DNS:${SECOND_SCHOOL}`);
  await expect(certificateFor('nobody-owns-this.test')).rejects.toThrow();
  await expect(visitor.goto(httpsAt('nobody-owns-this.test'))).rejects.toThrow();
});

test('the new admin must set a password before anything else, fills in the profile, and a visitor sees it; the first school’s admin is refused there', async () => {
  const page = await logInAtSchool(httpsAt(SECOND_SCHOOL, ''), { username: SECOND_ADMIN.username, password: SECOND_ADMIN.temporary });
  await expect(page).toHaveURL(httpsAt(SECOND_SCHOOL, '/Manage-Password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.goto(httpsAt(SECOND_SCHOOL, '/Manage-Settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(SECOND_ADMIN.temporary);
  await page.getByLabel('New password', { exact: true }).fill(SECOND_ADMIN.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(SECOND_ADMIN.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
  // Then the second factor, before anything else.
  await expect(page).toHaveURL(httpsAt(SECOND_SCHOOL, '/Manage-Security'));
  authenticator.set(SECOND_ADMIN.username, (await enrolOnScreen(page, SECOND_ADMIN.username)).secret);

  await page.goto(httpsAt(SECOND_SCHOOL, '/Manage-Settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+91 00000 00002');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved' })).toBeVisible();

  // The site is the renderer's files: the change is in them within seconds of the save.
  const visitor = await newPage();
  await expect(async () => {
    await visitor.goto(httpsAt(SECOND_SCHOOL));
    await expect(visitor.getByRole('banner').getByRole('link', { name: '+91 00000 00002' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  const intruder = await logInAtSchool(httpsAt(SECOND_SCHOOL, ''), stack.schoolAdmin);
  await expect(intruder.getByRole('alert')).toBeVisible();
  await expect(intruder.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('site health at the school’s own name: Check now lists what the disclosure lacks, Fix this opens the field; the entry point serves the school, so nothing of the site itself', async () => {
  const page = await loggedInAtSchool(httpsAt(SECOND_SCHOOL, ''), { username: SECOND_ADMIN.username, password: SECOND_ADMIN.password });
  await page.goto(httpsAt(SECOND_SCHOOL, '/Manage-Health'));
  await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled({ timeout: 30_000 });
  const missing = page.getByRole('article', { name: 'Disclosure item missing' }).filter({ hasText: 'Settings › Affiliation number' });
  await expect(missing.getByRole('link', { name: /^Fix this/ })).toHaveAttribute('href', '/Manage-Settings?field=affiliationNumber');
  // The API asked the entry point for the school's name (HEALTH_ENTRY_POINT=caddy:443): it answered, with a fresh certificate.
  for (const check of ['Site address not answering', 'Site’s security certificate ending']) await expect(page.getByRole('article', { name: check })).toHaveCount(0);
  await missing.getByRole('link', { name: /^Fix this/ }).click();
  await expect(page.getByLabel('Affiliation number')).toBeFocused();
});

test('a JPEG with a GPS position uploaded as a staff photo is served without any EXIF', async () => {
  const page = await loggedInAtSchool(stack.url, stack.schoolAdmin);
  await page.goto(`${stack.url}/Manage-Staff`);
  await addStaff(page, MEMBER, 'Librarian', await photoWithGps());
  await expectVisitorSeesMember(browser);

  const visitor = await newPage();
  await visitor.goto(`${stack.url}/staffDetail`);
  const source = await staffRow(visitor, MEMBER).getByRole('img', { name: MEMBER }).getAttribute('src');
  // From the school's own address (Caddy, then the host's nginx, which reads the API's bucket).
  expect(source).toMatch(/^\/uploads\//);
  const served = await answerAt(new URL(source ?? '', stack.url).href);
  expect(served.status).toBe(200);
  // STORAGE=s3 (scripts/test-stack.mjs): the photo is in the bucket on the S3 server, and no
  // container of the platform wrote a file of it on its own disk.
  // (Asked by its name: the bucket holds the database's archive too, more than a listing's 1,000.)
  const stored = JSON.parse(compose(['exec', '-T', 's3', 'radosgw-admin', '-c', '/var/lib/one-node-ceph/ceph.conf', 'object', 'stat', '--bucket=school-media', `--object=${source!.slice(1)}`])) as { name: string; size: number };
  expect(stored).toMatchObject({ name: source!.slice(1), size: served.body.length });
  expect(compose(['exec', '-T', 'api', 'find', '/data', '/tmp', '-type', 'f']).trim()).toBe('');
  expect(compose(['exec', '-T', 'host', 'find', '/var/lib/school/media', '-type', 'f']).trim()).toBe('');
  const metadata = await sharp(served.body).metadata();
  expect(metadata.width).toBe(PICTURE_WIDTH);
  expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, comments: metadata.comments }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    comments: undefined,
  });
});

test('after logout the old token is refused; after a password change, the other browser’s session ends', async () => {
  const first = await loggedInAtSchool(httpsAt(SECOND_SCHOOL, ''), { username: SECOND_ADMIN.username, password: SECOND_ADMIN.password });
  const copied = (await tokenOf(first)) ?? '';
  expect(await statusWith(first, copied)).toBe(200);
  await first.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(first.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await statusWith(first, copied)).toBe(401);

  const other = await loggedInAtSchool(httpsAt(SECOND_SCHOOL, ''), { username: SECOND_ADMIN.username, password: SECOND_ADMIN.password });
  const mine = await loggedInAtSchool(httpsAt(SECOND_SCHOOL, ''), { username: SECOND_ADMIN.username, password: SECOND_ADMIN.password });
  const othersToken = (await tokenOf(other)) ?? '';
  await mine.goto(httpsAt(SECOND_SCHOOL, '/Manage-Password'));
  await mine.getByLabel('Current password', { exact: true }).fill(SECOND_ADMIN.password);
  await mine.getByLabel('New password', { exact: true }).fill(`${SECOND_ADMIN.password}-2`);
  await mine.getByLabel('Confirm new password', { exact: true }).fill(`${SECOND_ADMIN.password}-2`);
  await mine.getByRole('button', { name: 'Change password' }).click();
  await expect(mine.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
  expect(await statusWith(mine, (await tokenOf(mine)) ?? '')).toBe(200);
  expect(await statusWith(other, othersToken)).toBe(401);
  await other.goto(httpsAt(SECOND_SCHOOL, '/Manage-Staff'));
  await expect(other.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
});

test('the database stopped: /api/ready answers 503 within 10 s and compose calls the API unhealthy; started again, healthy', async () => {
  test.setTimeout(180_000);
  expect((await answerAt(`${stack.apiUrl}/ready`)).status).toBe(200);
  compose(['stop', 'db']);
  const stopped = Date.now();
  try {
    await expect.poll(async () => (await answerAt(`${stack.apiUrl}/ready`)).status, { timeout: 10_000, intervals: [500] }).toBe(503);
    expect(Date.now() - stopped).toBeLessThan(10_000);
    expect((await answerAt(`${stack.apiUrl}/health`)).status).toBe(200);
    await expect.poll(() => containerHealth('api'), { timeout: 90_000, intervals: [2000] }).toBe('unhealthy');
  } finally {
    compose(['start', 'db']);
  }
  await waitHealthy();
  expect((await answerAt(`${stack.apiUrl}/ready`)).status).toBe(200);
});

/**
 * Every address of a school's public pages, both languages, as its sitemap lists them, at the
 * stack's published port: the renderer's sitemap names the school's address as a provider
 * serves it (https://<name>, port 443).
 */
async function sitemapAddresses(origin: string): Promise<string[]> {
  const xml = (await answerAt(new URL('/sitemap.xml', origin).href)).body.toString('utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
    return httpsAt(url.hostname, `${url.pathname}${url.search}`);
  });
}

/**
 * A page as the web tier answers it: its status, whether it is the renderer's, and whether it
 * is whole (a heading in its main, and the files it names for the app, its data and its
 * school's, there beside it).
 */
async function prerenderedAt(address: string) {
  const asked = performance.now();
  const { status, body } = await answerAt(address);
  const took = performance.now() - asked;
  const html = body.toString('utf8');
  const named = [...html.matchAll(/data-(?:page|site)-data="([^"]+)"/g)].map((match) => match[1] ?? '');
  const files = await Promise.all(named.map(async (file) => (await answerAt(new URL(file, address).href)).status));
  return { status, took, prerendered: html.includes('<meta name="content-version"'), whole: /<main[\s\S]*<h1[^>]*>[^<]+/.test(html) && files.length === 2 && files.every((fileStatus) => fileStatus === 200) };
}

test('the database stopped, then the API and the renderer: every public page of both schools reads in both languages from the files, pictures too, asking the API nothing, also from a web node filled again from the bucket; the login says the service is down; started again, a publish shows', async () => {
  test.setTimeout(300_000);
  const addresses = [...(await sitemapAddresses(stack.url)), ...(await sitemapAddresses(httpsAt(SECOND_SCHOOL)))];
  expect(addresses.filter((address) => new URL(address).hostname === SECOND_SCHOOL).length).toBeGreaterThan(10);
  // The renderer has written them all (the second school's pages after its profile changed).
  for (const address of addresses) await expect.poll(async () => (await prerenderedAt(address)).prerendered, { message: address, timeout: 60_000 }).toBe(true);

  /** Every address answers 200 with its whole page, the renderer's, each in well under a second (a new TLS connection each time included), and its data files beside it. */
  const expectEveryPage = async () => {
    for (const address of addresses) {
      const { took, ...answer } = await prerenderedAt(address);
      expect([address, answer, took < 1000]).toEqual([address, { status: 200, prerendered: true, whole: true }, true]);
    }
  };
  /** The host's nginx's complaints that it could not reach the API so far: one for each time it asked it in vain. */
  const apiUnreached = () => compose(['logs', '--no-color', 'host']).split('\n').filter((line) => /upstream/.test(line) && /:4000|api/.test(line)).length;
  const unreachedBefore = apiUnreached();

  compose(['stop', 'db']);
  try {
    await expectEveryPage();
    compose(['stop', 'api']);
    expect((await answerAt(`${stack.apiUrl}/health`)).status).toBe(502);
    await expectEveryPage();
    // The sitemaps and the feeds are the renderer's files too.
    expect(await sitemapAddresses(stack.url)).toEqual(addresses.filter((address) => new URL(address).hostname === FIRST_SCHOOL));
    const feed = await answerAt(httpsAt(SECOND_SCHOOL, '/notices.rss?lang=hi'));
    expect([feed.status, feed.headers['content-type']]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    // In a browser: the page, its data and its pictures, with nothing from the API.
    await expectVisitorSeesMember(browser);
    const page = await newPage();
    // Nor does the browser: its banner's alerts are the school's alerts.json, a file.
    const askedOfApi: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.apiUrl)) askedOfApi.push(request.url());
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const alertsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/alerts.json');
      await page.goto(`${stack.url}/staffDetail`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await alertsRead).status()).toBe(200);
      await page.screenshot({ path: test.info().outputPath(`staff-api-down-${width}.png`), fullPage: true });
    }
    expect(askedOfApi).toEqual([]);


    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Username').fill(stack.schoolAdmin.username);
    await page.getByLabel('Password', { exact: true }).fill(stack.schoolAdmin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('The service is unavailable just now. Please try again in a few minutes.');
    await page.screenshot({ path: test.info().outputPath('login-api-down-1280.png') });
    await page.context().close();
    // None of those page views asked the API (the login's call goes to the API's own name).
    expect(apiUnreached()).toBe(unreachedBefore);

    // The pages are the bucket's: a web node that starts empty (asking the API for a head then,
    // in vain) fills itself from it while the database, the API and the renderer are all down,
    // and serves every page again once healthy, asking the API nothing.
    compose(['stop', 'renderer', 'pages-mirror']);
    compose(['run', '--rm', '--no-deps', '--entrypoint', 'find', 'pages-mirror', '/var/lib/school/prerendered', '-mindepth', '1', '-delete']);
    expect((await answerAt(addresses[0]!)).body.toString('utf8')).not.toContain('<meta name="content-version"');
    compose(['start', 'pages-mirror']);
    await expect.poll(() => containerHealth('pages-mirror'), { timeout: 60_000, intervals: [1000] }).toBe('healthy');
    const unreachedWhileEmpty = apiUnreached();
    await expectEveryPage();
    expect(apiUnreached()).toBe(unreachedWhileEmpty);
  } finally {
    compose(['start', 'db', 'api', 'renderer', 'pages-mirror']);
  }
  await waitHealthy();
  // Started again, a publish is on the site within a minute.
  const admin = await loggedInAtSchool(stack.url, stack.schoolAdmin);
  await admin.goto(`${stack.url}/Manage-Staff`);
  // Not named as MEMBER is (a row found by MEMBER's name must stay one).
  const afterOutage = `Back After The Outage ${Date.now()}`;
  await addStaff(admin, afterOutage, 'Lab Assistant');
  const visitor = await newPage();
  await expect(async () => {
    await visitor.goto(`${stack.url}/staffDetail`);
    await expect(staffRow(visitor, afterOutage)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A service's first container and its main process, to be killed as a crash would (compose's
 * restart policy brings it back). Found beforehand: compose's commands would hold up the test's
 * own page views and saves meanwhile.
 */
function crashTarget(service: string): { id: string; pid: number } {
  const id = compose(['ps', '-q', service]).split('\n').filter(Boolean)[0] ?? '';
  return { id, pid: Number(execFileSync('docker', ['inspect', '-f', '{{.State.Pid}}', id], { encoding: 'utf8' }).trim()) };
}

test('three API replicas and two of the web: one of each killed during page views and saves; no page view fails, every acknowledged save is kept, both come back', async () => {
  test.setTimeout(300_000);
  // Before the test that takes the stack down and up: these page views trust the authority
  // pebble has now (answerAt), and a new pebble has another.
  compose(['up', '-d', '--no-recreate', '--scale', 'api=3', '--scale', 'host=2']);
  await waitHealthy();
  const admin = await loggedInAtSchool(stack.url, stack.schoolAdmin);
  const token = (await tokenOf(admin)) ?? '';
  const killed = [crashTarget('api'), crashTarget('host')];
  const streams = traffic(admin, token, `Replica ${Date.now()}`);
  await wait(4000);
  const killedAt = Date.now();
  for (const { pid } of killed) process.kill(pid, 'SIGKILL');
  await wait(12_000);
  const { views, slowestViewMs, saves, failedSaves } = await streams.stop();

  expect(views.length).toBeGreaterThan(100);
  expect(views.filter((status) => status !== 200)).toEqual([]);
  const listed = (await listedStaff(admin, token)).map((member) => member.fullName);
  expect(saves.length).toBeGreaterThan(5);
  expect(saves.map((save) => save.name).filter((name) => !listed.includes(name))).toEqual([]);
  const figures = `${views.length} page views, 0 failed, the slowest ${slowestViewMs} ms; ${saves.length} saves acknowledged, all kept, ${failedSaves} answered as failed; the longest wait between two acknowledged saves after the kill ${longestWait(saves, killedAt)} ms`;
  test.info().annotations.push({ type: 'figures', description: figures });
  console.log(`replicas killed: ${figures}`);

  await waitHealthy();
  for (const { id } of killed) expect(Number(execFileSync('docker', ['inspect', '-f', '{{.RestartCount}}', id], { encoding: 'utf8' }).trim())).toBe(1);
  expect(compose(['ps', '-q', 'api']).split('\n').filter(Boolean)).toHaveLength(3);
  expect(compose(['ps', '-q', 'host']).split('\n').filter(Boolean)).toHaveLength(2);
  // One of each again for the rest of the suite.
  compose(['up', '-d', '--no-recreate', '--scale', 'api=1', '--scale', 'host=1']);
  await waitHealthy();
});

/** One value a query answers on one of the database services (their own psql, inside the container). */
const sql = (service: string, query: string) => compose(['exec', '-T', service, 'psql', '-U', 'school', '-d', 'school', '-tAc', query]).trim();

/** The failover's first acknowledged save: the one going back to a moment is to bring back. */
let saveToComeBackTo: Save | undefined;

test("failover with the README's commands during page views and saves: the primary stopped, the standby promoted and the API pointed at it; no page view fails, no acknowledged save is lost, and the old primary follows the new", async () => {
  test.setTimeout(300_000);
  // Before the test that takes the stack down and up, as the replicas' (answerAt).
  expect(sql('db', 'select state from pg_stat_replication')).toBe('streaming');
  expect(sql('db-standby', 'select pg_is_in_recovery()')).toBe('t');
  const admin = await loggedInAtSchool(stack.url, stack.schoolAdmin);
  const token = (await tokenOf(admin)) ?? '';
  const streams = traffic(admin, token, `Failover ${Date.now()}`);
  await wait(4000);
  const failoverAt = Date.now();
  await runShell(readmeCommands('**Failover.**'));
  // As the block says to write in .env: every later compose command knows the new primary.
  process.env.DB_HOST = 'db-standby';
  // Asked without compose, whose commands would hold up this process's page views and saves.
  await expect.poll(async () => (await answerAt(`${stack.apiUrl}/ready`)).status, { timeout: 60_000, intervals: [250] }).toBe(200);
  const failoverMs = Date.now() - failoverAt;
  await wait(4000);
  const { views, slowestViewMs, saves, failedSaves } = await streams.stop();
  await waitHealthy();

  expect(views.length).toBeGreaterThan(100);
  expect(views.filter((status) => status !== 200)).toEqual([]);
  const listed = (await listedStaff(admin, token)).map((member) => member.fullName);
  expect(saves.filter((save) => save.at < failoverAt).length).toBeGreaterThan(2);
  expect(saves.filter((save) => save.at > failoverAt + failoverMs).length).toBeGreaterThan(2);
  expect(saves.map((save) => save.name).filter((name) => !listed.includes(name))).toEqual([]);
  saveToComeBackTo = saves[0];
  const figures = `${views.length} page views, 0 failed, the slowest ${slowestViewMs} ms; ${saves.length} saves acknowledged, all kept, ${failedSaves} answered as failed; the README's commands and the API ready again took ${failoverMs} ms; the admin area had no save acknowledged for ${longestWait(saves, failoverAt)} ms`;
  test.info().annotations.push({ type: 'figures', description: figures });
  console.log(`failover: ${figures}`);

  // The old primary, emptied, is the new one's standby.
  expect(sql('db', 'select pg_is_in_recovery()')).toBe('t');
  await expect.poll(() => sql('db-standby', 'select state from pg_stat_replication'), { timeout: 60_000 }).toBe('streaming');
});

test("going back to a moment with the README's commands: a save made 2 minutes before the disaster is back, one made after the moment is not, for the admin and on the public page", async () => {
  test.setTimeout(360_000);
  const admin = await loggedInAtSchool(stack.url, stack.schoolAdmin);
  const token = (await tokenOf(admin)) ?? '';
  let before = saveToComeBackTo;
  if (!before) {
    const name = `Before the moment ${Date.now()}`;
    expect(await addStaffMember(admin, token, name)).toBe(201);
    before = { name, at: Date.now() };
  }
  // The moment to go back to, 100 s after that save (the containers' clock is this machine's).
  await wait(before.at + 100_000 - Date.now());
  const moment = new Date();
  await wait(2000);
  const after = `After the moment ${Date.now()}`;
  expect(await addStaffMember(admin, token, after)).toBe(201);
  // The disaster, 2 minutes after the save: the member deleted by mistake.
  await wait(before.at + 120_000 - Date.now());
  const member = (await listedStaff(admin, token)).find((one) => one.fullName === before.name);
  expect(await deleteStaffMember(admin, token, member?.schoolStaffId ?? -1)).toBe(200);

  const started = Date.now();
  const at = moment.toISOString().replace('T', ' ').replace('Z', '+00');
  await runShell(readmeCommands('**Going back to a moment.**', { at, primary: 'db-standby', standby: 'db' }));
  await waitHealthy();
  const figures = `the README's commands and the health checks took ${Date.now() - started} ms`;
  test.info().annotations.push({ type: 'figures', description: figures });
  console.log(`going back to a moment: ${figures}`);

  // The admin's session began before the moment: it is still there.
  const names = (await listedStaff(admin, token)).map((one) => one.fullName);
  expect(names).toContain(before.name);
  expect(names).not.toContain(after);
  // The renderer rendered the school anew from the database as it was.
  const visitor = await newPage();
  await expect(async () => {
    await visitor.goto(`${stack.url}/staffDetail`);
    await expect(visitor.getByRole('rowheader', { name: before.name, exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(visitor.getByRole('rowheader', { name: after, exact: true })).toHaveCount(0);
  await visitor.close();
  // The standby was made again from the restored primary.
  await expect.poll(() => sql('db-standby', 'select state from pg_stat_replication'), { timeout: 60_000 }).toBe('streaming');
  expect(sql('db', 'select pg_is_in_recovery()')).toBe('t');
});

test('the member and the picture outlive a restart of the API, and down and up again', async () => {
  test.setTimeout(300_000);
  compose(['restart', 'api']);
  await waitHealthy();
  await expectVisitorSeesMember(browser);

  compose(['down']);
  expect(leftovers().containers).toEqual([]);
  compose(['up', '-d']);
  await waitHealthy();
  // The certificates were kept (the entry point's volume): this browser, which trusts the
  // authority pebble had before, still takes them.
  await expectVisitorSeesMember(browser);
});

test("a remote released (and registered) and rolled back with the README's commands while a page stays open: no 404", async () => {
  test.setTimeout(300_000);
  const commands = readmeCommands('**Releasing one remote, and rolling it back.**');
  const rollback = commands.filter((line) => line.includes('--rollback'));
  const settings = commands.filter((line) => /^\w+=/.test(line));
  const release = commands.filter((line) => !rollback.includes(line));
  const version = /release-remote\.mjs content ([\w.-]+) /.exec(release.join('\n'))?.[1];
  expect(rollback).toHaveLength(1);
  expect(version).toBeTruthy();

  const page = await newPage();
  const found = pageProblems(page);
  // A reload aborts what the page was still loading (the list's pictures): that is no failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') found.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(stack.contentOrigin) && response.url().endsWith('/mf-manifest.json')) manifests.push(new URL(response.url()).pathname);
  });

  // A prerendered page shows its heading before any script: the content remote is loaded (its
  // manifest asked for) once the page has come to life, which <html data-page-shown> says.
  const cameToLife = (path: string) => expect(page.locator('html')).toHaveAttribute('data-page-shown', path);
  await page.goto(`${stack.url}/rti`);
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();
  await cameToLife('/rti');
  expect(manifests).toEqual(['/mf-manifest.json']);

  // The build the renderer made the school's /rti with, from its style sheet's address (the
  // renderer's file, no script run), asked by the open page (its browser trusts the stack's certificates).
  const renderedWith = async () => {
    const html = await page.evaluate(async () => (await fetch('/rti', { cache: 'no-store' })).text());
    const style = /<link rel="stylesheet" href="[^"]+" data-href="([^"]+)"/.exec(html)?.[1] ?? '';
    return new URL(style.slice(0, style.indexOf('/chunks/') + 1)).pathname;
  };
  await expect.poll(renderedWith, { timeout: 60_000, intervals: [1000] }).toBe('/');

  // The README's lines register the release with the API (RELEASE_TOKEN from the api container).
  const said = await runShell(release);
  expect(said).toContain(`content: released ${version} (${stack.contentOrigin}/releases/${version}/mf-manifest.json)`);
  expect(said).toContain('; registered with the API (sha384-');
  // The page opened before the release goes on to a page it has not loaded yet (no reload):
  // its chunks still come from the version it started with.
  await page.evaluate(() => {
    history.pushState(null, '', '/staffDetail');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  expect(manifests).toEqual(['/mf-manifest.json']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  await cameToLife('/staffDetail');
  expect(manifests.at(-1)).toBe(`/releases/${version}/mf-manifest.json`);
  // The renderer, following the host's config.json, renders the school's pages again with the release.
  await expect.poll(renderedWith, { timeout: 60_000, intervals: [1000] }).toBe(`/releases/${version}/`);

  await runShell([...settings, ...rollback]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  await cameToLife('/staffDetail');
  expect(manifests.at(-1)).toBe('/mf-manifest.json');
  await expect.poll(renderedWith, { timeout: 60_000, intervals: [1000] }).toBe('/');

  expect(found).toEqual([]);
});

test('the provider switches the public content off in the Releases screen: an open page says it is under maintenance within a minute; on again, it reads', async () => {
  test.setTimeout(300_000);
  const provider = await newPage();
  await provider.goto(`${stack.platformUrl}/sgi-login`);
  await provider.getByLabel('Username').fill(stack.provider.username);
  await provider.getByLabel('Password', { exact: true }).fill(stack.provider.password);
  await provider.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await enterCodeOnScreen(provider, stack.provider.username, authenticator.get(stack.provider.username));
  await expect(provider.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
  await provider.goto(`${stack.platformUrl}/sgi-admin/releases`);
  const content = provider.getByRole('region', { name: 'Public content', exact: true });
  const flip = async (action: 'Switch off' | 'Switch on', question: string) => {
    await content.getByRole('button', { name: action }).click();
    await provider.getByRole('alertdialog', { name: question }).getByRole('button', { name: action }).click();
    await expect(content.getByRole('button', { name: action === 'Switch off' ? 'Switch on' : 'Switch off' })).toBeVisible();
  };

  const visitor = await newPage();
  const found = pageProblems(visitor);
  // The page's own clock, so its minute passes at once instead of being waited out.
  await visitor.clock.install();
  await visitor.goto(`${stack.url}/staffDetail`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('data-page-shown', '/staffDetail');

  await flip('Switch off', 'Switch Public content off?');
  try {
    // The open page asks again each minute.
    await visitor.clock.fastForward('01:01');
    await expect(visitor.getByRole('heading', { name: 'This part of the site is closed for maintenance' })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByRole('banner')).toContainText('Stack Test School');
  } finally {
    await flip('Switch on', 'Switch Public content on again?');
  }
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  expect(found).toEqual([]);
});

test("a backup, down -v, a restore and up, with the README's commands: both schools, the staff member and the photo are back", async () => {
  test.setTimeout(300_000);
  const backup = readmeCommands('**Making a backup now.**');
  const restore = readmeCommands('**Restoring a backup.**');
  await runShell(backup);
  compose(['down', '-v']);
  expect(leftovers().volumes).toEqual([]);
  // As on a new machine, whose .env names no primary but db.
  delete process.env.DB_HOST;
  await runShell(restore);
  await waitHealthy();

  // Everything is new but the data: the entry point asks pebble (started anew, with a new
  // root) for certificates again, so a browser that trusts the new root looks.
  await browser.close();
  browser = await stackBrowser();
  await expectVisitorSeesMember(browser);
  // The site is the renderer's files: the change is in them within seconds of the save.
  const visitor = await newPage();
  await expect(async () => {
    await visitor.goto(httpsAt(SECOND_SCHOOL));
    await expect(visitor.getByRole('banner').getByRole('link', { name: '+91 00000 00002' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});

test('down -v removes every container, network and volume of the stack', () => {
  compose(['down', '-v']);
  expect(leftovers()).toEqual({ containers: [], networks: [], volumes: [] });
});
