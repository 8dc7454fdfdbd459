/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { configuredContent, contentBuildFiles, loadContentBuild, pageStyles } from './content-build';

let root: string;
beforeEach(async () => (root = await mkdtemp(path.join(os.tmpdir(), 'content-build-'))));
afterEach(() => rm(root, { recursive: true, force: true }));

/** A content build as the build and scripts/release-remote.mjs lay it out: a manifest, and a server build. */
async function writeBuild(dist: string, server: string, version: string) {
  await mkdir(server, { recursive: true });
  await writeFile(path.join(server, 'build.json'), JSON.stringify({ version }));
  await writeFile(path.join(server, 'app.cjs'), `module.exports.default = function App() { return ${JSON.stringify(version)}; };`);
  const exposes = [{ assets: { css: { sync: ['chunks/app.1.css'], async: ['chunks/rti.2.css', 'chunks/app.1.css'] } } }];
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } }, exposes }));
}

test('the image’s build for its own manifest, a release’s folder for a release, nothing for a release not here', async () => {
  const contentDir = path.join(root, 'remote-content');
  const releases = path.join(root, 'releases');
  expect(contentBuildFiles('https://content.example.in/mf-manifest.json', contentDir, releases)).toEqual({
    dist: path.join(contentDir, 'dist'),
    server: path.join(contentDir, 'dist-server'),
  });
  const release = 'https://content.example.in/releases/2026-11-26/mf-manifest.json';
  expect(contentBuildFiles(release, contentDir, releases)).toBeNull();
  expect(contentBuildFiles(release, contentDir)).toBeNull();
  await writeBuild(path.join(releases, '2026-11-26'), path.join(releases, '2026-11-26', 'server'), 'v2');
  expect(contentBuildFiles(release, contentDir, releases)).toEqual({
    dist: path.join(releases, '2026-11-26'),
    server: path.join(releases, '2026-11-26', 'server'),
  });
  // A path that only looks like a release is read as the URL parser reads it: no folder outside.
  expect(contentBuildFiles('https://content.example.in/releases/../mf-manifest.json', contentDir, releases)?.dist).toBe(path.join(contentDir, 'dist'));
});

test('a loaded build: its version, its app, and its style sheets: all once each, the app’s, and each lazy module’s', async () => {
  const dist = path.join(root, 'v2');
  await writeBuild(dist, path.join(dist, 'server'), 'v2');
  const files = { dist, server: path.join(dist, 'server') };
  const build = await loadContentBuild(files, 'https://content.example.in/releases/v2/mf-manifest.json');
  expect(build.version).toBe('v2');
  expect((build.app as unknown as () => string)()).toBe('v2');
  expect(build.styles).toEqual({ all: ['chunks/app.1.css', 'chunks/rti.2.css'], sync: ['chunks/app.1.css'], lazy: null });
  await writeFile(path.join(dist, 'lazy-styles.json'), JSON.stringify({ './pages/rti-page': ['chunks/rti.2.css'] }));
  expect((await loadContentBuild(files, 'https://content.example.in/releases/v2/mf-manifest.json')).styles.lazy).toEqual({ './pages/rti-page': ['chunks/rti.2.css'] });
});

test('a page links the app’s style sheets and its lazy modules’, or every one when the build cannot say', () => {
  const lazy = { './pages/rti-page': ['chunks/rti.css', 'chunks/table.css'], './pages/faqs-page': ['chunks/table.css'], './pages/help': [] };
  const styles = { all: ['chunks/app.css', 'chunks/rti.css', 'chunks/table.css', 'chunks/faqs.css'], sync: ['chunks/app.css'], lazy };
  expect(pageStyles(styles, [])).toEqual(['chunks/app.css']);
  expect(pageStyles(styles, ['./pages/rti-page', './pages/faqs-page', './pages/help'])).toEqual(['chunks/app.css', 'chunks/rti.css', 'chunks/table.css']);
  expect(pageStyles(styles, ['./pages/unknown'])).toEqual(styles.all);
  expect(pageStyles({ ...styles, lazy: null }, ['./pages/rti-page'])).toEqual(styles.all);
});

test('the content remote config.json names, or null while it is not written or not JSON', async () => {
  const file = path.join(root, 'config.json');
  expect(await configuredContent(file)).toBeNull();
  await writeFile(file, '{"remotes":');
  expect(await configuredContent(file)).toBeNull();
  await writeFile(file, JSON.stringify({ remotes: { content: 'https://content.example.in/releases/v2/mf-manifest.json' } }));
  expect(await configuredContent(file)).toBe('https://content.example.in/releases/v2/mf-manifest.json');
});
