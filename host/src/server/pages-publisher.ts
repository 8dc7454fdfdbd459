import { createHash } from 'node:crypto';
import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PagesBucket, SchoolManifest } from './pages-bucket';
import { GENERATION } from './prerender-dir';

/** How many files go to or come from the bucket at once: a round trip each, most of them small. */
const AT_ONCE = 8;

/** Does `each` for every item, AT_ONCE at a time. */
export async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += AT_ONCE) await Promise.all(items.slice(start, start + AT_ONCE).map(each));
}

/** How long a file no manifest names stays in the bucket (pagesPublisher's sweep): a day, as a page's data on disk (PAGE_DATA_GRACE_MS). */
export const SWEEP_GRACE_MS = 24 * 60 * 60_000;

/** A file's content name: its SHA-256 in hex. */
export const contentName = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file under `folder` (links followed), by its path there with '/', but under the folders
 * `skip` names at its top, and but a file being written (`.tmp`) unless `withTemporary`.
 */
export async function filesUnder(folder: string, skip: (top: string) => boolean = () => false, { withTemporary = false } = {}): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const entry of entries) {
    const relative = entry.split(path.sep).join('/');
    if (skip(relative.split('/')[0] ?? '') || (relative.endsWith('.tmp') && !withTemporary)) continue;
    if ((await stat(path.join(folder, entry)).catch(() => null))?.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Puts what the renderer wrote into its folder (prerender-dir.ts) into the bucket
 * (pages-bucket.ts): each file once, by its content name, then the school's manifest, whose
 * PUT makes its new pages the served ones on every web node. A school's manifest names only
 * files already in the bucket, so a web node never meets a name it cannot fetch.
 */
export function pagesPublisher(root: string, bucket: PagesBucket) {
  /** Content names known to be in the bucket (asked once each). */
  const inBucket = new Set<string>();
  /** Each file's content name, by path, size and time: a page left as it was is not read again. */
  const names = new Map<string, { stamp: string; name: string }>();
  /** Each school's manifest as last put, so one unchanged is not put again. */
  const put = new Map<number, string>();
  let platformPut = '';

  async function nameOf(file: string): Promise<{ name: string; bytes: Buffer | null }> {
    const { size, mtimeMs, ino } = await stat(file);
    const stamp = `${size}:${mtimeMs}:${ino}`;
    const known = names.get(file);
    if (known?.stamp === stamp) return { name: known.name, bytes: null };
    const bytes = await readFile(file);
    const name = contentName(bytes);
    names.set(file, { stamp, name });
    return { name, bytes };
  }

  /** Uploads the files of `folder` the bucket lacks, a few at once; answers each one's content name by path. */
  async function upload(folder: string, files: string[]): Promise<Record<string, string>> {
    const named: Record<string, string> = {};
    await inBatches(files, async (file) => {
      const full = path.join(folder, file);
      const { name, bytes } = await nameOf(full);
      if (!inBucket.has(name) && !(await bucket.hasFile(name))) await bucket.putFile(name, bytes ?? (await readFile(full)));
      inBucket.add(name);
      named[file] = name;
    });
    return named;
  }

  /** The host names linked to a school's folder (prerender-dir.ts writeSite). */
  async function hostsOf(schoolId: number): Promise<string[]> {
    const byHost = path.join(root, 'by-host');
    const school = path.join(root, 'schools', String(schoolId));
    const hosts: string[] = [];
    for (const host of (await readdir(byHost).catch(() => [] as string[])).sort()) {
      const target = await readlink(path.join(byHost, host)).catch(() => null);
      if (target !== null && path.resolve(byHost, target) === school) hosts.push(host);
    }
    return hosts;
  }

  return {
    /** Puts a school's folder as it is now: its files the bucket lacks, then its manifest. */
    async publishSchool(schoolId: number): Promise<void> {
      const school = path.join(root, 'schools', String(schoolId));
      const generation = await readlink(path.join(school, 'current')).catch(() => '');
      const site = await filesUnder(school, (top) => top === 'current' || GENERATION.test(top));
      const pages = generation ? await filesUnder(path.join(school, generation)) : [];
      const files = {
        ...(await upload(school, site)),
        ...Object.fromEntries(Object.entries(await upload(path.join(school, generation), pages)).map(([file, name]) => [`current/${file}`, name])),
      };
      const manifest: SchoolManifest = { hosts: await hostsOf(schoolId), generation: path.basename(generation), files };
      const json = JSON.stringify(manifest);
      if (put.get(schoolId) === json) return;
      await bucket.putSchool(schoolId, manifest);
      put.set(schoolId, json);
    },

    /** Takes a school's manifest out of the bucket (a school gone): no web node serves its addresses after. */
    async removeSchool(schoolId: number): Promise<void> {
      await bucket.removeSchool(schoolId);
      put.delete(schoolId);
    },

    /**
     * Removes the files no manifest names that were put more than SWEEP_GRACE_MS ago (a file is
     * put before the manifest that names it, perhaps by another renderer). A web node still on an
     * older manifest keeps the pages it has, and fetches the newer one at its next pass. Answers
     * how many went. `now` for the tests.
     */
    async sweep(now = Date.now()): Promise<number> {
      const named = new Set<string>();
      const platform = await bucket.getPlatform();
      for (const name of Object.values(platform?.styles ?? {})) named.add(name);
      for (const schoolId of (await bucket.schools()).keys()) {
        for (const name of Object.values((await bucket.getSchool(schoolId))?.files ?? {})) named.add(name);
      }
      const unnamed = (await bucket.files()).filter(({ name, modified }) => !named.has(name) && now - modified.getTime() > SWEEP_GRACE_MS).map(({ name }) => name);
      // Taken out of what is known to be there first: a page that holds one of them again puts it again.
      for (const name of unnamed) inBucket.delete(name);
      await bucket.removeFiles(unnamed);
      return unnamed.length;
    },

    /** Puts what every school shares: the content remote's style sheets, and whether every school is listed. */
    async publishPlatform(): Promise<void> {
      const styles = await upload(path.join(root, 'styles'), await filesUnder(path.join(root, 'styles')));
      const listed = (await stat(path.join(root, 'listed')).catch(() => null)) !== null;
      const json = JSON.stringify({ listed, styles });
      if (json === platformPut) return;
      await bucket.putPlatform({ listed, styles });
      platformPut = json;
    },
  };
}

export type PagesPublisher = ReturnType<typeof pagesPublisher>;
