import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '@school/tooling/site-config';
import { test, expect } from '../../support/nginx-site';
import { rawGet, type RawAnswer } from '../../support/raw-request';

/**
 * The host's nginx serving the renderer's files (docs/decisions/014-prerendered-pages.md,
 * host/src/server/prerender-dir.ts): PRERENDER_DIR/by-host/<host name> links to a school's
 * folder, which holds the head of the shell at its addresses (head.html, head-home.html), its
 * remotes' releases (remotes.json), noindex for a demo school, and current/<lang>/<route>.html,
 * each a whole page (the built page with the school's head in place of the SSI directives) with
 * its precompressed copies; PRERENDER_DIR/listed says every school is linked. The suite's demo schools are at
 * 127.0.0.1 and school2.localhost; only the first is linked here, so a page of the second that
 * answers 404 was answered from the files, not by the API.
 */

const SECRET = 'outside the prerendered folder';

/** The head the renderer wrote for the school's pages: not the API's, so a page that holds it was put together from the files. */
const HEAD = '<meta name="head-from" content="file"><script id="site-data" type="application/json">{"schoolCode":"83181"}</script>';
const HOME_HEAD = '<link rel="preload" as="image" href="/uploads/from-file.jpg">';
/** Which release of each remote the school's pages load, as the renderer wrote it. */
const REMOTES = '{"content":{"version":"from-the-file"}}';
const ALERTS = '{"alerts":[{"id":3,"message":{"en":"From the file","hi":""},"startsAt":"2026-12-01T00:00:00.000Z","endsAt":"2026-12-02T00:00:00.000Z","updatedAt":"2026-12-01T00:00:00.000Z"}]}';

/**
 * The built page with `text` in its root and `head` in place of the directives, as the renderer
 * writes a page (host/src/server/page-document.ts): a whole file.
 */
function prerendered(text: string, head = HEAD): string {
  const shell = readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8');
  const page = shell
    .replace('<!--#config errmsg="" -->', '')
    .replace(/<script id="?runtime-config"?[^>]*><!--#include virtual="\/config.json" --><\/script>/, '')
    .replace('<!--#include virtual="/_site-head" -->', head)
    .replace(/<div id="?root"?><\/div>/, `<div id="root"><main><h1>${text}</h1></main></div>`);
  if (page.includes('<!--#') || !page.includes(text)) throw new Error('host/dist/index.html is not the shape the renderer fills');
  return page;
}

/** A page's file and its precompressed copies, as the renderer writes them. */
function writePage(file: string, html: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  writeFileSync(`${file}.gz`, zlib.gzipSync(html));
  writeFileSync(file, html);
}

type Answer = RawAnswer;

/** A request as sent (support/raw-request.ts). */
const get = (origin: string, target: string, host = '127.0.0.1', headers: Record<string, string> = {}) => rawGet(new URL(origin).port, target, host, headers);

const heading = (answer: Answer) => /<main><h1>([^<]*)<\/h1><\/main>/.exec(answer.body)?.[1] ?? null;

/** The school's files beside its pages, as the renderer writes them (the API's, for its first address). */
const SITE_FILES = { 'sitemap.xml': '<urlset>from the file</urlset>', 'robots.txt': 'User-agent: * (from the file)', 'notices.rss': '<rss>English, from the file</rss>', 'notices-hi.rss': '<rss>Hindi, from the file</rss>' };

/** A page's data, named by what it holds, with its compressed copies (host/src/server/prerender-dir.ts's writePageData). */
const PAGE_DATA = { name: 'Abc_def-0123456789abcd.json', body: '{"page:rti":{"text":"Hindi RTI"}}' };

// The other deploy tests see the shell again, the API asked: the folder is emptied after each test.
test.beforeEach(({ nginxSite }) => {
  const school = path.join(nginxSite.prerenderDir, 'schools', '1');
  for (const [file, text] of Object.entries({ 'en/rti.html': 'English RTI', 'hi/rti.html': 'Hindi RTI', 'en/notices/12.html': 'Notice 12' })) {
    writePage(path.join(school, 'gen-a', file), prerendered(text));
  }
  writePage(path.join(school, 'gen-a', 'en/index.html'), prerendered('English home', HOME_HEAD + HEAD));
  symlinkSync('gen-a', path.join(school, 'current'));
  writeFileSync(path.join(school, 'head.html'), HEAD);
  writeFileSync(path.join(school, 'head-home.html'), HOME_HEAD + HEAD);
  writeFileSync(path.join(school, 'noindex'), '');
  writeFileSync(path.join(school, 'remotes.json'), REMOTES);
  writeFileSync(path.join(school, 'alerts.json'), ALERTS);
  writePage(path.join(school, 'page-data', PAGE_DATA.name), PAGE_DATA.body);
  for (const [name, text] of Object.entries(SITE_FILES)) writeFileSync(path.join(school, name), text);
  mkdirSync(path.join(nginxSite.prerenderDir, 'by-host'));
  symlinkSync('../schools/1', path.join(nginxSite.prerenderDir, 'by-host', '127.0.0.1'));
  writeFileSync(path.join(nginxSite.prerenderDir, 'listed'), '');
});
test.afterEach(({ nginxSite }) => {
  for (const entry of ['schools', 'by-host', 'listed', 'en', 'secret.html']) rmSync(path.join(nginxSite.prerenderDir, entry), { recursive: true, force: true });
});

test('nginx sends a prerendered page for its school, address and language as the file the renderer wrote, or its precompressed copy, with the shell’s headers but its caching', async ({ nginxSite }) => {
  const shell = await get(nginxSite.url, '/contact');
  expect(shell.body).toContain(HEAD); // the shell's head comes from the folder too
  const file = path.join(nginxSite.prerenderDir, 'schools', '1', 'gen-a', 'en', 'rti.html');
  const rti = await get(nginxSite.url, '/rti');
  expect([rti.status, heading(rti), rti.body]).toEqual([200, 'English RTI', readFileSync(file, 'utf8')]);
  // The copies as they are (a length, where compressing on the fly would send it in chunks).
  for (const [encoding, extension] of [['gzip', '.gz'], ['br', '.br']] as const) {
    const compressed = await get(nginxSite.url, '/rti', '127.0.0.1', { 'Accept-Encoding': encoding });
    expect([encoding, compressed.headers['content-encoding'], compressed.headers['content-length']]).toEqual([encoding, encoding, String(statSync(`${file}${extension}`).size)]);
    expect(compressed.headers.vary).toBe('Accept-Encoding');
  }
  for (const name of ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-robots-tag']) {
    expect([name, rti.headers[name]]).toEqual([name, shell.headers[name]]);
  }
  expect(rti.headers['x-robots-tag']).toBe('noindex'); // the demo school's, from its folder

  expect(heading(await get(nginxSite.url, '/rti?lang=hi'))).toBe('Hindi RTI');
  expect(heading(await get(nginxSite.url, '/rti?lang=en'))).toBe('English RTI');
  expect(heading(await get(nginxSite.url, '/notices/12'))).toBe('Notice 12');
  const home = await get(nginxSite.url, '/');
  expect(heading(home)).toBe('English home');
  expect(home.body).toContain(HOME_HEAD + HEAD);
  // The provider's pages at the school's address are put together as the shell is.
  expect((await get(nginxSite.url, '/sgi-login')).body).toContain(HEAD);
});

test('what a page reads after its first paint comes from the page’s own address: config.json, and its school’s remotes.json and alerts.json, never cached', async ({ nginxSite }) => {
  const remotes = await get(nginxSite.url, '/remotes.json');
  expect([remotes.status, remotes.body, remotes.headers['content-type'], remotes.headers['cache-control'], remotes.headers.etag]).toEqual([200, REMOTES, 'application/json', 'no-store', undefined]);
  const alerts = await get(nginxSite.url, '/alerts.json');
  expect([alerts.status, alerts.body, alerts.headers['content-type'], alerts.headers['cache-control'], alerts.headers.etag]).toEqual([200, ALERTS, 'application/json', 'no-store', undefined]);
  expect((await get(nginxSite.url, '/alerts.json', 'school2.localhost')).status).toBe(404);
  const config = await get(nginxSite.url, '/config.json');
  expect(JSON.parse(config.body)).toEqual(JSON.parse(readFileSync(nginxSite.configFile, 'utf8')));
  // An address the renderer has not linked has none: its pages ask the API.
  expect((await get(nginxSite.url, '/remotes.json', 'school2.localhost')).status).toBe(404);
});

test('a prerendered page carries the file’s validators, answers 304 until its file changes, and tells a CDN how long it may keep it', async ({ nginxSite }) => {
  const page = path.join(nginxSite.prerenderDir, 'schools', '1', 'gen-a', 'en', 'rti.html');
  const old = new Date('2026-11-01T00:00:00Z');
  utimesSync(page, old, old);
  const first = await get(nginxSite.url, '/rti');
  expect(first.headers['last-modified']).toBe(old.toUTCString());
  expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400');
  const validators: Record<string, string>[] = [{ 'If-None-Match': first.headers.etag ?? '' }, { 'If-Modified-Since': first.headers['last-modified'] ?? '' }];
  for (const validator of validators) {
    const again = await get(nginxSite.url, '/rti', '127.0.0.1', validator);
    expect([again.status, again.body]).toEqual([304, '']);
  }
  // The renderer wrote it again (it changed): a full answer, with the new validators.
  writeFileSync(page, prerendered('English RTI, changed'));
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  utimesSync(page, now, now);
  const changed = await get(nginxSite.url, '/rti', '127.0.0.1', { 'If-None-Match': first.headers.etag ?? '' });
  expect([changed.status, heading(changed), changed.headers['last-modified']]).toEqual([200, 'English RTI, changed', now.toUTCString()]);
  // The shell keeps its own: revalidated at every load, never kept by a CDN.
  expect((await get(nginxSite.url, '/contact')).headers['cache-control']).toBe('no-cache');
});

test('a page’s data is its school’s file at /_page-data/<its name>, or its compressed copy, kept for good; no other path names a file', async ({ nginxSite }) => {
  const data = await get(nginxSite.url, `/_page-data/${PAGE_DATA.name}`, '127.0.0.1', { 'Accept-Encoding': 'gzip' });
  expect([data.status, data.body, data.headers['content-type'], data.headers['content-encoding']]).toEqual([200, PAGE_DATA.body, 'application/json', 'gzip']);
  expect(data.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const target of [`/_page-data/${PAGE_DATA.name}.gz`, '/_page-data/Abc_def-0123456789abc.json', `/_page-data/${PAGE_DATA.name.replace('.json', '.html')}`, '/_page-data/%2e%2e/%2e%2e/head.html']) {
    // 404, or nginx's 400 for a path above its root.
    expect([target, [400, 404].includes((await get(nginxSite.url, target)).status)]).toEqual([target, true]);
  }
});

test('the school’s sitemap, robots.txt and notices’ feeds come from its folder with their types; another address’s are not the API’s once the schools are listed', async ({ nginxSite }) => {
  const files: [target: string, body: string, type: string][] = [
    ['/sitemap.xml', SITE_FILES['sitemap.xml'], 'application/xml; charset=utf-8'],
    ['/robots.txt', SITE_FILES['robots.txt'], 'text/plain; charset=utf-8'],
    ['/notices.rss', SITE_FILES['notices.rss'], 'application/rss+xml; charset=utf-8'],
    ['/notices.rss?lang=hi', SITE_FILES['notices-hi.rss'], 'application/rss+xml; charset=utf-8'],
  ];
  for (const [target, body, type] of files) {
    const answer = await get(nginxSite.url, target);
    expect([target, answer.status, answer.body, answer.headers['content-type'], answer.headers['x-robots-tag']]).toEqual([target, 200, body, type, 'noindex']);
    expect((await get(nginxSite.url, target, 'school2.localhost')).status).toBe(404);
  }
  // A school with none written yet (no renderer has listed the schools): the API's, as before.
  rmSync(path.join(nginxSite.prerenderDir, 'listed'));
  const asked = await get(nginxSite.url, '/sitemap.xml', 'school2.localhost');
  expect([asked.status, asked.body]).toEqual([200, expect.stringContaining('<loc>http://school2.localhost')]);
});

test('an address the renderer has not linked is no school’s, answered from the files: the shell as built, 404; the provider’s pages 200', async ({ nginxSite }) => {
  const built = readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8');
  // The API has a school at school2.localhost, and would have answered its page with 200.
  for (const target of ['/', '/rti', '/contact', '/index.html']) {
    const answer = await get(nginxSite.url, target, 'school2.localhost');
    expect([target, answer.status, answer.body === built]).toEqual([target, 404, true]);
  }
  const login = await get(nginxSite.url, '/sgi-login', 'school2.localhost');
  expect([login.status, login.body === built]).toEqual([200, true]);
  // Without PRERENDER_DIR/listed (no renderer has listed the schools) the API is asked, as before.
  rmSync(path.join(nginxSite.prerenderDir, 'listed'));
  const asked = await get(nginxSite.url, '/contact', 'school2.localhost');
  expect(asked.status).toBe(200);
  expect(asked.body).toContain('<script id="site-data" type="application/json">{"schoolCode"');
  expect(asked.body).not.toContain(HEAD);
});

test('any other query, a route without a file or another form of a route is the shell; an address no school has its 404', async ({ nginxSite }) => {
  for (const target of ['/rti?page=2', '/rti?lang=hi&x=1', '/?category=exam', '/contact', '/rti/', '/notices/12?lang=hi', '/%72ti', '/notices%2F12']) {
    const answer = await get(nginxSite.url, target);
    expect([target, answer.status, heading(answer)]).toEqual([target, 200, null]);
    expect(answer.body).toContain(HEAD);
  }
  // The internal locations are no addresses of their own: a visitor asking for a page there gets the shell, for the head nothing.
  const internal = await get(nginxSite.url, '/_prerendered/by-host/127.0.0.1/current/en/rti.html');
  expect([internal.status, heading(internal)]).toEqual([200, null]);
  for (const target of ['/_site-head', '/_page-as-built', '/_page-asking', '/_site-head-asking']) {
    const answer = await get(nginxSite.url, target);
    expect([target, answer.status, answer.body.includes('site-data')]).toEqual([target, 404, false]);
  }
});

test('no Host header or path makes nginx read outside by-host/<host name>', async ({ nginxSite }) => {
  // Where an escape from the school's folder would lead.
  for (const file of ['secret.html', 'by-host/secret.html', 'en/rti.html', 'by-host/current/en/rti.html', 'current/en/rti.html']) {
    mkdirSync(path.dirname(path.join(nginxSite.prerenderDir, file)), { recursive: true });
    writeFileSync(path.join(nginxSite.prerenderDir, file), prerendered(SECRET));
  }
  const hostile: [host: string, target: string][] = [
    ['..', '/rti'],
    ['../../etc', '/rti'],
    ['127.0.0.1/..', '/rti'],
    ['127.0.0.1', '/../../secret'],
    ['127.0.0.1', '/%2e%2e/%2e%2e/secret'],
    ['127.0.0.1', '/..%2f..%2fsecret'],
    ['127.0.0.1', '/rti%00'],
    ['127.0.0.1', '/a/../../../secret'],
  ];
  for (const [host, target] of hostile) {
    const answer = await get(nginxSite.url, target, host);
    expect([host, target, answer.body.includes(SECRET)]).toEqual([host, target, false]);
  }
});
