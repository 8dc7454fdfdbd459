/** @jest-environment node */
import { mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageFile, PrerenderDir } from './prerender-dir';

let root: string;
beforeEach(async () => (root = await mkdtemp(path.join(os.tmpdir(), 'prerendered-'))));
afterEach(() => rm(root, { recursive: true, force: true }));

test('a page’s file: / is index.html, a notice notices/<id>.html; nothing that could leave the folder', () => {
  expect(pageFile('/')).toBe('index.html');
  expect(pageFile('/notices/12')).toBe('notices/12.html');
  expect(pageFile('/certificates_&_Approvals')).toBe('certificates_&_Approvals.html');
  for (const bad of ['/../etc/passwd', '/notices/..', 'rti', '/rti/', '//x', '/a%2f..', '/a\0b']) expect(() => pageFile(bad)).toThrow('Not a page path');
});

test('a generation is served by its school’s host names once published, and the older one goes', async () => {
  const dir = new PrerenderDir(root);
  const first = dir.newGeneration(7);
  await dir.writePage(first, 'en', '/rti', 'first');
  await dir.publish(7, first, ['school.example.in', 'www.school.example.in']);
  expect(await readFile(path.join(root, 'by-host/school.example.in/en/rti.html'), 'utf8')).toBe('first');

  const second = dir.newGeneration(7);
  await dir.writePage(second, 'hi', '/rti', 'second');
  // A name the school no longer has stops serving its pages; a name that is no host name is never linked.
  await dir.publish(7, second, ['school.example.in', '../evil']);
  expect(await readFile(path.join(root, 'by-host/school.example.in/hi/rti.html'), 'utf8')).toBe('second');
  expect((await readdir(path.join(root, 'by-host'))).sort()).toEqual(['school.example.in']);
  expect(await readdir(path.join(root, 'schools/7'))).toEqual(expect.arrayContaining([path.basename(second), 'current']));
  expect(await readdir(path.join(root, 'schools/7'))).toHaveLength(2);
  expect(await dir.current(7)).toBe(second);
  expect(await readlink(path.join(root, 'by-host/school.example.in'))).toBe(`../schools/7/${path.basename(second)}`);
});

test('a school gone loses its host names, and other schools keep theirs', async () => {
  const dir = new PrerenderDir(root);
  const one = dir.newGeneration(1);
  const two = dir.newGeneration(2);
  await dir.publish(1, one, ['one.example.in']);
  await dir.publish(2, two, ['two.example.in']);
  await dir.unlinkHostsOf(1);
  expect(await readdir(path.join(root, 'by-host'))).toEqual(['two.example.in']);
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
