import { createHash, randomBytes } from 'node:crypto';
import { access, link, mkdir, readFile, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Language } from '@school/shared';
import { ALERTS_FILE } from '@school/shared/contracts/site-data';

/*
 * A school's public site on disk, as the web servers read it (decision 014), so that serving it
 * asks the API nothing:
 *   schools/<school id>/head.html, head-home.html   what the web server puts in the head of
 *                                   the shell at its addresses (site-head.ts: its data, its
 *                                   remotes' releases; the home page's also preloads its banner)
 *   schools/<school id>/remotes.json   which release of each remote its pages load (GET
 *                                   /Site/Remotes's answer), read by a page after its first paint
 *   schools/<school id>/alerts.json   its banner's alerts, current and scheduled (its own and
 *                                   every school's), read by its pages every minute
 *   schools/<school id>/noindex     there for a demo school: its pages say so to search engines
 *   schools/<school id>/sitemap.xml, robots.txt, notices.rss, notices-hi.rss   as the API makes
 *                                   them for its address (SITE_FILES)
 *   schools/<school id>/current -> <generation>     the pages its names serve now
 *   schools/<school id>/<generation>/<lang>/<page>.html, .html.gz, .html.br   a whole page
 *                                   and its precompressed copies, sent as they are
 *   schools/<school id>/page-data/<hash>.json, .json.gz, .json.br   a page's data for the
 *                                   app's first render, and the school's site data, each named
 *                                   by what it holds (pageDataName), which a page's loader reads
 *                                   after its first paint (served at PAGE_DATA_PATH); kept
 *                                   PAGE_DATA_GRACE_MS after no page names it
 *   by-host/<host name> -> ../schools/<school id>   a school's address; none: no school's
 *   listed                          the renderer has listed every school: an address without a
 *                                   link is no school's (before, the web server asks the API)
 *   styles/<content version>/<file> the content remote's style sheets and the fonts they name,
 *                                   served by the host at /content-styles/
 * A generation is complete before `current` names it, and every link and file changes by one
 * rename, so a reader sees one generation or the other, never a mix, and a head whole.
 */

/** A page's file within a generation: `/` is index.html, `/notices/12` notices/12.html. */
export function pageFile(page: string): string {
  // Only the site's own route shapes: nothing a path could use to leave the folder.
  if (!/^\/([A-Za-z0-9_&-]+(\/[A-Za-z0-9_&-]+)*)?$/.test(page)) throw new Error(`Not a page path: ${page}`);
  return page === '/' ? 'index.html' : `${page.slice(1)}.html`;
}

/** Where the host serves a page's data (its web servers map it to the school's page-data/). */
export const PAGE_DATA_PATH = '/_page-data/';

/**
 * A page's data's file name, made of what it holds: a file never changes once written (browsers
 * and CDNs may keep it for good), and a page names exactly the data it was rendered with, so a
 * page and its data never come from two renders.
 */
export const pageDataName = (data: string): string => `${createHash('sha256').update(data).digest('base64url').slice(0, 22)}.json`;

/** The address a page's loader reads its data from: /_page-data/<hash>.json. */
export const pageDataAddress = (data: string): string => `${PAGE_DATA_PATH}${pageDataName(data)}`;

/**
 * How long a page's data stays after the school's current pages stop naming it: a page already
 * on its way to a visitor reads it still, and so does one a CDN serves stale while this server
 * cannot answer (the pages' stale-if-error, a day). A publish makes new data only for the pages
 * it changed, a few kB each.
 */
export const PAGE_DATA_GRACE_MS = 24 * 60 * 60_000;

const PAGE_DATA_FILE = /^([A-Za-z0-9_-]{22}\.json)(\.gz|\.br)?$/;
/** A page's loader names its data files so (page-document.ts): its own data and its school's site data. */
const NAMED_PAGE_DATA = /data-(?:page|site)-data="\/_page-data\/([A-Za-z0-9_-]{22}\.json)"/g;

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** Where the host serves the copies of the content remote's style sheets (its web servers map it to styles/). */
export const CONTENT_STYLES_PATH = '/content-styles/';

/** A build's file as its manifest or a style sheet names it: no way out of the build's folder. */
const BUILD_FILE = /^(?!.*(^|\/)\.\.?(\/|$))[\w.-]+(\/[\w.-]+)*$/;

/** The files a style sheet's url()s name relative to it (its fonts), as paths in the build. */
function filesNamedBy(css: string, sheet: string): string[] {
  const named = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1] ?? '');
  return named
    .filter((url) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) // only the build's own: not data:, https:, /x or #x
    .map((url) => path.posix.join(path.posix.dirname(sheet), url.split(/[?#]/)[0] ?? ''))
    .filter((file) => BUILD_FILE.test(file));
}

/** Writes a file whole, or not at all: a temporary file beside it, then a rename. */
export async function writeWhole(file: string, text: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function linkWhole(target: string, link: string): Promise<void> {
  await mkdir(path.dirname(link), { recursive: true });
  const temporary = `${link}.${randomBytes(6).toString('hex')}.tmp`;
  await symlink(target, temporary);
  await rename(temporary, link);
}

/** A generation's folder name (newGeneration): only these are ever removed from a school's folder. */
export const GENERATION = /^\d+-[0-9a-f]{8}$/;

/** Whether a file holds exactly `text` already (so that its time, which the web server's validators are made of, stays). */
const holds = (file: string, text: string) => readFile(file, 'utf8').then((held) => held === text, () => false);

/** A school's files beside its pages, each as the API makes it for the school's address (GET /Site/<route>?origin=…&<query>). */
export const SITE_FILES = {
  'sitemap.xml': { route: '/Site/Sitemap', query: '' },
  'robots.txt': { route: '/Site/Robots', query: '' },
  'notices.rss': { route: '/Site/NoticesRss', query: '' },
  'notices-hi.rss': { route: '/Site/NoticesRss', query: '&lang=hi' },
} as const;
export type SiteFileName = keyof typeof SITE_FILES;

/**
 * What the web server puts in the head of the shell at a school's addresses (site-head.ts),
 * whether its pages are kept out of search engines, and which release of each remote they load
 * (null: not known just now, the file stays as it is).
 */
export interface SiteFiles {
  head: string;
  homeHead: string;
  noindex: boolean;
  remotes: string | null;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A page's precompressed copies, as the web servers look for them beside it. Brotli's quality 5
 * is within a few per cent of its best on a page, at a thirtieth of the time (a content release
 * re-renders every school's pages).
 */
async function compressedCopies(html: string): Promise<[string, Buffer][]> {
  const bytes = Buffer.from(html);
  return [
    ['.gz', await gzip(bytes, { level: 9 })],
    ['.br', await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
  ];
}

/** A page's precompressed copies and the page itself, the page last: written last, linked last, removed first. */
const PAGE_FILES = ['.br', '.gz', ''] as const;
export const exists = (file: string) => access(file).then(() => true, () => false);

export class PrerenderDir {
  /** The page data files no current page names, and since when (sweepPageData); a restart starts their grace again. */
  private readonly unnamedSince = new Map<string, number>();

  /** The schools whose folder a call has touched (read or written) since their ids were taken out: pages-publisher.ts puts these. */
  readonly touched = new Set<number>();

  constructor(readonly root: string) {}

  private schoolDir(schoolId: number): string {
    if (!Number.isSafeInteger(schoolId) || schoolId < 1) throw new Error(`Not a school id: ${schoolId}`);
    this.touched.add(schoolId);
    return path.join(this.root, 'schools', String(schoolId));
  }

  /** A new, empty generation of a school's pages (published by `publish`). */
  newGeneration(schoolId: number): string {
    return path.join(this.schoolDir(schoolId), `${Date.now()}-${randomBytes(4).toString('hex')}`);
  }

  /** The generation a school's host names serve now, if any. */
  async current(schoolId: number): Promise<string | null> {
    try {
      return path.resolve(this.schoolDir(schoolId), await readlink(path.join(this.schoolDir(schoolId), 'current')));
    } catch {
      return null;
    }
  }

  /**
   * Writes a page whole, with its precompressed copies. A page that holds what it did is not
   * written again: in place it is left as it is, and into a new generation the served copy is
   * linked (a hard link), so its time, which the web server's validators are made of, stays,
   * and a browser or a CDN that holds it is told it is current (a publish changes exactly the
   * pages it changes).
   */
  async writePage(generation: string, language: Language, page: string, html: string): Promise<void> {
    const file = path.join(generation, language, pageFile(page));
    if (await holds(file, html)) return;
    const served = path.join(path.dirname(generation), 'current', language, pageFile(page));
    if ((await holds(served, html)) && (await Promise.all(PAGE_FILES.map((extension) => exists(`${served}${extension}`)))).every(Boolean)) {
      await mkdir(path.dirname(file), { recursive: true });
      for (const extension of PAGE_FILES) await link(`${served}${extension}`, `${file}${extension}`);
      return;
    }
    for (const [extension, bytes] of await compressedCopies(html)) await writeWhole(`${file}${extension}`, bytes);
    await writeWhole(file, html);
  }

  /**
   * Writes a page's data (pageDataName), with its precompressed copies, before the page that
   * names it: a page is never there before what it reads. One there already holds it.
   */
  async writePageData(schoolId: number, data: string): Promise<void> {
    const file = path.join(this.schoolDir(schoolId), 'page-data', pageDataName(data));
    this.unnamedSince.delete(file);
    if (await exists(file)) return;
    for (const [extension, bytes] of await compressedCopies(data)) await writeWhole(`${file}${extension}`, bytes);
    await writeWhole(file, data);
  }

  /**
   * Removes the school's page data that its current pages have not named for PAGE_DATA_GRACE_MS
   * (called after its pages are written; `now` for the tests).
   */
  async sweepPageData(schoolId: number, now = Date.now()): Promise<void> {
    const folder = path.join(this.schoolDir(schoolId), 'page-data');
    const names = new Set((await readdir(folder).catch(() => [] as string[])).map((name) => PAGE_DATA_FILE.exec(name)?.[1]).filter((name) => name !== undefined));
    if (names.size === 0) return;
    const current = await this.current(schoolId);
    const named = new Set<string>();
    if (current) {
      const pages = (await readdir(current, { recursive: true })).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        for (const [, name] of (await readFile(path.join(current, page), 'utf8')).matchAll(NAMED_PAGE_DATA)) if (name) named.add(name);
      }
    }
    for (const name of names) {
      const file = path.join(folder, name);
      if (named.has(name)) {
        this.unnamedSince.delete(file);
        continue;
      }
      const since = this.unnamedSince.get(file) ?? now;
      this.unnamedSince.set(file, since);
      if (now - since < PAGE_DATA_GRACE_MS) continue;
      for (const extension of [...PAGE_FILES].reverse()) await rm(`${file}${extension}`, { force: true });
      this.unnamedSince.delete(file);
    }
  }

  async removePage(generation: string, language: Language, page: string): Promise<void> {
    const file = path.join(generation, language, pageFile(page));
    for (const extension of [...PAGE_FILES].reverse()) await rm(`${file}${extension}`, { force: true });
  }

  /** Makes `generation` the one a school's host names serve, and removes its older generations. */
  async publish(schoolId: number, generation: string): Promise<void> {
    const school = this.schoolDir(schoolId);
    const name = path.basename(generation);
    await linkWhole(name, path.join(school, 'current'));
    for (const entry of await readdir(school)) {
      if (entry !== name && GENERATION.test(entry)) await rm(path.join(school, entry), { recursive: true, force: true });
    }
  }

  /**
   * Writes the school's files beside its pages (SiteFiles; a file that holds it already is left
   * as it is), then links its host names to its folder and drops the links of names it no
   * longer has: from then on its addresses are served, with its pages where they are written and
   * the shell where not yet.
   */
  async writeSite(schoolId: number, hosts: readonly string[], files: SiteFiles): Promise<void> {
    const school = this.schoolDir(schoolId);
    const texts = [['head.html', files.head], ['head-home.html', files.homeHead], ['remotes.json', files.remotes]] as const;
    for (const [name, text] of texts) {
      if (text !== null && !(await holds(path.join(school, name), text))) await writeWhole(path.join(school, name), text);
    }
    const noindex = path.join(school, 'noindex');
    if (files.noindex !== (await exists(noindex))) {
      if (files.noindex) await writeWhole(noindex, '');
      else await rm(noindex, { force: true });
    }
    await this.linkHosts(schoolId, hosts);
  }

  /** Links a school's host names to its folder, and drops the links of names it no longer has. */
  async linkHosts(schoolId: number, hosts: readonly string[]): Promise<void> {
    const byHost = path.join(this.root, 'by-host');
    const target = path.relative(byHost, this.schoolDir(schoolId));
    for (const host of hosts) {
      if (!HOST.test(host)) continue; // the API's names are host names; anything else is never served
      if ((await readlink(path.join(byHost, host)).catch(() => null)) !== target) await linkWhole(target, path.join(byHost, host));
    }
    await this.unlinkHostsOf(schoolId, new Set(hosts));
  }

  /**
   * Writes one of a school's SITE_FILES, or its alerts.json, whole, unless it holds that already
   * (its validators then stay).
   */
  async writeSiteFile(schoolId: number, name: SiteFileName | typeof ALERTS_FILE, text: string): Promise<void> {
    if (name !== ALERTS_FILE && !Object.hasOwn(SITE_FILES, name)) throw new Error(`Not a site file: ${name}`);
    const file = path.join(this.schoolDir(schoolId), name);
    if (!(await holds(file, text))) await writeWhole(file, text);
  }

  /** Says every school has been listed: from now on an address with no link is no school's. */
  async markListed(): Promise<void> {
    if (!(await holds(path.join(this.root, 'listed'), ''))) await writeWhole(path.join(this.root, 'listed'), '');
  }

  /**
   * Copies the content remote's style sheets `files` (paths in its build `dist`), and the fonts
   * they name, under its `version`, once: the pages link these copies from their own origin, so
   * they look right before any script and while the content remote's server is away. A sheet's
   * precompressed copies (`.gz`, `.br`) come with it, for the web server to send as they are.
   * Answers each sheet's address on the host.
   */
  async writeStyles(version: string, dist: string, files: readonly string[]): Promise<string[]> {
    if (!/^[\w.-]+$/.test(version) || version.startsWith('.')) throw new Error(`Not a build version: ${version}`);
    const target = path.join(this.root, 'styles', version);
    const copy = async (file: string) => {
      if (!BUILD_FILE.test(file)) throw new Error(`Not a file of the build: ${file}`);
      const to = path.join(target, file);
      // Files of one version never change (their names carry their hash): a copy made is kept.
      if (await exists(to)) return;
      await writeWhole(to, await readFile(path.join(dist, file)));
    };
    for (const sheet of files) {
      for (const font of filesNamedBy(await readFile(path.join(dist, sheet), 'utf8'), sheet)) await copy(font);
      await copy(sheet);
      for (const compressed of [`${sheet}.gz`, `${sheet}.br`]) {
        if (await exists(path.join(dist, compressed))) await copy(compressed);
      }
    }
    return files.map((file) => `${CONTENT_STYLES_PATH}${version}/${file}`);
  }

  /**
   * Removes the by-host links to a school but for `keep` (a school gone, or a name moved): its
   * addresses are then no school's. A link to one of its generations (as they were made before
   * the school's folder held its head) goes too.
   */
  async unlinkHostsOf(schoolId: number, keep: ReadonlySet<string> = new Set()): Promise<void> {
    const byHost = path.join(this.root, 'by-host');
    const school = this.schoolDir(schoolId);
    const links = await readdir(byHost).catch(() => [] as string[]);
    for (const host of links) {
      if (keep.has(host)) continue;
      const target = await readlink(path.join(byHost, host)).catch(() => null);
      const linked = target === null ? null : path.resolve(byHost, target);
      if (linked === school || (linked !== null && path.dirname(linked) === school)) await rm(path.join(byHost, host), { force: true });
    }
  }
}
