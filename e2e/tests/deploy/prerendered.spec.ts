import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@school/tooling/site-config';
import { test, expect } from '../../support/nginx-site';
import { rawGet, type RawAnswer } from '../../support/raw-request';

/**
 * The host's nginx serving the renderer's files (docs/decisions/014-prerendered-pages.md):
 * PRERENDER_DIR/by-host/<host name> links to a school's generation of <lang>/<route>.html, each
 * the host's built page with the same SSI directives. The suite's demo school is at 127.0.0.1.
 */

const SECRET = 'outside the prerendered folder';

/** The built page with `text` in its root, as the renderer writes a page (directives kept). */
function prerendered(text: string): string {
  const shell = readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8');
  const page = shell.replace(/<div id="?root"?><\/div>/, `<div id="root"><main><h1>${text}</h1></main></div>`);
  if (page === shell) throw new Error('host/dist/index.html has no empty root to fill');
  return page;
}

type Answer = RawAnswer;

/** A request as sent (support/raw-request.ts). */
const get = (origin: string, target: string, host = '127.0.0.1', headers: Record<string, string> = {}) => rawGet(new URL(origin).port, target, host, headers);

const heading = (answer: Answer) => /<main><h1>([^<]*)<\/h1><\/main>/.exec(answer.body)?.[1] ?? null;

// The other deploy tests see the shell again: the folder is emptied after each test.
test.beforeEach(({ nginxSite }) => {
  const generation = path.join(nginxSite.prerenderDir, '1', 'gen-a');
  for (const [file, text] of Object.entries({ 'en/rti.html': 'English RTI', 'hi/rti.html': 'Hindi RTI', 'en/index.html': 'English home', 'en/notices/12.html': 'Notice 12' })) {
    mkdirSync(path.dirname(path.join(generation, file)), { recursive: true });
    writeFileSync(path.join(generation, file), prerendered(text));
  }
  mkdirSync(path.join(nginxSite.prerenderDir, 'by-host'));
  for (const host of ['127.0.0.1', 'nowhere.localhost']) symlinkSync('../1/gen-a', path.join(nginxSite.prerenderDir, 'by-host', host));
});
test.afterEach(({ nginxSite }) => {
  for (const entry of ['1', 'by-host', 'en', 'secret.html']) rmSync(path.join(nginxSite.prerenderDir, entry), { recursive: true, force: true });
});

test('nginx serves a prerendered page for its school, address and language, put together by SSI with every header of the shell', async ({ nginxSite }) => {
  const shell = await get(nginxSite.url, '/contact');
  const rti = await get(nginxSite.url, '/rti', '127.0.0.1', { 'Accept-Encoding': 'gzip' });
  expect([rti.status, heading(rti)]).toEqual([200, 'English RTI']);
  expect(rti.headers['content-encoding']).toBe('gzip');
  expect(rti.body).not.toContain('<!--#');
  expect(rti.body).toContain('<script id="site-data" type="application/json">{"schoolCode":"83181"');
  const config = /<script id="?runtime-config"?[^>]*>([^<]+)<\/script>/.exec(rti.body)?.[1];
  expect(JSON.parse(config ?? 'null')).toEqual(JSON.parse(readFileSync(nginxSite.configFile, 'utf8')));
  for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-robots-tag']) {
    expect([name, rti.headers[name]]).toEqual([name, shell.headers[name]]);
  }
  expect(rti.headers['x-robots-tag']).toBe('noindex'); // the demo school's, from its head

  expect(heading(await get(nginxSite.url, '/rti?lang=hi'))).toBe('Hindi RTI');
  expect(heading(await get(nginxSite.url, '/rti?lang=en'))).toBe('English RTI');
  expect(heading(await get(nginxSite.url, '/notices/12'))).toBe('Notice 12');
  const home = await get(nginxSite.url, '/');
  expect(heading(home)).toBe('English home');
  // The home page's head, as the shell's: its banner picture preloaded.
  expect(home.body).toMatch(/<link rel="preload" as="image" href="\/uploads\/school\.\d+\/pages\//);
});

test('any other query, a route without a file or another form of a route is the shell; an address no school has its 404', async ({ nginxSite }) => {
  for (const target of ['/rti?page=2', '/rti?lang=hi&x=1', '/?category=exam', '/contact', '/rti/', '/notices/12?lang=hi', '/%72ti', '/notices%2F12']) {
    const answer = await get(nginxSite.url, target);
    expect([target, answer.status, heading(answer)]).toEqual([target, 200, null]);
    expect(answer.body).toContain('<script id="site-data"');
  }
  // Its link is there, but no school has the name: the shell as built, 404, as for any page.
  const nowhere = await get(nginxSite.url, '/rti', 'nowhere.localhost');
  expect([nowhere.status, heading(nowhere)]).toEqual([404, null]);
  expect(nowhere.body).toBe(readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8'));
  // The internal location is no address of its own: a visitor asking for it gets the shell.
  const internal = await get(nginxSite.url, '/_prerendered/by-host/127.0.0.1/en/rti.html');
  expect([internal.status, heading(internal)]).toEqual([200, null]);
});

test('no Host header or path makes nginx read outside by-host/<host name>', async ({ nginxSite }) => {
  // Where an escape from the school's folder would lead.
  for (const file of ['secret.html', 'by-host/secret.html', 'en/rti.html']) {
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
