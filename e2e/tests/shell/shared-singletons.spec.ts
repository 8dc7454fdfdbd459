import { test, expect } from '../../support/site';
import { expectPageShown } from '../../support/page-shown';

/**
 * The host bundles React and React DOM into its entry (eager shared modules,
 * tooling/federation-shared.mjs) and the remotes take them from there. Chunks are named after
 * the module they hold (tooling/webpack-app.mjs, chunkIds 'named'), so a remote fetching its own
 * copy would show as a request for one of these.
 */
const REACT_CHUNKS = /node_modules_react(-dom)?_/;

/**
 * @school/shared shares a chunk with other modules in some builds, so its chunk name varies; its
 * session store is recognised by the sessionStorage key it alone writes (shared/src/auth/session.ts).
 */
const SESSION_STORE_MARK = 'sgiToken';

/** The router reaches every app through @school/shared; one of its own messages marks its code. */
const ROUTER_MARK = 'You cannot render a <Router> inside another <Router>';

test('one visit across the host and all three remotes downloads each shared module once', async ({ page, site }) => {
  const scripts: string[] = [];
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.url());
    bodies.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  const origins = () => new Set(scripts.map((url) => new URL(url).port));

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
  // Proves below that every step happened in this same document, without a reload.
  await page.evaluate(() => Object.assign(window, { __onePage: true }));

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Faqs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await nav.getByRole('button', { name: 'Mandatory Disclosure' }).hover();
  await nav.getByRole('link', { name: 'Academics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Disclosure: Academics' })).toBeVisible();
  // The RTI page has no menu entry; this is what a router link to it does.
  await page.evaluate(() => {
    history.pushState(null, '', '/rti');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${site.url}/rti`);
  await expect(page.getByRole('heading', { level: 1, name: 'RTI' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/login`);
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();

  // No link on the site leads to the provider login; this is what a router link does.
  await page.evaluate(() => {
    history.pushState(null, '', '/sgi-login');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${site.url}/sgi-login`);
  await expect(page.getByRole('heading', { name: 'SGI Login' })).toBeVisible();

  expect(await page.evaluate(() => (window as { __onePage?: boolean }).__onePage)).toBe(true);
  // The visit really reached every app: the host and the three remotes each sent scripts.
  expect([...origins()].sort()).toEqual(
    [site.ports.host, site.ports.content, site.ports.schoolAdmin, site.ports.providerAdmin].map(String).sort(),
  );

  expect(scripts.filter((url) => REACT_CHUNKS.test(url)), 'no app fetches a React chunk of its own').toEqual([]);
  expect(scripts.filter((url) => url === `${site.url}/main.js`)).toHaveLength(1);

  const texts = await Promise.all(bodies);
  const withSessionStore = texts.filter(({ text }) => text.includes(SESSION_STORE_MARK));
  expect(
    withSessionStore.map(({ url }) => url),
    '@school/shared (its session store) should be downloaded exactly once',
  ).toHaveLength(1);
  const withRouter = texts.filter(({ text }) => text.includes(ROUTER_MARK));
  expect(withRouter.map(({ url }) => url), 'the router should be downloaded exactly once').toHaveLength(1);
});

test('the home page requests nothing from the school-admin and provider-admin remotes', async ({ page, site }) => {
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'About the school' })).toBeVisible();
  await expectPageShown(page);

  const ports = requested.map((url) => Number(url.port));
  expect(ports).toContain(site.ports.content);
  expect(ports).not.toContain(site.ports.schoolAdmin);
  expect(ports).not.toContain(site.ports.providerAdmin);
});
