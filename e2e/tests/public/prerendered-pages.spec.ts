import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, siteAt, test, type Site } from '../../support/site';
import { apiLogin, withToken } from '../../support/accounts';
import { newSchoolFields } from '@school/tooling/new-school';
import { expectNoA11yViolations } from '../../support/axe';
import { keepScreenshot } from '../../support/screenshots';
import { applyScriptsOffRules, refuseScripts, refuseUrls } from '../../support/scripts-off';
import { SAVED_COPY_NOTE, expectVersionKept, serviceWorkerReady } from '../../support/service-worker';
import { picture } from '../../fixtures/people/people';

// Every school's public pages as real HTML (decision 014): the renderer writes them for this
// worker's API, the host's server serves them, and the host hydrates them.

/**
 * The demo schools, and their notices' pages (the second school has none), and a third school
 * the provider adds for these tests: a new school's pages, with nothing of its own yet.
 */
const THIRD_SCHOOL = { host: 'school3.localhost', name: 'Prerendered Third School', code: 'PRERENDER-3' };
const SCHOOLS = [
  { host: 'localhost', name: 'PM SHRI Government Inter College', notices: ['/notices/1'] },
  { host: 'school2.localhost', name: 'Government Girls Inter College', notices: [] },
  { host: THIRD_SCHOOL.host, name: THIRD_SCHOOL.name, notices: [] },
];
const LANGUAGES = ['en', 'hi'] as const;
/** Every public route of every school (the site map's pages, the search page). */
const ROUTES = [
  '/', '/schoolHistory', '/principalMessage', '/aboutSahid', '/staffDetail', '/photos', '/mandatory-public-disclosure', '/academics',
  '/certificates_&_Approvals', '/alumni', '/faqs', '/notices', '/notices/archive', '/rti', '/committee', '/classRoom', '/scienceLab',
  '/sports', '/copyright-policy', '/hyperlinking-policy', '/privacy-policy', '/terms-and-conditions', '/content-moderation-policy',
  '/accessibility-statement', '/help', '/contact', '/feedback', '/sitemap', '/search',
];
const inLanguage = (route: string, language: string) => (language === 'en' ? route : `${route}?lang=${language}`);
/** Every public route of every school in each language, with its address on `site`: what the walks visit. */
const everyPage = (site: Site) =>
  SCHOOLS.flatMap((school) =>
    LANGUAGES.flatMap((language) =>
      [...ROUTES, ...school.notices].map((route) => ({ school, language, route, address: `${siteAt(site.url, school.host)}${inLanguage(route, language)}` })),
    ),
  );

test.describe.configure({ mode: 'serial' });

/** The provider's POST through the API, as its area's screens make it. */
async function asProvider(request: APIRequestContext, site: Site, path: string, data: unknown) {
  const { token } = (await (await apiLogin(request, site, ACCOUNTS.provider.username, ACCOUNTS.provider.password, 'SGIUser-Admin')).json()) as { token: string };
  return withToken(request, site, token, path, data);
}

let renderer: { stop(): Promise<void> } | null = null;
let thirdSchoolId: number | null = null;
test.beforeAll(async ({ playwright, site }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext();
  const added = await asProvider(request, site, '/School/Add', newSchoolFields({ ...THIRD_SCHOOL, contactPerson: 'Office' }));
  expect(added.status()).toBe(201);
  thirdSchoolId = ((await added.json()) as { schoolId: number }).schoolId;
  renderer = await site.startRenderer();
  // Its pages are written with the demo schools' (the renderer lists every school at its start).
  await expect.poll(async () => (await htmlFor(request, site, THIRD_SCHOOL.host, '/rti')).includes('content-version'), { timeout: 60_000 }).toBe(true);
  await request.dispose();
});
test.afterAll(async ({ playwright, site }) => {
  await renderer?.stop();
  if (thirdSchoolId === null) return;
  const request = await playwright.request.newContext();
  expect((await asProvider(request, site, '/School/Delete', { schoolId: thirdSchoolId })).status()).toBe(200);
  await request.dispose();
});

/**
 * The walks over every route look at the text, the title and the hydration, not at pictures: the
 * pictures are refused in the browser, so each of the walks' 160-odd loads costs less. (Through
 * DevTools, not page.route, which would turn the HTTP cache off and fetch every style sheet again.)
 */
const PICTURES = ['*/uploads/*', '*.avif', '*.webp', '*.jpg', '*.png', '*.svg', '*.mp4', '*.webm'];
const withoutPictures = (page: Page) => refuseUrls(page, PICTURES);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public route of each school shows that school’s content, title and language', async ({ page, site }) => {
    test.setTimeout(180_000);
    await withoutPictures(page);
    for (const { school, language, route, address } of everyPage(site)) {
      await page.goto(address);
      await expect(page.locator('html'), `${school.host}${route} (${language})`).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(new RegExp(`\\| ${school.name}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The page itself, not the shell's line or a part still on its way.
      await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
      await expect(page.getByText(/^Loading|लोड हो रह/)).toHaveCount(0);
    }
  });

  test('nothing that looks like a control is dead: the menu’s links show, whole at 375 px, under the keyboard’s focus at 1280 px; every FAQ answer reads; pictures and videos are links to their files', async ({ page }) => {
    await withoutPictures(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/faqs');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const link of ['Home', 'Principal\'s Message', 'Photo Gallery', 'Academics', 'Faqs']) await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
    const main = page.getByRole('main');
    for (const fact of [/PM SHRI stands for PM Schools for Rising India/, /launched on 7 September 2022/, /About 20 lakh students/]) await expect(main.getByText(fact)).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu.getByRole('link', { name: 'Academics' })).toBeHidden();
    await menu.getByRole('button', { name: 'Mandatory Disclosure' }).focus();
    await expect(menu.getByRole('link', { name: 'Academics' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Mandatory Public Disclosure' })).toBeFocused();

    // What needs scripts is not offered: the text size, the header's search, the banner's buttons;
    // the feedback form and the search page say why, in the page's language.
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Display settings' })).toBeHidden();
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.getByRole('button', { name: /Previous|Pause|Play/ })).toHaveCount(0);
    // A picture of the gallery, or of an event, opens in the browser: a link to its file.
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    await expect(gallery.getByRole('listitem').getByRole('link')).toHaveCount(8);
    await expect(gallery.getByRole('listitem').getByRole('link').first()).toHaveAttribute('href', /^\/uploads\/.+\.\w+$/);
    await page.goto('/photos');
    await expect(page.getByRole('link', { name: 'Science Exhibition: photo 2 of 4' })).toHaveAttribute('href', /^\/uploads\/.+\.\w+$/);
    await expect(page.getByRole('link', { name: /^Play Tree Plantation Drive: video 1/ })).toHaveAttribute('href', /^\/uploads\/.+\.\w+$/);
    await page.goto('/feedback?lang=hi');
    await expect(page.getByText('प्रतिक्रिया भेजने के लिए JavaScript आवश्यक है')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.goto('/search');
    await expect(page.getByText('Search works only with JavaScript, which is off in this browser.')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });

  test('a page links the content style sheets of its own parts only, from its own origin', async ({ request, site }) => {
    const sheetsOf = async (route: string) => {
      const html = await (await request.get(`${site.url}${route}`)).text();
      return [...html.matchAll(/<link rel="stylesheet" href="\/content-styles\/\w+\/chunks\/([^".]+)\.\w+\.css"/g)].map(([, name]) => name);
    };
    // The app's own sheets, on every page (the home page comes with the app; the build names
    // their chunk as its splitting falls), then the RTI page's, and no other page's.
    const home = await sheetsOf('/');
    expect(home).toHaveLength(1);
    expect(home.join()).not.toMatch(/src_pages_(?!home-page)/);
    expect(await sheetsOf('/rti')).toEqual([...home, 'src_pages_rti-page_tsx']);
  });

  test('the home page’s HTML names the school and holds the first banner picture', async ({ request, site }) => {
    const html = await (await request.get(`${site.url}/`)).text();
    expect(html).toContain(SCHOOLS[0]!.name);
    const banner = /<div class="ui-carousel-track[\s\S]*?<img [^>]*src="([^"]+)"/.exec(html)?.[1];
    // From the site's own address, which passes it on to the API.
    expect(banner).toMatch(/^\/uploads\/.+\.webp$/);
    expect((await request.get(`${site.url}${banner}`)).headers()['content-type']).toBe('image/webp');
  });

  test('a notice’s page carries its title and picture for a shared link’s preview', async ({ page, request, site }) => {
    const token = await schoolToken(request, site);
    const uploaded = await request.post(`${site.apiUrl}/School/Page/Upload`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { picture: await picture('sports-day.png', { width: 1200, height: 630 }, 'png') },
    });
    expect(uploaded.status()).toBe(201);
    const { path } = (await uploaded.json()) as { path: string };
    const title = `Sports day results ${Date.now()}`;
    const added = await withToken(request, site, token, '/School/Notice/Add', {
      category: 'notice',
      title: { en: title, hi: '' },
      body: { en: 'The results of the sports day, with the winners’ photograph.', hi: '' },
      date: new Date().toISOString().slice(0, 10),
      publishFrom: new Date(Date.now() - 60_000).toISOString(),
      expireOn: null,
      attachments: [{ title: { en: 'The winners', hi: '' }, path }],
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    try {
      expect((await withToken(request, site, token, '/School/Notice/Publish', { id })).status()).toBe(200);
      // The renderer hears of it from the API's change feed.
      await expect.poll(async () => (await request.get(`${site.url}/notices/${id}`)).text(), { timeout: 30_000 }).toContain('og:title');
      await page.goto(`${site.url}/notices/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${new URL(site.apiUrl).origin}/${path}`);
      // Its files come from the page's own address, and no connection to the API opens with
      // it: a page view asks the API nothing.
      await expect(page.getByRole('link', { name: /^The winners/ })).toHaveAttribute('href', `/${path}`);
      await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@graph': { '@type': string }[] };
      expect(data['@graph'].map((node) => node['@type'])).toEqual(['School', 'Article']);
    } finally {
      await withToken(request, site, token, '/School/Notice/Delete', { id });
    }
  });
});

/** A school admin's session token, as the admin screens get it. */
async function schoolToken(request: APIRequestContext, site: Site): Promise<string> {
  return ((await (await apiLogin(request, site, ACCOUNTS.school.username, ACCOUNTS.school.password)).json()) as { token: string }).token;
}

// One test for each width and language: together they are some 240 axe runs, which on a busy CI
// machine took all of one test's five minutes.
for (const width of [375, 1280]) {
  for (const pageLanguage of LANGUAGES) {
    test(`every public route of each demo school in ${pageLanguage === 'en' ? 'English' : 'Hindi'}, as it reads with scripts off, passes axe at ${width} px`, async ({ page, site }) => {
      test.setTimeout(180_000);
      // Axe needs scripts in the page: the page's own are refused, and its rules for scripts off put
      // in force (support/scripts-off.ts). The pictures are refused too: their descriptions stay.
      await refuseScripts(page, PICTURES);
      const demoSchools = new Set(SCHOOLS.slice(0, 2));
      await page.setViewportSize({ width, height: 900 });
      for (const { school, language, route, address } of everyPage(site)) {
        if (!demoSchools.has(school) || language !== pageLanguage) continue;
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }).first(), `${school.host}${route} (${language}) at ${width} px`).toBeVisible();
        expect(await applyScriptsOffRules(page)).toBeGreaterThan(0);
        await expectNoA11yViolations(page);
        if (school === SCHOOLS[0] && language === 'en' && (route === '/' || route === '/notices/1')) await keepScreenshot(page, `prerendered-no-js${route.replace(/\//g, '-')}-${width}`);
      }
    });
  }
}

/** Hydration errors the host reports (onRecoverableError), from now on. */
function hydrationErrors(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Hydration|#418|#423|#425/.test(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  return found;
}

/** The page's style sheets as `<status> <origin>`, and the ones that failed, from now on. */
function styleSheets(page: Page): { answered: string[]; failed: string[] } {
  const sheets = { answered: [] as string[], failed: [] as string[] };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') sheets.answered.push(`${response.status()} ${new URL(response.url()).origin}`);
  });
  page.on('requestfailed', (request) => {
    // A sheet still loading when the test goes on to the next address is cancelled by that
    // navigation (the Devanagari faces come after first paint): not a failure of the page. A
    // sheet answered with an error is a response, and counts in `answered`.
    if (request.resourceType() === 'stylesheet' && request.failure()?.errorText !== 'net::ERR_ABORTED') sheets.failed.push(request.url());
  });
  return sheets;
}

test('with JavaScript, every route of each school hydrates in both languages without an error, and a visitor’s page view asks the API nothing', async ({ page, site }) => {
  test.setTimeout(300_000);
  const errors = hydrationErrors(page);
  // What a page carries (its answers, a list's date) and its alerts (the school's alerts.json) are files.
  const askedOfApi = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(site.apiUrl)) askedOfApi.add(`${new URL(request.url()).pathname} from ${page.url()}`);
  });
  // The content style sheets come with the page, from its own origin; coming to life loads none again.
  const sheets = styleSheets(page);
  await withoutPictures(page);
  for (const { route, address } of everyPage(site)) {
    await page.goto(address);
    // Set once the page (not its "Loading…") is committed: hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-page-shown', route);
  }
  expect(errors).toEqual([]);
  expect([...askedOfApi]).toEqual([]);
  expect(sheets.failed).toEqual([]);
  const ownOrigins = SCHOOLS.map((school) => new URL(siteAt(site.url, school.host)).origin);
  expect(sheets.answered.filter((sheet) => !ownOrigins.some((origin) => sheet === `200 ${origin}` || sheet === `304 ${origin}`))).toEqual([]);
});

test('after a navigation in the browser the head is the new page’s: its address, its preview, its schema.org data', async ({ page, site }) => {
  await page.goto(`${site.url}/notices/1`);
  await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/notices/1');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // Reached at another of the school's addresses (localhost), its file names its first one
  // (gic83181.example), and so does the head after a navigation.
  const own = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
  expect(own).not.toBe(new URL(site.url).origin);
  // Through the menu, live once hydrated (the footer is kept as the server's HTML, its links
  // plain ones: each a full load of the next page's own file, with its own head).
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'About Us' }).hover();
  await menu.getByRole('link', { name: "Principal's Message" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Principal's Message" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${own}/principalMessage`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Principal's Message | ${SCHOOLS[0]?.name}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property^="article:"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', `${own}/principalMessage?lang=hi`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@graph': { '@type': string }[] };
  expect(data['@graph'].map((node) => node['@type'])).toEqual(['School']);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('a hydrated page brings only its islands to life: what a visitor only reads stays the server’s HTML, with plain links', async ({ page, site }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}/`);
  await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/');
  // The read-only sections are there, as published.
  await expect(page.getByRole('region', { name: 'Notice Board' }).getByRole('listitem').first()).toBeVisible();
  // An island is live: the banner's carousel turns by itself.
  const banner = page.getByRole('region', { name: 'Banner pictures' });
  await expect(banner.getByRole('group', { name: /^2 of / })).toBeVisible({ timeout: 10_000 });
  // The menu navigates within the page: no document is loaded.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'About Us' }).hover();
  await menu.getByRole('link', { name: 'School History' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/schoolHistory');
  expect(documents).toEqual(['/']);
  // A prerendered page's footer was never run in the browser: its link is a plain one, and loads
  // the next page's file.
  await page.goto(`${site.url}/rti`);
  await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/rti');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  expect(documents).toEqual(['/', '/rti', '/help']);
});

/** The principal's message as a school admin saves it through the API (the editor's own calls). */
async function savePrincipal(request: APIRequestContext, site: Site, message: string) {
  const headers = { Authorization: `Bearer ${await schoolToken(request, site)}` };
  const current = (await (await request.post(`${site.apiUrl}/School/Page/Get`, { headers, data: { kind: 'principal' } })).json()) as {
    version: number;
    content: { message: { en: string; hi: string } };
  };
  const content = { ...current.content, message: { ...current.content.message, en: message } };
  const saved = await request.post(`${site.apiUrl}/School/Page/Update`, { headers, data: { kind: 'principal', content, baseVersion: current.version } });
  expect(saved.status()).toBe(200);
  return current.content;
}

/** A page's HTML as the host serves it for `host` (Node resolves no *.localhost name but localhost itself). */
async function htmlFor(request: APIRequestContext, site: Site, host: string, path: string): Promise<string> {
  return (await request.get(`${site.url}${path}`, { headers: { Host: `${host}:${new URL(site.url).port}` } })).text();
}

test('a published change re-renders that page within 60 s, for that school only', async ({ request, site }) => {
  const otherBefore = await htmlFor(request, site, SCHOOLS[1]!.host, '/principalMessage');
  expect(otherBefore).toContain(SCHOOLS[1]!.name);
  const words = `A new message, written at ${Date.now()}.`;
  const seeded = await savePrincipal(request, site, words);
  try {
    await expect
      .poll(async () => (await (await request.get(`${site.url}/principalMessage`)).text()).includes(words), { timeout: 60_000, intervals: [1000] })
      .toBe(true);
    expect(await htmlFor(request, site, SCHOOLS[1]!.host, '/principalMessage')).toBe(otherBefore);
  } finally {
    await savePrincipal(request, site, seeded.message.en);
  }
});

test('an alert reaches the school’s alerts.json within seconds, the provider’s every school’s; a visitor’s page shows it from there and asks the API nothing', async ({ page, playwright, site }) => {
  const request = await playwright.request.newContext();
  const words = { school: `Prerendered alert ${Date.now()}`, everySchool: `Every school's alert ${Date.now()}` };
  const post = async (author: 'School' | 'Provider', en: string) => {
    const data = { message: { en, hi: '' }, startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 30 * 60_000).toISOString() };
    const added = author === 'School' ? await withToken(request, site, await schoolToken(request, site), '/School/Alert/Add', data) : await asProvider(request, site, '/Provider/Alert/Add', data);
    expect(added.status()).toBe(201);
    return ((await added.json()) as { id: number }).id;
  };
  const fileOf = (host: string) => htmlFor(request, site, host, '/alerts.json');
  const ids = { school: await post('School', words.school), everySchool: await post('Provider', words.everySchool) };
  try {
    await expect.poll(() => fileOf('localhost'), { timeout: 30_000 }).toContain(words.school);
    await expect.poll(() => fileOf('localhost'), { timeout: 30_000 }).toContain(words.everySchool);
    await expect.poll(() => fileOf(SCHOOLS[1]!.host), { timeout: 30_000 }).toContain(words.everySchool);
    expect(await fileOf(SCHOOLS[1]!.host)).not.toContain(words.school);

    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(site.apiUrl)) asked.push(sent.url());
    });
    await page.goto(`${site.url}/rti`);
    const banner = page.getByRole('region', { name: 'Urgent alerts' });
    await expect(banner.getByRole('alert').filter({ hasText: words.school })).toBeVisible();
    await expect(banner.getByRole('alert').filter({ hasText: words.everySchool })).toBeVisible();
    expect(asked.filter((url) => url.includes('/Site/Alerts'))).toEqual([]);
  } finally {
    await withToken(request, site, await schoolToken(request, site), '/School/Alert/Delete', { id: ids.school });
    await asProvider(request, site, '/Provider/Alert/Delete', { id: ids.everySchool });
    // Gone from the files too, so no later walk meets a banner.
    await expect.poll(() => fileOf(SCHOOLS[1]!.host), { timeout: 30_000 }).not.toContain(words.everySchool);
    await expect.poll(() => fileOf('localhost'), { timeout: 30_000 }).not.toContain(words.school);
    await request.dispose();
  }
});

test('with the content remote stopped, a prerendered page still reads fully and says what is unavailable', async ({ page, site }) => {
  await site.stop('content');
  const sheets = styleSheets(page);
  try {
    await page.goto(`${site.url}/principalMessage`);
    await expect(page.getByRole('heading', { level: 1, name: "Principal's Message" })).toBeVisible();
    await expect(page.getByText('Dear Students, Parents and Well-wishers,')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'This page is shown as it was last published.' })).toBeVisible();
    await expect(page.getByText('This part of the site could not be loaded')).toHaveCount(0);
    // Its styles too: the renderer's copies, from the page's own origin.
    expect(sheets.failed).toEqual([]);
    expect(sheets.answered.length).toBeGreaterThan(1);
    expect(new Set(sheets.answered)).toEqual(new Set([`200 ${site.url}`]));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page);
      await keepScreenshot(page, `prerendered-remote-offline-${width}`);
    }
  } finally {
    await site.start('content');
  }
});

test.describe('with the host’s service worker (the suite blocks it elsewhere)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with the content remote stopped, a prerendered page a visitor saw before comes to life from the kept copy, with its note', async ({ page, site }) => {
    const errors = hydrationErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const note = page.getByRole('status').filter({ hasText: SAVED_COPY_NOTE });
    await page.goto(`${site.url}/principalMessage`);
    await expect(page.getByText('Dear Students, Parents and Well-wishers,')).toBeVisible();
    await serviceWorkerReady(page);
    // The first visit's version is kept whole once the worker is there.
    await expectVersionKept(page, `http://localhost:${site.ports.content}/mf-manifest.json`);

    await site.stop('content');
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: "Principal's Message" })).toBeVisible();
      await expect(note).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'This page is shown as it was last published.' })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/principalMessage');
      // The page is the app's: a link goes on in the browser, to a page it has not opened.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Faqs' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect(note).toBeVisible();
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await site.start('content');
    }
  });
});

/**
 * Records, from before the page's first byte, every committed state of the document in which
 * no main heading was on screen after one had been, or a "Loading…" was: what a visitor would
 * see as the page disappearing and coming back. Mutation observers see each commit React
 * makes, painted or not.
 */
function recordGaps() {
  const gaps: string[] = [];
  (window as unknown as { headingGaps: string[] }).headingGaps = gaps;
  let seen = false;
  const shown = (element: Element) => element.getClientRects().length > 0;
  new MutationObserver(() => {
    const heading = [...document.querySelectorAll('main h1')].some(shown);
    const loading = [...document.querySelectorAll('[role="status"]')].some((element) => shown(element) && /^Loading|लोड हो रह/.test(element.textContent ?? ''));
    if (heading) seen = true;
    if (seen && (!heading || loading)) gaps.push(heading ? 'Loading… on screen' : 'no main heading on screen');
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

for (const width of [375, 1280]) {
  test(`at ${width} px a visitor who chose Hindi gets the English prerendered page turned into Hindi without it ever disappearing`, async ({ page, site }) => {
    const errors = hydrationErrors(page);
    await page.setViewportSize({ width, height: 700 });
    await page.addInitScript(() => localStorage.setItem('siteLanguage', 'hi'));
    await page.addInitScript(recordGaps);
    // The content remote's code comes late, so the prerendered page is read (and scrolled) first.
    await page.route(`http://localhost:${site.ports.content}/remoteEntry.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${site.url}/principalMessage`);
    await expect(page.getByRole('heading', { level: 1, name: "Principal's Message" })).toBeVisible();
    // The page drawn beside it, while it is on its way, is neither seen nor reached.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^(Skip to content|सामग्री पर जाएँ)$/ })).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 150));

    await expect(page.getByRole('heading', { level: 1, name: 'प्रधानाचार्य का संदेश' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/principalMessage');
    await keepScreenshot(page, `prerendered-rendered-in-hindi-${width}`, { fullPage: false });
    await expect(page).toHaveURL(/\/principalMessage\?lang=hi$/);
    await expect(page).toHaveTitle(/^प्रधानाचार्य का संदेश \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
    expect(await page.evaluate(() => (window as unknown as { headingGaps: string[] }).headingGaps)).toEqual([]);
    expect(errors).toEqual([]);

    // The page is the app's now: a link goes to the next page without loading the document again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'गोपनीयता नीति' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\?lang=hi$/);
    await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

test('a page prerendered by an earlier content release is rendered afresh without disappearing', async ({ page, site }) => {
  const errors = hydrationErrors(page);
  await page.addInitScript(recordGaps);
  // The content remote has had a release the renderer has not yet re-rendered this page for.
  await page.route(`http://localhost:${site.ports.content}/mf-manifest.json`, async (route) => {
    const answer = await route.fetch();
    const manifest = (await answer.json()) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = 'a-later-release';
    await route.fulfill({ response: answer, json: manifest });
  });
  await page.goto(`${site.url}/rti`);
  await expect(page.locator('html')).toHaveAttribute('data-page-shown', '/rti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'RTI', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { headingGaps: string[] }).headingGaps)).toEqual([]);
  expect(errors).toEqual([]);
});
