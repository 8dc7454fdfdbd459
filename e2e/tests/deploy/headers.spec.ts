import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { test, expect } from '../../support/nginx-site';
import { rawGet } from '../../support/raw-request';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One content-hashed file of an app's build, e.g. /chunks/….1a2b3c4d.js */
function hashedChunk(app: string, ext: string): string {
  const name = readdirSync(path.join(ROOT, app, 'dist', 'chunks')).find((file) => new RegExp(`\\.[0-9a-f]{8}\\.${ext}$`).test(file));
  if (!name) throw new Error(`${app} has no hashed .${ext} chunk`);
  return `/chunks/${name}`;
}

const get = (url: string, encoding = 'identity') => fetch(url, { headers: { 'Accept-Encoding': encoding } });

test('the host pages carry the CSP for exactly the remotes and the API, and are revalidated', async ({ nginxSite }) => {
  const home = await get(`${nginxSite.url}/`);
  const deep = await get(`${nginxSite.url}/rti`);
  for (const page of [home, deep]) {
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
  // Every client-side route is the same page; the home page's also preloads its banner picture.
  expect(await deep.text()).toBe((await home.text()).replace(/<link rel="preload" as="image"[^>]*>/, ''));

  const csp = Object.fromEntries(
    home.headers
      .get('content-security-policy')!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  const remotes = Object.values(nginxSite.remotes);
  expect(csp['default-src']).toEqual(["'self'"]);
  // And the one script the prerendered pages carry inline, their loader, by the hash its build wrote.
  const loader = readFileSync(path.join(ROOT, 'host/dist/after-paint.js'));
  expect(csp['script-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update(loader).digest('base64')}'`, ...remotes]);
  expect(csp['style-src']).toEqual(["'self'", ...remotes]);
  expect(csp['connect-src']).toEqual(["'self'", nginxSite.apiOrigin, ...remotes]);
  // Media come from the site's own address (/uploads/, passed on to the API).
  expect(csp['img-src']).toEqual(["'self'", ...remotes, 'blob:']);
  expect(csp['media-src']).toEqual(["'self'", 'blob:']);
  expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org']);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
});

test('the host serves entry files no-cache, config.json never from a cache, hashed chunks immutable, and no page for a missing file', async ({
  nginxSite,
}) => {
  const main = await get(`${nginxSite.url}/main.js`);
  expect(main.headers.get('cache-control')).toBe('no-cache');
  const chunk = await get(`${nginxSite.url}${hashedChunk('host', 'js')}`);
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);

  const config = await get(`${nginxSite.url}/config.json`);
  // Nor revalidated: a release and its rollback within one second must not look alike.
  expect(config.headers.get('cache-control')).toBe('no-store');
  expect(config.headers.get('etag')).toBeNull();
  const since = config.headers.get('last-modified') ?? new Date().toUTCString();
  expect((await fetch(`${nginxSite.url}/config.json`, { headers: { 'If-Modified-Since': since } })).status).toBe(200);
  expect(await config.json()).toMatchObject({
    API_URL: `${nginxSite.apiOrigin}/api`,
    SchoolCode: '83181',
    remotes: { content: `${nginxSite.remotes.content}/mf-manifest.json` },
  });

  expect((await get(`${nginxSite.url}/chunks/gone.0badc0de.js`)).status).toBe(404);
  expect((await get(`${nginxSite.url}/missing.js`)).status).toBe(404);
});

test("each page is put together for its school's address, compressed; an address no school has is a 404", async ({ page, nginxSite }) => {
  const home = await get(`${nginxSite.url}/`, 'gzip');
  expect(home.headers.get('content-encoding')).toBe('gzip');
  const html = await home.text();
  expect(html).toMatch(
    /<link rel="preload" as="image" href="\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
  );
  expect(html).toContain('<script id="site-data" type="application/json">{"schoolCode":"83181"');
  const config = /<script id="?runtime-config"?[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(config ?? 'null')).toEqual(await (await get(`${nginxSite.url}/config.json`)).json());
  expect(html).not.toContain('<!--#');
  // The demo school is no search engine's business: the page says so in its head and its headers.
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(home.headers.get('x-robots-tag')).toBe('noindex');
  expect((await get(`${nginxSite.url}/sgi-login`)).headers.get('x-robots-tag')).toBe('noindex');

  const nowhere = await page.goto(nginxSite.url.replace('127.0.0.1', 'nowhere.localhost') + '/rti');
  expect(nowhere?.status()).toBe(404);
  expect(nowhere?.headers()['x-robots-tag']).toBeUndefined();
  expect(await nowhere?.text()).not.toContain('site-data');
  await expect(page.getByRole('heading', { level: 1, name: 'No school at this address' })).toBeVisible();

  // The provider's login belongs to no school: at an address no school has it is a page (200).
  const platform = await page.goto(nginxSite.url.replace('127.0.0.1', 'platform.localhost') + '/sgi-login');
  expect(platform?.status()).toBe(200);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('text goes out precompressed: brotli when accepted, else gzip', async ({ nginxSite }) => {
  const brotli = await get(`${nginxSite.url}/main.js`, 'br, gzip');
  expect(brotli.headers.get('content-encoding')).toBe('br');
  const gzip = await get(`${nginxSite.url}/main.js`, 'gzip');
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
  const css = await get(`${nginxSite.remotes.content}${hashedChunk('remote-content', 'css')}`, 'gzip');
  expect(css.headers.get('content-encoding')).toBe('gzip');
});

test("the remotes allow any school's address and cache like the host; they have no page fallback", async ({ nginxSite }) => {
  for (const [remote, origin] of Object.entries(nginxSite.remotes)) {
    const app = { content: 'remote-content', schoolAdmin: 'remote-school-admin', providerAdmin: 'remote-provider-admin' }[remote]!;
    for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
      const entry = await get(`${origin}${file}`);
      expect(entry.status, `${remote}${file}`).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    }
    const chunk = await get(`${origin}${hashedChunk(app, 'js')}`);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await get(`${origin}/rti`);
    expect(missing.status).toBe(404);
    // Readable across origins as any answer: the host's service worker tells a 404 from a failure.
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  }
});

test('a release’s files are kept a year, its manifest and entry too; a file it lacks is a 404, never a page', async ({ nginxSite }) => {
  const release = path.join(nginxSite.roots.content, 'releases', 'headers-1');
  cpSync(path.join(ROOT, 'remote-content/dist'), release, { recursive: true });
  for (const file of ['/mf-manifest.json', '/remoteEntry.js', hashedChunk('remote-content', 'js')]) {
    const answer = await get(`${nginxSite.remotes.content}/releases/headers-1${file}`);
    expect([file, answer.status, answer.headers.get('cache-control'), answer.headers.get('access-control-allow-origin')]).toEqual([file, 200, IMMUTABLE, '*']);
  }
  for (const missing of ['/releases/headers-1/chunks/gone.js', '/releases/none/mf-manifest.json', '/releases/headers-1/']) {
    expect([missing, (await get(`${nginxSite.remotes.content}${missing}`)).status]).toEqual([missing, 404]);
  }
  // Its server build is the renderer's alone.
  mkdirSync(path.join(release, 'server'));
  writeFileSync(path.join(release, 'server', 'build.json'), '{}');
  expect((await get(`${nginxSite.remotes.content}/releases/headers-1/server/build.json`)).status).toBe(404);
});

test("a school's stored files come from the site's own address, read from the media folder, with the headers the API gives them: a year's caching, its sandbox, ranges; only read", async ({ nginxSite }) => {
  const html = await (await get(`${nginxSite.url}/`)).text();
  const picture = /<link rel="preload" as="image" href="(\/uploads\/[^"]+)"/.exec(html)?.[1] ?? '';
  expect(picture).toMatch(/\.webp$/);
  const document = readdirSync(path.join(nginxSite.mediaDir, 'uploads'), { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith('.pdf'));
  expect(document).toBeDefined();
  for (const [file, type] of [
    [picture, 'image/webp'],
    [`/uploads/${document}`, 'application/pdf'],
  ] as const) {
    const fromApi = await get(`${nginxSite.apiOrigin}${file}`);
    const fromSite = await get(`${nginxSite.url}${file}`);
    expect([file, fromSite.status, fromSite.headers.get('content-type')]).toEqual([file, 200, type]);
    expect(Buffer.from(await fromSite.arrayBuffer()).equals(Buffer.from(await fromApi.arrayBuffer()))).toBe(true);
    // nginx's own validator (modified time and size), not the API's: the file was read here.
    expect(fromSite.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    // The API's headers, each once: none of the page's (no-cache, its CSP) is added.
    for (const name of ['cache-control', 'content-security-policy', 'cross-origin-resource-policy', 'x-content-type-options', 'content-disposition']) {
      expect([file, name, fromSite.headers.get(name)]).toEqual([file, name, fromApi.headers.get(name)]);
    }
  }
  const fromSite = await get(`${nginxSite.url}${picture}`);
  expect(fromSite.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(fromSite.headers.get('content-security-policy')).toContain('sandbox');
  expect(fromSite.headers.get('x-content-type-options')).toBe('nosniff');

  // A video seeks with ranges.
  const part = await fetch(`${nginxSite.url}${picture}`, { headers: { Range: 'bytes=0-99' } });
  expect([part.status, part.headers.get('content-range'), (await part.arrayBuffer()).byteLength]).toEqual([206, `bytes 0-99/${fromSite.headers.get('content-length')}`, 100]);

  expect((await get(`${nginxSite.url}/uploads/school.1/pages/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
  // Nothing but the stored files: no hidden file, nothing outside the media folder's uploads/.
  writeFileSync(path.join(nginxSite.mediaDir, 'uploads', '.hidden'), 'hidden');
  for (const target of ['/uploads/.hidden', '/uploads/.tmp/', '/uploads/../api-data/uploads/.hidden', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/..%2f..%2fetc/passwd']) {
    const answer = await rawGet(new URL(nginxSite.url).port, target, '127.0.0.1');
    expect([target, answer.status === 404 || answer.status === 400, answer.body]).toEqual([target, true, expect.not.stringMatching(/hidden|root:/)]);
  }
  expect((await fetch(`${nginxSite.url}${picture}`, { method: 'PUT', body: 'x' })).status).toBe(403);
});
