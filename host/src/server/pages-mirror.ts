import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONTENT_NAME, type PagesBucket, type SchoolManifest } from './pages-bucket';
import { contentName, filesUnder, inBatches } from './pages-publisher';
import { exists, GENERATION, PrerenderDir, writeWhole } from './prerender-dir';

/** A path a manifest may name in a school's folder or under styles/: nothing that leaves it. */
const SAFE_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[\w.&-]+(\/[\w.&-]+)*$/;
const PAGES = 'current/';

/**
 * A web node's copy of the schools' pages (docs/decisions/017-past-one-machine.md): follows the
 * manifests in the bucket (pages-bucket.ts) and keeps `root` as the renderer keeps its own folder
 * (prerender-dir.ts), so the node's nginx serves files from its own disk, and goes on serving
 * them while the bucket is away. Each file is fetched once into root/files/<content name> and
 * placed by hard links; a school's new generation is built whole beside the served one, then
 * switched by one rename, as the renderer does.
 */
export function pagesMirror(root: string, bucket: PagesBucket) {
  const dir = new PrerenderDir(root);
  const store = path.join(root, 'files');
  /** The manifest (its ETag) each school's folder was last made from. */
  const applied = new Map<number, string>();
  let mirroredOnce = false;

  /** A file of the store, fetched when it is not here (and checked to hold what its name says). */
  async function fetched(name: string): Promise<string> {
    if (!CONTENT_NAME.test(name)) throw new Error(`Not a content name: ${name}`);
    const file = path.join(store, name);
    if (await exists(file)) return file;
    const object = await bucket.getFile(name);
    if (object === null) throw new Error(`pages/files/${name} is not in the bucket`);
    if (contentName(object.bytes) !== name) throw new Error(`pages/files/${name} does not hold what its name says`);
    await writeWhole(file, object.bytes);
    // nginx's validators (ETag, Last-Modified) are made of a file's size and time: the same on every node.
    await utimes(file, object.modified, object.modified);
    return file;
  }

  /** Puts the store's file `name` at `to` by a hard link and a rename: a reader meets the old file or the new, whole. */
  async function place(name: string, to: string): Promise<void> {
    const from = await fetched(name);
    const [source, there] = await Promise.all([stat(from), stat(to).catch(() => null)]);
    if (there?.ino === source.ino) return;
    await mkdir(path.dirname(to), { recursive: true });
    const temporary = `${to}.${randomBytes(6).toString('hex')}.tmp`;
    await link(from, temporary);
    await rename(temporary, to);
  }

  /** Removes the files under `folder` that `wanted` does not name (but the folders `skip` names at its top). */
  async function removeOthers(folder: string, wanted: ReadonlySet<string>, skip?: (top: string) => boolean): Promise<void> {
    for (const file of await filesUnder(folder, skip, { withTemporary: true })) if (!wanted.has(file)) await rm(path.join(folder, file), { force: true });
  }

  /** Makes a school's folder what its manifest says: its files, then its pages, then its addresses. */
  async function applySchool(schoolId: number, manifest: SchoolManifest): Promise<void> {
    const entries = Object.entries(manifest.files);
    const unsafe = entries.find(([file]) => !SAFE_PATH.test(file));
    if (unsafe) throw new Error(`Not a file of a school's folder: ${unsafe[0]}`);
    if (manifest.generation && !GENERATION.test(manifest.generation)) throw new Error(`Not a generation: ${manifest.generation}`);
    const school = path.join(root, 'schools', String(schoolId));
    // Everything here first: nothing is switched to until all of it can be.
    await inBatches([...new Set(entries.map(([, name]) => name))], async (name) => void (await fetched(name)));
    const pages = entries.filter(([file]) => file.startsWith(PAGES)).map(([file, name]) => [file.slice(PAGES.length), name] as const);
    const site = entries.filter(([file]) => !file.startsWith(PAGES));
    // Page data before the pages that name it; the head before the addresses that show it.
    for (const [file, name] of site) await place(name, path.join(school, file));
    if (manifest.generation) {
      const generation = path.join(school, manifest.generation);
      for (const [file, name] of pages) await place(name, path.join(generation, file));
      await removeOthers(generation, new Set(pages.map(([file]) => file)));
      if ((await dir.current(schoolId)) !== generation) await dir.publish(schoolId, generation);
    }
    await removeOthers(school, new Set(site.map(([file]) => file)), (top) => top === 'current' || GENERATION.test(top));
    await dir.linkHosts(schoolId, manifest.hosts);
  }

  async function removeSchool(schoolId: number): Promise<void> {
    await dir.unlinkHostsOf(schoolId);
    await rm(path.join(root, 'schools', String(schoolId)), { recursive: true, force: true });
    applied.delete(schoolId);
  }

  /** Drops the store's files no folder links to any more (a file placed has two links or more). */
  async function sweepStore(): Promise<void> {
    for (const name of await readdir(store).catch(() => [] as string[])) {
      const file = path.join(store, name);
      if (CONTENT_NAME.test(name) ? (await stat(file)).nlink < 2 : name.endsWith('.tmp')) await rm(file, { force: true });
    }
  }

  return {
    /**
     * One pass over the bucket: every school whose manifest changed made anew, every school whose
     * manifest is gone removed, the shared style sheets placed, and once the renderer has listed
     * every school, said so. A school that fails is said, left as it was, and tried again at the
     * next pass; the others go on. Answers the failures.
     */
    async mirror(log: (message: string, error?: unknown) => void = () => {}): Promise<number> {
      let failures = 0;
      const tags = await bucket.schools();
      // At the first pass a folder the bucket no longer names (a node that was away) goes too.
      const here = mirroredOnce ? [...applied.keys()] : (await readdir(path.join(root, 'schools')).catch(() => [] as string[])).map(Number).filter(Number.isSafeInteger);
      for (const schoolId of here) if (!tags.has(schoolId)) await removeSchool(schoolId);
      for (const [schoolId, tag] of tags) {
        if (applied.get(schoolId) === tag) continue;
        try {
          const manifest = await bucket.getSchool(schoolId);
          if (manifest) await applySchool(schoolId, manifest);
          applied.set(schoolId, tag);
        } catch (error) {
          failures += 1;
          log(`School ${schoolId}: its pages could not be mirrored; its folder stays as it was`, error);
        }
      }
      const platform = await bucket.getPlatform();
      if (platform) {
        for (const [file, name] of Object.entries(platform.styles)) {
          if (!SAFE_PATH.test(file)) throw new Error(`Not a style sheet's path: ${file}`);
          await place(name, path.join(root, 'styles', file));
        }
        if (platform.listed && failures === 0) await dir.markListed();
      }
      await sweepStore();
      mirroredOnce = true;
      return failures;
    },
  };
}

export interface MirrorOptions {
  root: string;
  bucket: PagesBucket;
  pollMs?: number;
  /** Written once the first pass has mirrored every school (the web node's health check looks for it); removed at the start. */
  readyFile: string;
  log?: (message: string, error?: unknown) => void;
  signal?: AbortSignal;
}

/** Mirrors the bucket's pages into `root` every `pollMs` until `signal` aborts; a failing bucket leaves the pages as they are. */
export async function runPagesMirror({ root, bucket, pollMs = 2000, readyFile, log = console.error, signal }: MirrorOptions): Promise<void> {
  const mirror = pagesMirror(root, bucket);
  await rm(readyFile, { force: true });
  let ready = false;
  let failing = false;
  while (!signal?.aborted) {
    try {
      const failures = await mirror.mirror(log);
      if (failing) log('The bucket answers again');
      failing = false;
      if (!ready && failures === 0) {
        await writeWhole(readyFile, '');
        ready = true;
        log(`Every school's pages are mirrored into ${root}`);
      }
    } catch (error) {
      if (!failing) log('The bucket could not be read; the pages here stay served as they are, and it is tried again at every poll', error);
      failing = true;
    }
    await sleep(pollMs, undefined, { signal }).catch(() => undefined);
  }
}
