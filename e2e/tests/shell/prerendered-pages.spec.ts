import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test, expect } from '@playwright/test';
import { freePorts } from '@school/tooling/free-port';
import { startStaticServer } from '@school/tooling/static-server';
import { rawGet, type RawAnswer } from '../../support/raw-request';

/**
 * tooling/static-server.mjs (npm start, the browser tests) serving the renderer's files
 * (docs/decisions/014-prerendered-pages.md, host/src/server/prerender-dir.ts):
 * PRERENDER_DIR/by-host/<host name> links to a school's folder, which holds the head of the
 * shell at its addresses (head.html, head-home.html), its remotes' releases (remotes.json),
 * noindex for a demo school, and current/<lang>/<route>.html, each a whole page, its school's
 * head in it (host/src/server/page-document.ts). Served on their own, with an API stand-in
 * answering GET /api/Site/Head for the addresses with no folder (no renderer has listed every
 * school: no PRERENDER_DIR/listed), until a test writes it.
 */

/** The SSI directives every page the host serves carries, as host/src/index.html has them. */
const DIRECTIVES =
  '<!--#config errmsg="" --><script id="runtime-config" type="application/json"><!--#include virtual="/config.json" --></script><!--#include virtual="/_site-head" -->';
const page = (body: string) => `<!doctype html><html><head>${DIRECTIVES}</head><body>${body}</body></html>`;
/** The head the renderer writes for a school's pages, as the stand-in's would be. */
const schoolHead = (host: string, home: boolean) => `<meta name="school" content="${host} home=${home ? 1 : 0}">`;
/** A page as the renderer writes it: whole, its school's head in it, no directive. */
const wholePage = (body: string, host: string, home: boolean) => `<!doctype html><html><head>${schoolHead(host, home)}</head><body>${body}</body></html>`;
const REMOTES = '{"content":{"version":"v1"}}';
/** A page's data, named by what it holds (host/src/server/prerender-dir.ts's pageDataName). */
const PAGE_DATA = { name: 'Abc_def-0123456789abcd.json', body: '{"page:rti":{"text":"RTI"}}' };
const SHELL = 'the shell';
const SECRET = 'outside the prerendered folder';

/**
 * The host names the API stand-in says no school has (403, as the API answers). It knows every
 * other, hostile ones too, so that only the server's own checks keep a page from their files.
 */
const NO_SCHOOL = ['nowhere.localhost', 'gone.localhost'];
const DEMO_SCHOOL = 'demo.localhost';

type Answer = RawAnswer;

let tmp: string;
let api: http.Server;
let server: http.Server;
let port: number;
let apiPort: number;
const config = () => ({ API_URL: `http://127.0.0.1:${apiPort}/api`, SchoolCode: '83181' });

test.beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'school-prerendered-'));
  const dist = path.join(tmp, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), page(SHELL));

  const prerendered = path.join(tmp, 'prerendered');
  // Two schools' folders, as the renderer writes them: the head says whose it is (as the stand-in's would).
  for (const [id, host] of [[7, 'school.localhost'], [8, DEMO_SCHOOL]] as const) {
    const school = path.join(prerendered, 'schools', String(id));
    for (const [file, body] of Object.entries({
      'en/index.html': 'English home',
      'hi/index.html': 'Hindi home',
      'en/rti.html': 'English RTI',
      'hi/rti.html': 'Hindi RTI',
      'en/notices/12.html': 'English notice 12',
      'en/certificates_&_Approvals.html': 'English certificates',
    })) {
      mkdirSync(path.dirname(path.join(school, 'gen-2', file)), { recursive: true });
      writeFileSync(path.join(school, 'gen-2', file), wholePage(body, host, file.endsWith('/index.html')));
    }
    // The renderer's brotli copy beside a page, which the server sends as it is to a browser that takes it.
    writeFileSync(path.join(school, 'gen-2', 'en/rti.html.br'), brotliCompressSync(wholePage('English RTI', host, false)));
    symlinkSync('gen-2', path.join(school, 'current'));
    writeFileSync(path.join(school, 'head.html'), schoolHead(host, false));
    writeFileSync(path.join(school, 'head-home.html'), schoolHead(host, true));
  }
  writeFileSync(path.join(prerendered, 'schools', '7', 'remotes.json'), REMOTES);
  mkdirSync(path.join(prerendered, 'schools', '7', 'page-data'));
  writeFileSync(path.join(prerendered, 'schools', '7', 'page-data', PAGE_DATA.name), PAGE_DATA.body);
  writeFileSync(path.join(prerendered, 'schools', '8', 'noindex'), '');
  writeFileSync(path.join(prerendered, 'schools', '7', 'sitemap.xml'), '<urlset/>');
  writeFileSync(path.join(prerendered, 'schools', '7', 'notices-hi.rss'), '<rss>hi</rss>');
  // A content style sheet the renderer copied (PrerenderDir.writeStyles).
  mkdirSync(path.join(prerendered, 'styles', 'v1', 'chunks'), { recursive: true });
  writeFileSync(path.join(prerendered, 'styles', 'v1', 'chunks', 'app.1234abcd.css'), 'main { color: navy }');
  writeFileSync(path.join(prerendered, 'styles', 'v1', 'chunks', 'app.1234abcd.css.gz'), gzipSync('main { color: navy }'));
  mkdirSync(path.join(prerendered, 'by-host'));
  symlinkSync('../schools/7', path.join(prerendered, 'by-host', 'school.localhost'));
  symlinkSync('../schools/8', path.join(prerendered, 'by-host', DEMO_SCHOOL));
  // Where a Host header or a path that escaped the folder would lead.
  for (const file of [
    'secret.html',
    'by-host/secret.html',
    'by-host/en/rti.html',
    'by-host/current/en/rti.html',
    'en/rti.html',
    'current/en/rti.html',
    'schools/7/gen-2/secret.html',
    '../secret.html',
    '../etc/en/index.html',
    '../etc/en/rti.html',
    '../etc/current/en/rti.html',
  ]) {
    mkdirSync(path.dirname(path.join(prerendered, file)), { recursive: true });
    writeFileSync(path.join(prerendered, file), page(SECRET));
  }

  api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const host = url.searchParams.get('host') ?? '';
    if (url.pathname !== '/api/Site/Head' || NO_SCHOOL.includes(host)) return res.writeHead(403).end();
    res.writeHead(200, { 'Content-Type': 'text/html', ...(host === DEMO_SCHOOL ? { 'X-Robots-Tag': 'noindex' } : {}) });
    res.end(`<meta name="school" content="${host} home=${url.searchParams.get('home')}">`);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as net.AddressInfo).port;
  [port] = (await freePorts(1)) as [number];
  server = await startStaticServer({ dir: dist, port, isHost: true, config, prerenderDir: prerendered });
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await Promise.all([server, api].map((s) => new Promise((resolve) => s?.close(resolve))));
  rmSync(tmp, { recursive: true, force: true });
});

/** A request as sent (support/raw-request.ts). */
const get = (target: string, host = 'school.localhost', headers: Record<string, string> = {}) => rawGet(port, target, host, headers);

/** What the page says in its body: which file it was made from. */
const bodyOf = (answer: Answer) => /<body>(.*)<\/body>/.exec(answer.body)?.[1];

test('a public route is served from its prerendered file for the school at the address, as it is; its remotes.json beside it', async () => {
  const rti = await get('/rti', 'school.localhost', { 'Accept-Encoding': 'gzip' });
  expect(rti.status).toBe(200);
  expect(rti.headers['content-encoding']).toBe('gzip');
  expect(rti.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(rti.headers['cache-control']).toBe('no-cache');
  expect(rti.body).toBe(wholePage('English RTI', 'school.localhost', false));
  // Its precompressed copy, the bytes nginx's brotli_static would send (this server makes no
  // brotli itself); a page without one is gzipped here.
  const copy = await get('/rti', 'school.localhost', { 'Accept-Encoding': 'gzip, br' });
  expect([copy.headers['content-encoding'], copy.body]).toEqual(['br', wholePage('English RTI', 'school.localhost', false)]);
  expect((await get('/rti?lang=hi', 'school.localhost', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('gzip');
  // What changes without the page is read after its first paint: config.json, and its remotes' releases.
  expect(await get('/remotes.json')).toMatchObject({ status: 200, body: REMOTES, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  expect((await get('/remotes.json', DEMO_SCHOOL)).status).toBe(404);
  expect((await get('/remotes.json', '..')).status).toBe(404);

  const home = await get('/');
  expect([home.status, bodyOf(home)]).toEqual([200, 'English home']);
  expect(home.body).toContain('<meta name="school" content="school.localhost home=1">');
  expect(bodyOf(await get('/notices/12'))).toBe('English notice 12');
  expect(bodyOf(await get('/certificates_&_Approvals'))).toBe('English certificates');
  // The folder decides the headers, as for the shell: a demo school's noindex.
  const demo = await get('/rti', DEMO_SCHOOL);
  expect([bodyOf(demo), demo.headers['x-robots-tag']]).toEqual(['English RTI', 'noindex']);
  expect((await get('/rti')).headers['x-robots-tag']).toBeUndefined();
  // HEAD as GET, without the body.
  const head = await new Promise<http.IncomingMessage>((resolve) =>
    http.request({ host: '127.0.0.1', port, path: '/rti', method: 'HEAD', headers: { Host: 'school.localhost' } }, resolve).end(),
  );
  expect(head.statusCode).toBe(200);
});

test('a page carries a validator: unchanged, it answers 304 without a body; rewritten, 200 with a new one', async () => {
  const first = await get('/rti', 'school.localhost', { 'Accept-Encoding': 'gzip' });
  const etag = first.headers.etag;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  // The same page whatever its encoding, so the same validator.
  expect((await get('/rti')).headers.etag).toBe(etag);
  expect(await get('/rti', 'school.localhost', { 'If-None-Match': String(etag) })).toMatchObject({ status: 304, body: '' });
  expect((await get('/rti', 'school.localhost', { 'If-None-Match': '"another"' })).status).toBe(200);
  // Another language, another page.
  expect((await get('/rti?lang=hi', 'school.localhost', { 'If-None-Match': String(etag) })).status).toBe(200);
  const file = path.join(tmp, 'prerendered/by-host/school.localhost/current/en/rti.html');
  const before = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, before.replace('English RTI', 'English RTI, published again'));
    const changed = await get('/rti', 'school.localhost', { 'If-None-Match': String(etag) });
    expect([changed.status, bodyOf(changed)]).toEqual([200, 'English RTI, published again']);
    expect(changed.headers.etag).not.toBe(etag);
  } finally {
    writeFileSync(file, before);
  }
});

test('a page’s data is its school’s file at /_page-data/<its name>, kept for good; no other path reads the folder', async () => {
  const data = await get(`/_page-data/${PAGE_DATA.name}`);
  expect(data).toMatchObject({ status: 200, body: PAGE_DATA.body, headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=31536000, immutable' } });
  // Another school's, not a data file's name, or a way out of the folder: 404.
  for (const [target, host] of [
    [`/_page-data/${PAGE_DATA.name}`, DEMO_SCHOOL],
    ['/_page-data/Abc_def-0123456789abc.json', 'school.localhost'],
    [`/_page-data/${PAGE_DATA.name.replace('.json', '.html')}`, 'school.localhost'],
    ['/_page-data/..%2fremotes.json', 'school.localhost'],
    [`/_page-data/${PAGE_DATA.name}`, '..'],
  ] as const) {
    expect([target, host, (await get(target, host)).status]).toEqual([target, host, 404]);
  }
});

test('?lang=hi gets the Hindi file, ?lang=en and a bare ? the English one, any other query the shell', async () => {
  expect(bodyOf(await get('/rti?lang=hi'))).toBe('Hindi RTI');
  expect(bodyOf(await get('/?lang=hi'))).toBe('Hindi home');
  expect(bodyOf(await get('/rti?lang=en'))).toBe('English RTI');
  expect(bodyOf(await get('/rti?'))).toBe('English RTI');
  for (const target of ['/notices/12?page=2', '/rti?lang=hi&page=2', '/rti?lang=fr', '/rti?lang=HI', '/?category=exam', '/rti?lang=hi&lang=hi']) {
    const answer = await get(target);
    expect([target, answer.status, bodyOf(answer)]).toEqual([target, 200, SHELL]);
  }
  // There is no Hindi file for this notice yet: the shell, which renders it in Hindi.
  expect(bodyOf(await get('/notices/12?lang=hi'))).toBe(SHELL);
});

test('another school, a route without a file or an unusual form of a route gets the shell', async () => {
  const other = await get('/rti', 'other.localhost');
  expect([other.status, bodyOf(other)]).toEqual([200, SHELL]);
  expect(other.body).toContain('<meta name="school" content="other.localhost home=0">');
  for (const target of ['/contact', '/notices/13', '/rti/', '//rti', '/RTI', '/index.html', '/certificates_%26_Approvals', '/notices%2F12', '/Manage-Pages']) {
    const answer = await get(target);
    expect([target, answer.status, bodyOf(answer)]).toEqual([target, 200, SHELL]);
  }
  // A file's own name is no page: a missing file, as it always was.
  for (const target of ['/rti.html', '/en/rti.html', '/by-host/school.localhost/current/en/rti.html']) expect(await get(target)).toMatchObject({ status: 404, body: 'Not found' });
  // Host names are case-insensitive.
  expect(bodyOf(await get('/rti', 'School.LOCALHOST'))).toBe('English RTI');
});

test('an address no school has is still a 404 with the shell as built, even where a file exists for it', async () => {
  const nowhere = await get('/rti', 'nowhere.localhost');
  expect([nowhere.status, bodyOf(nowhere)]).toEqual([404, SHELL]);
  expect(nowhere.body).toContain('<!--#include virtual="/_site-head" -->');
  // A link of the older layout (to a generation, no head beside it) left behind for a name no school has any more.
  symlinkSync('../schools/7/gen-2', path.join(tmp, 'prerendered', 'by-host', 'gone.localhost'));
  expect(await get('/rti', 'gone.localhost')).toMatchObject({ status: 404, body: page(SHELL) });
});

test('once the renderer has listed every school, the pages are the files alone: an address without a folder is no school’s, and the API is not asked', async () => {
  writeFileSync(path.join(tmp, 'prerendered', 'listed'), '');
  // Nothing answers at the API's address now.
  await new Promise((resolve) => {
    api.close(resolve);
    api.closeAllConnections();
  });
  try {
    // The stand-in said other.localhost was a school's; the files say no school has it.
    expect(await get('/rti', 'other.localhost')).toMatchObject({ status: 404, body: page(SHELL) });
    expect((await get('/sitemap.xml', 'other.localhost')).status).toBe(404);
    // The school's sitemap and feeds from its folder, with their types.
    for (const [target, body, type] of [
      ['/sitemap.xml', '<urlset/>', 'application/xml; charset=utf-8'],
      ['/notices.rss?lang=hi', '<rss>hi</rss>', 'application/rss+xml; charset=utf-8'],
    ]) {
      expect(await get(target ?? '')).toMatchObject({ status: 200, body, headers: { 'content-type': type } });
    }
    expect(await get('/sgi-login', 'other.localhost')).toMatchObject({ status: 200, body: page(SHELL) });
    for (const target of ['/rti', '/contact', '/notices?page=2', '/sgi-login']) {
      const answer = await get(target);
      expect([target, answer.status]).toEqual([target, 200]);
      expect(answer.body).toContain('<meta name="school" content="school.localhost home=0">');
    }
  } finally {
    rmSync(path.join(tmp, 'prerendered', 'listed'));
    await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  }
});

test('the content style sheets the renderer copied are served for a year; no path reads anything else of the folder', async () => {
  const sheet = await get('/content-styles/v1/chunks/app.1234abcd.css');
  expect([sheet.status, sheet.body, sheet.headers['content-type'], sheet.headers['cache-control']]).toEqual([
    200,
    'main { color: navy }',
    'text/css',
    'public, max-age=31536000, immutable',
  ]);
  // Its compressed copy, which the renderer copied beside it, to a browser that takes gzip.
  const compressed = await get('/content-styles/v1/chunks/app.1234abcd.css', 'school.localhost', { 'Accept-Encoding': 'gzip' });
  expect([compressed.headers['content-encoding'], compressed.body]).toEqual(['gzip', 'main { color: navy }']);
  for (const target of ['/content-styles/v2/chunks/app.1234abcd.css', '/content-styles/../secret.html', '/content-styles/%2e%2e/secret.html', '/content-styles/..%2fsecret.html', '/content-styles/%2e%2e/by-host/school.localhost/en/rti.html']) {
    const answer = await get(target);
    expect([target, answer.status]).toEqual([target, 404]);
    expect(answer.body).not.toContain(SECRET);
  }
});

test('no Host header or path reads outside the prerendered folder, nor another folder inside it', async () => {
  const hostile: [host: string, target: string][] = [
    ['..', '/rti'],
    ['../../etc', '/rti'],
    ['..%2f..%2fetc', '/'],
    ['school.localhost/..', '/rti'],
    ['school.localhost/../..', '/rti'],
    ['.', '/secret'],
    ['school.localhost', '/../../secret'],
    ['school.localhost', '/../secret'],
    ['school.localhost', '/%2e%2e/%2e%2e/secret'],
    ['school.localhost', '/%2E%2E%2F%2E%2E%2Fsecret'],
    ['school.localhost', '/..%2f..%2fsecret'],
    ['school.localhost', '/rti%00'],
    ['school.localhost', '/..\\..\\secret'],
    ['school.localhost', '/secret'],
  ];
  for (const [host, target] of hostile) {
    const answer = await get(target, host);
    expect([host, target, answer.body]).not.toEqual([host, target, expect.stringContaining(SECRET)]);
    expect([host, target, bodyOf(answer)]).toEqual([host, target, SHELL]);
  }
  for (const target of ['/rti%00.html', '/../secret.html', '/%2e%2e/%2e%2e/secret.html']) expect(await get(target)).toMatchObject({ status: 404, body: 'Not found' });
  // A NUL in the Host header never reaches the page: the request itself is refused.
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end('GET /rti HTTP/1.1\r\nHost: ..\u0000/etc\r\nConnection: close\r\n\r\n'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 400/);
});
