/** @jest-environment node */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, readlink, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@school/shared/s3-client';
import { pagesBucket, type PagesBucket, type PagesBucketSettings, type PlatformManifest, type SchoolManifest } from './pages-bucket';
import { pagesMirror } from './pages-mirror';
import { filesUnder, pagesPublisher, SWEEP_GRACE_MS } from './pages-publisher';
import { PrerenderDir } from './prerender-dir';

/**
 * The renderer's folder put into the bucket and made again on a web node from it. Against the
 * S3 server scripts/with-radosgw.sh starts (npm run test:api:s3); in the unit run, against a
 * bucket in memory that answers as S3 does (ETags of what was put, null for a missing key).
 */
function memoryBucket(): PagesBucket {
  const objects = new Map<string, { bytes: Buffer; modified: Date }>();
  const put = async (key: string, body: Buffer | string) => void objects.set(key, { bytes: Buffer.from(body), modified: new Date() });
  const json = <T>(key: string) => (objects.has(key) ? (JSON.parse(objects.get(key)!.bytes.toString('utf8')) as T) : null);
  return {
    hasFile: async (name) => objects.has(`pages/files/${name}`),
    putFile: (name, bytes) => put(`pages/files/${name}`, bytes) as never,
    getFile: async (name) => objects.get(`pages/files/${name}`) ?? null,
    putSchool: (id, manifest) => put(`pages/schools/${id}.json`, JSON.stringify(manifest)) as never,
    getSchool: async (id) => json<SchoolManifest>(`pages/schools/${id}.json`),
    removeSchool: async (id) => void objects.delete(`pages/schools/${id}.json`) as never,
    putPlatform: (manifest) => put('pages/platform.json', JSON.stringify(manifest)) as never,
    getPlatform: async () => json<PlatformManifest>('pages/platform.json'),
    files: async () => [...objects].filter(([key]) => key.startsWith('pages/files/')).map(([key, { modified }]) => ({ name: key.slice('pages/files/'.length), modified })),
    removeFiles: async (names) => names.forEach((name) => objects.delete(`pages/files/${name}`)),
    schools: async () =>
      new Map(
        [...objects]
          .filter(([key]) => key.startsWith('pages/schools/'))
          .map(([key, { bytes }]) => [Number(/(\d+)\.json$/.exec(key)![1]), createHash('md5').update(bytes).digest('hex')]),
      ),
  };
}

async function s3Bucket(): Promise<PagesBucket | null> {
  const { TEST_S3_ENDPOINT: endpoint, TEST_S3_ACCESS_KEY_ID: accessKeyId, TEST_S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  if (!endpoint || !accessKeyId || !secretAccessKey) return null;
  const settings: PagesBucketSettings = { endpoint, accessKeyId, secretAccessKey, region: 'us-east-1', bucket: `pages-${randomUUID()}` };
  await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return pagesBucket(settings);
}

const SITE = { head: '<script id="site-data">{"a":1}</script>', homeHead: '<link rel="preload">', noindex: true, remotes: '{"content":null}' };
const HOST = 'school.example.in';

let rendered: string;
let mirrored: string;
let bucket: PagesBucket;
let uploads: string[];

beforeEach(async () => {
  rendered = await mkdtemp(path.join(os.tmpdir(), 'rendered-'));
  mirrored = await mkdtemp(path.join(os.tmpdir(), 'mirrored-'));
  const real = (await s3Bucket()) ?? memoryBucket();
  uploads = [];
  // What the publisher uploads, counted.
  bucket = { ...real, putFile: (name, bytes) => (uploads.push(name), real.putFile(name, bytes)) };
});
afterEach(() => Promise.all([rm(rendered, { recursive: true, force: true }), rm(mirrored, { recursive: true, force: true })]));

/** What a web server reads at a school's address: every file under by-host/<host>/, its pages' through `current`. */
async function servedAt(root: string, host = HOST): Promise<Record<string, string>> {
  const folder = path.join(root, 'by-host', host);
  const site = await filesUnder(folder, (top) => top !== 'current' && /^\d+-/.test(top));
  return Object.fromEntries(await Promise.all(site.sort().map(async (file) => [file, await readFile(path.join(folder, file), 'utf8')] as const)));
}

/** A school as the renderer writes it: its head, a page's data, two pages in two languages, a style sheet; every school listed. */
async function render(dir: PrerenderDir, pages: Record<string, string>): Promise<string> {
  await dir.writeSite(7, [HOST, `www.${HOST}`], SITE);
  await dir.writePageData(7, '{"staff":[]}');
  const generation = dir.newGeneration(7);
  for (const [page, html] of Object.entries(pages)) {
    await dir.writePage(generation, 'en', page, html);
    await dir.writePage(generation, 'hi', page, `${html} (हिन्दी)`);
  }
  await dir.publish(7, generation);
  await dir.markListed();
  return generation;
}

test('a web node’s copy serves what the renderer wrote, file for file; a new generation uploads only what changed and switches whole; a school gone is gone', async () => {
  const dir = new PrerenderDir(rendered);
  const publisher = pagesPublisher(rendered, bucket);
  const mirror = pagesMirror(mirrored, bucket);
  await render(dir, { '/': '<h1>Home</h1>', '/rti': '<h1>RTI</h1>' });
  await dir.writeStyles('1.0.0', await styleBuild(), ['main.css']);
  await publisher.publishSchool(7);
  await publisher.publishPlatform();
  expect(await mirror.mirror()).toBe(0);

  const served = await servedAt(mirrored);
  expect(served).toEqual(await servedAt(rendered));
  expect(served['current/hi/rti.html']).toBe('<h1>RTI</h1> (हिन्दी)');
  expect(Object.keys(served)).toEqual(expect.arrayContaining(['head.html', 'noindex', 'current/en/index.html.br', expect.stringMatching(/^page-data\/.{22}\.json\.gz$/)]));
  expect(await readlink(path.join(mirrored, 'by-host', `www.${HOST}`))).toBe('../schools/7');
  expect(await readFile(path.join(mirrored, 'styles/1.0.0/main.css'), 'utf8')).toBe('body{color:navy}');
  await stat(path.join(mirrored, 'listed'));

  // One page changed: its three files go up, nothing else; the node switches to the new generation whole.
  const before = uploads.length;
  const generation = await render(dir, { '/': '<h1>Home</h1>', '/rti': '<h1>RTI, new</h1>' });
  await publisher.publishSchool(7);
  expect(uploads.length - before).toBe(6); // rti.html, .gz and .br, in English and in Hindi
  const untouched = (await stat(path.join(mirrored, 'by-host', HOST, 'current/en/index.html'))).ino;
  await mirror.mirror();
  expect(await servedAt(mirrored)).toEqual(await servedAt(rendered));
  expect(await readlink(path.join(mirrored, 'schools/7/current'))).toBe(path.basename(generation));
  expect((await readdir(path.join(mirrored, 'schools/7'))).filter((entry) => /^\d+-/.test(entry))).toEqual([path.basename(generation)]);
  expect((await stat(path.join(mirrored, 'by-host', HOST, 'current/en/index.html'))).ino).toBe(untouched);
  // The same manifest again asks nothing more.
  await publisher.publishSchool(7);
  expect(uploads.length - before).toBe(6);

  // Demo content off: the noindex file goes on the node too.
  await dir.writeSite(7, [HOST], { ...SITE, noindex: false });
  await publisher.publishSchool(7);
  await mirror.mirror();
  expect(Object.keys(await servedAt(mirrored))).not.toContain('noindex');
  expect(await readdir(path.join(mirrored, 'by-host'))).toEqual([HOST]);

  await publisher.removeSchool(7);
  await mirror.mirror();
  expect(await readdir(path.join(mirrored, 'by-host'))).toEqual([]);
  expect(await readdir(path.join(mirrored, 'schools'))).toEqual([]);
  // The node's store keeps only what a folder still links (the style sheet).
  expect(await readdir(path.join(mirrored, 'files'))).toHaveLength(1);
});

test('a manifest that names a path out of the school’s folder, or a file that does not hold what its name says, is refused; the school’s pages stay as they were', async () => {
  const dir = new PrerenderDir(rendered);
  await render(dir, { '/': '<h1>Home</h1>' });
  await pagesPublisher(rendered, bucket).publishSchool(7);
  const mirror = pagesMirror(mirrored, bucket);
  await mirror.mirror();
  const good = await servedAt(mirrored);
  const manifest = (await bucket.getSchool(7))!;
  const log = jest.fn();

  await bucket.putSchool(7, { ...manifest, files: { ...manifest.files, '../../escape.html': Object.values(manifest.files)[0]! } });
  expect(await mirror.mirror(log)).toBe(1);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('School 7'), expect.objectContaining({ message: expect.stringContaining('../../escape.html') }));

  const forged = createHash('sha256').update('something else').digest('hex');
  await bucket.putFile(forged, Buffer.from('<script>evil()</script>'));
  await bucket.putSchool(7, { ...manifest, files: { ...manifest.files, 'current/en/index.html': forged } });
  expect(await mirror.mirror(log)).toBe(1);
  expect(log).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ message: expect.stringContaining('does not hold what its name says') }));
  expect(await servedAt(mirrored)).toEqual(good);
  await expect(stat(path.join(mirrored, 'escape.html'))).rejects.toThrow('ENOENT');
});

test('a node that was away: at its first pass a school the bucket no longer names is removed, one it names is made whole again', async () => {
  const dir = new PrerenderDir(rendered);
  await render(dir, { '/': '<h1>Home</h1>' });
  const publisher = pagesPublisher(rendered, bucket);
  await publisher.publishSchool(7);
  await pagesMirror(mirrored, bucket).mirror();
  // Meanwhile the school went, and another came.
  await publisher.removeSchool(7);
  const other = new PrerenderDir(rendered);
  await other.writeSite(8, ['other.example.in'], SITE);
  await publisher.publishSchool(8);
  await pagesMirror(mirrored, bucket).mirror();
  expect(await readdir(path.join(mirrored, 'by-host'))).toEqual(['other.example.in']);
  expect(await readdir(path.join(mirrored, 'schools'))).toEqual(['8']);
  expect((await servedAt(mirrored, 'other.example.in'))['head.html']).toBe(SITE.head);
});

test('the bucket’s sweep removes the files no manifest names a day after they were put, and only those; one needed again is put again', async () => {
  const dir = new PrerenderDir(rendered);
  const publisher = pagesPublisher(rendered, bucket);
  await render(dir, { '/': '<h1>Home</h1>', '/rti': '<h1>RTI</h1>' });
  await publisher.publishSchool(7);
  const named = new Set(Object.values((await bucket.getSchool(7))!.files));
  await render(dir, { '/': '<h1>Home</h1>', '/rti': '<h1>RTI, new</h1>' });
  await publisher.publishSchool(7);
  const all = (await bucket.files()).map(({ name }) => name);
  const stillNamed = new Set(Object.values((await bucket.getSchool(7))!.files));
  const unnamed = all.filter((name) => !stillNamed.has(name));
  expect(unnamed).toHaveLength(6); // the old /rti, three files in each language
  expect(unnamed.every((name) => named.has(name))).toBe(true);

  // Put a moment ago: kept.
  expect(await publisher.sweep()).toBe(0);
  expect(await publisher.sweep(Date.now() + SWEEP_GRACE_MS + 60_000)).toBe(6);
  expect((await bucket.files()).map(({ name }) => name).sort()).toEqual([...stillNamed].sort());

  // The page back as it was: its files go up again, and a node fetches them.
  const before = uploads.length;
  await render(dir, { '/': '<h1>Home</h1>', '/rti': '<h1>RTI</h1>' });
  await publisher.publishSchool(7);
  expect(uploads.length - before).toBe(6);
  expect(await pagesMirror(mirrored, bucket).mirror()).toBe(0);
  expect((await servedAt(mirrored))['current/en/rti.html']).toBe('<h1>RTI</h1>');
});

/** A content remote's build with one style sheet, as writeStyles copies it. */
async function styleBuild(): Promise<string> {
  const folder = path.join(rendered, '..', `build-${randomUUID()}`);
  const { mkdir, writeFile } = await import('node:fs/promises');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'main.css'), 'body{color:navy}');
  return folder;
}
