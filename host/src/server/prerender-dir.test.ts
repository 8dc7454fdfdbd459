/** @jest-environment node */
import { mkdir, mkdtemp, readFile, readdir, readlink, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { PAGE_DATA_GRACE_MS, pageDataAddress, pageDataName, pageFile, PrerenderDir } from './prerender-dir';

let root: string;
beforeEach(async () => (root = await mkdtemp(path.join(os.tmpdir(), 'prerendered-'))));
afterEach(() => rm(root, { recursive: true, force: true }));

test('a page’s file: / is index.html, a notice notices/<id>.html; nothing that could leave the folder', () => {
  expect(pageFile('/')).toBe('index.html');
  expect(pageFile('/notices/12')).toBe('notices/12.html');
  expect(pageFile('/certificates_&_Approvals')).toBe('certificates_&_Approvals.html');
  for (const bad of ['/../etc/passwd', '/notices/..', 'rti', '/rti/', '//x', '/a%2f..', '/a\0b']) expect(() => pageFile(bad)).toThrow('Not a page path');
});

const SITE = { head: '<script id="site-data"></script>', homeHead: '<link rel="preload"><script id="site-data"></script>', noindex: false, remotes: '{"content":null}' };

test('a school’s addresses link to its folder, which holds its head, once written; its pages are the generation published last', async () => {
  const dir = new PrerenderDir(root);
  await dir.writeSite(7, ['school.example.in', 'www.school.example.in'], { ...SITE, noindex: true });
  expect(await readFile(path.join(root, 'by-host/school.example.in/head.html'), 'utf8')).toBe(SITE.head);
  expect(await readFile(path.join(root, 'by-host/www.school.example.in/head-home.html'), 'utf8')).toBe(SITE.homeHead);
  expect(await readFile(path.join(root, 'by-host/school.example.in/noindex'), 'utf8')).toBe('');
  expect(await readFile(path.join(root, 'by-host/school.example.in/remotes.json'), 'utf8')).toBe(SITE.remotes);
  expect(await readlink(path.join(root, 'by-host/school.example.in'))).toBe('../schools/7');

  const first = dir.newGeneration(7);
  await dir.writePage(first, 'en', '/rti', 'first');
  await dir.publish(7, first);
  expect(await readFile(path.join(root, 'by-host/school.example.in/current/en/rti.html'), 'utf8')).toBe('first');

  const second = dir.newGeneration(7);
  await dir.writePage(second, 'hi', '/rti', 'second');
  await dir.publish(7, second);
  expect(await readFile(path.join(root, 'by-host/school.example.in/current/hi/rti.html'), 'utf8')).toBe('second');
  // The older generation goes; the head stays.
  expect((await readdir(path.join(root, 'schools/7'))).sort()).toEqual([path.basename(second), 'current', 'head-home.html', 'head.html', 'noindex', 'remotes.json'].sort());
  expect(await dir.current(7)).toBe(second);

  // A name the school no longer has is no school's; a name that is no host name is never linked; no longer demo, no noindex.
  await dir.writeSite(7, ['school.example.in', '../evil'], SITE);
  expect(await readdir(path.join(root, 'by-host'))).toEqual(['school.example.in']);
  expect(await readdir(path.join(root, 'schools/7'))).not.toContain('noindex');
});

test('a head that holds what it held is not written again, so its time stays; remotes.json not known just now stays as it was', async () => {
  const dir = new PrerenderDir(root);
  await dir.writeSite(7, ['school.example.in'], SITE);
  const head = path.join(root, 'schools/7/head.html');
  const old = new Date('2026-01-01T00:00:00Z');
  await utimes(head, old, old);
  await dir.writeSite(7, ['school.example.in'], { ...SITE, remotes: null });
  expect((await stat(head)).mtime).toEqual(old);
  expect(await readFile(path.join(root, 'schools/7/remotes.json'), 'utf8')).toBe(SITE.remotes);
  await dir.writeSite(7, ['school.example.in'], { ...SITE, head: 'changed', remotes: '{}' });
  expect(await readFile(head, 'utf8')).toBe('changed');
  expect(await readFile(path.join(root, 'schools/7/remotes.json'), 'utf8')).toBe('{}');
});

test('a page comes with its precompressed copies; one that holds what it did keeps its files, and its time, in place and in a new generation', async () => {
  const dir = new PrerenderDir(root);
  const first = dir.newGeneration(7);
  const html = `<!doctype html><p>${'A notice. '.repeat(200)}</p>`;
  await dir.writePage(first, 'en', '/notices/12', html);
  await dir.writePage(first, 'en', '/rti', 'the old RTI page');
  await dir.publish(7, first);
  const page = path.join(first, 'en/notices/12.html');
  expect(zlib.gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(html);
  expect(zlib.brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(html);
  expect((await readFile(`${page}.br`)).length).toBeLessThan(html.length / 10);

  const old = new Date('2026-01-01T00:00:00Z');
  for (const file of [page, `${page}.gz`, `${page}.br`]) await utimes(file, old, old);
  await dir.writePage(first, 'en', '/notices/12', html);
  expect((await stat(page)).mtime).toEqual(old);

  // A whole new generation: the page as it was is the same file; the page that changed is new.
  const second = dir.newGeneration(7);
  await dir.writePage(second, 'en', '/notices/12', html);
  await dir.writePage(second, 'en', '/rti', 'the new RTI page');
  await dir.publish(7, second);
  for (const extension of ['', '.gz', '.br']) expect((await stat(path.join(second, `en/notices/12.html${extension}`))).mtime).toEqual(old);
  expect(zlib.gunzipSync(await readFile(path.join(second, 'en/rti.html.gz'))).toString()).toBe('the new RTI page');

  await dir.removePage(second, 'en', '/rti');
  expect(await readdir(path.join(second, 'en'))).toEqual(['notices']);
});

test('a school gone loses its host names, and other schools keep theirs; a link of the older layout (to a generation) goes too', async () => {
  const dir = new PrerenderDir(root);
  await dir.writeSite(1, ['one.example.in'], SITE);
  await dir.writeSite(2, ['two.example.in'], SITE);
  await symlink('../schools/1/1-abcdef01', path.join(root, 'by-host', 'old.example.in'));
  await dir.unlinkHostsOf(1);
  expect(await readdir(path.join(root, 'by-host'))).toEqual(['two.example.in']);
  await dir.markListed();
  expect(await readFile(path.join(root, 'listed'), 'utf8')).toBe('');
});

test('a school’s sitemap, robots.txt and feeds go beside its head, whole; no other name is written', async () => {
  const dir = new PrerenderDir(root);
  await dir.writeSiteFile(7, 'sitemap.xml', '<urlset/>');
  await dir.writeSiteFile(7, 'notices-hi.rss', '<rss/>');
  expect(await readFile(path.join(root, 'schools/7/sitemap.xml'), 'utf8')).toBe('<urlset/>');
  expect(await readFile(path.join(root, 'schools/7/notices-hi.rss'), 'utf8')).toBe('<rss/>');
  await expect(dir.writeSiteFile(7, '../../evil.xml' as 'sitemap.xml', 'x')).rejects.toThrow('Not a site file');
});

test('a content build’s style sheets are copied under its version with their compressed copies and the fonts they name, and nothing outside the build', async () => {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'chunks'), { recursive: true });
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets', 'font.1.woff2'), 'font');
  const css = 'a{background:url(data:image/png;base64,AA==)}@font-face{src:url(../assets/font.1.woff2) format("woff2"),url("https://x.example/f.woff2"),url(../../../secret)}';
  await writeFile(path.join(dist, 'chunks', 'app.1.css'), css);
  await writeFile(path.join(dist, 'chunks', 'app.1.css.gz'), 'gzip');
  await writeFile(path.join(dist, 'chunks', 'app.1.css.br'), 'brotli');
  await writeFile(path.join(root, 'secret'), 'outside');
  const dir = new PrerenderDir(path.join(root, 'out'));
  expect(await dir.writeStyles('v2', dist, ['chunks/app.1.css'])).toEqual(['/content-styles/v2/chunks/app.1.css']);
  expect(await readFile(path.join(root, 'out', 'styles', 'v2', 'chunks', 'app.1.css'), 'utf8')).toBe(css);
  expect(await readFile(path.join(root, 'out', 'styles', 'v2', 'chunks', 'app.1.css.gz'), 'utf8')).toBe('gzip');
  expect(await readFile(path.join(root, 'out', 'styles', 'v2', 'chunks', 'app.1.css.br'), 'utf8')).toBe('brotli');
  expect(await readFile(path.join(root, 'out', 'styles', 'v2', 'assets', 'font.1.woff2'), 'utf8')).toBe('font');
  expect(await readdir(path.join(root, 'out', 'styles', 'v2'))).toEqual(['assets', 'chunks']);
  await expect(dir.writeStyles('../v', dist, [])).rejects.toThrow('Not a build version');
  await expect(dir.writeStyles('v3', dist, ['../secret'])).rejects.toThrow('Not a file of the build');
});

/** The school's site data, which every page names beside its own (page-document.ts). */
const SITE_JSON = '{"schoolCode":"7"}';

/** A page as the renderer writes it, naming its data files (page-document.ts). */
const naming = (data: string) => `<!doctype html><script data-src="/main.js" data-page-data="${pageDataAddress(data)}" data-site-data="${pageDataAddress(SITE_JSON)}"></script>`;

test('a page’s data is a file named by what it holds, written once with its compressed copies, and kept while a current page names it or for a day after', async () => {
  const dir = new PrerenderDir(root);
  const folder = path.join(root, 'schools/7/page-data');
  const [OLD, NEW, SHARED] = ['{"page:rti":{"text":"old"}}', '{"page:rti":{"text":"new"}}', '{"page:faqs":{}}'];
  expect(pageDataName(OLD)).toMatch(/^[A-Za-z0-9_-]{22}\.json$/);
  expect(pageDataName(NEW)).not.toBe(pageDataName(OLD));
  expect(pageDataAddress(OLD)).toBe(`/_page-data/${pageDataName(OLD)}`);

  /** A new generation of /rti and /faqs, as the renderer writes it: each page's data files, then the page; then published. */
  const publish = async (rti: string) => {
    const generation = dir.newGeneration(7);
    for (const [page, data] of [['/rti', rti], ['/faqs', SHARED]] as const) {
      await dir.writePageData(7, data);
      await dir.writePageData(7, SITE_JSON);
      await dir.writePage(generation, 'en', page, naming(data));
    }
    await dir.publish(7, generation);
  };
  await publish(OLD);
  expect(await readFile(path.join(folder, pageDataName(OLD)), 'utf8')).toBe(OLD);
  expect(zlib.gunzipSync(await readFile(path.join(folder, `${pageDataName(OLD)}.gz`))).toString()).toBe(OLD);
  expect(zlib.brotliDecompressSync(await readFile(path.join(folder, `${pageDataName(OLD)}.br`))).toString()).toBe(OLD);
  // The same data again (the page's other language, a re-render) is the same file, not written again.
  const old = new Date('2026-01-01T00:00:00Z');
  await utimes(path.join(folder, pageDataName(OLD)), old, old);
  await dir.writePageData(7, OLD);
  expect((await stat(path.join(folder, pageDataName(OLD)))).mtime).toEqual(old);

  // A publish that changes /rti: the page it replaced may be on its way to a visitor still, so
  // its data stays a day after no current page names it; what a page names stays for good.
  await publish(NEW);
  const files = async () => (await readdir(folder)).sort();
  const all = [OLD, NEW, SHARED, SITE_JSON].flatMap((data) => ['', '.br', '.gz'].map((extension) => `${pageDataName(data)}${extension}`)).sort();
  const start = Date.now();
  await dir.sweepPageData(7, start);
  expect(await files()).toEqual(all);
  await dir.sweepPageData(7, start + PAGE_DATA_GRACE_MS - 1);
  expect(await files()).toEqual(all);
  await dir.sweepPageData(7, start + PAGE_DATA_GRACE_MS);
  expect(await files()).toEqual(all.filter((file) => !file.startsWith(pageDataName(OLD))));
  await dir.sweepPageData(7, start + 10 * PAGE_DATA_GRACE_MS);
  expect(await files()).toEqual(all.filter((file) => !file.startsWith(pageDataName(OLD))));

  // Data no page names, written again before its day is out (a page rendered, then replaced
  // again before it was published), starts its day over.
  const later = start + 20 * PAGE_DATA_GRACE_MS;
  await dir.writePageData(7, OLD);
  await dir.sweepPageData(7, later);
  await dir.writePageData(7, OLD);
  await dir.sweepPageData(7, later + PAGE_DATA_GRACE_MS);
  expect(await files()).toContain(pageDataName(OLD));
  await dir.sweepPageData(7, later + 2 * PAGE_DATA_GRACE_MS);
  expect(await files()).not.toContain(pageDataName(OLD));
});
