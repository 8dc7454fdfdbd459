import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setConfig, type Language } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import type { Site } from '@school/shared/contracts/site';
import { PRERENDER_ROUTES, type ContentChange, type ServedSchool as School } from '@school/shared/contracts/prerender';
import { changedPagesBySchool, type ChangedPages } from './changed-pages';
import { configuredContent, contentBuildFiles, loadContentBuild, pageStyles, type ContentBuild } from './content-build';
import { PrerenderDir } from './prerender-dir';
import { reachApiAt } from './reach-api';
import { provideServerRemote } from './remote-builds';
import { renderSchoolPage, type SchoolSetup } from './render-school';
import { RenderFailed } from './render-page';
import { schoolPages } from './school-pages';

export interface RendererOptions {
  /** The API as this process reaches it (`http://api:4000/api`); pages name the public one (`pageConfig.API_URL`). */
  apiUrl: string;
  /** The API's RENDERER_TOKEN: its change feed is for this process only. */
  token: string;
  prerenderDir: string;
  /** The host's browser build (its index.html is every page's frame). */
  hostDist: string;
  /** The content remote's folder: dist/ (its manifest names its style sheets) and dist-server/ (the build rendered with). */
  contentDir: string;
  /**
   * The host's config.json, where scripts/release-remote.mjs names the content build pages load
   * (compose's host-config volume); followed, so that a release or rollback re-renders every school.
   */
  hostConfigFile?: string;
  /** The content remote's releases folder (compose's content-releases volume): each release's server build is in its server/. */
  contentReleasesDir?: string;
  /** /config.json as the pages get it, but the school code, which is each school's. */
  pageConfig: Omit<RuntimeConfig, 'SchoolCode'>;
  /** A school's address for a host name: `https://${host}` where the platform is served. */
  originOf: (host: string) => string;
  pollMs?: number;
  log?: (message: string, error?: unknown) => void;
  signal?: AbortSignal;
}

const LANGUAGES: readonly Language[] = ['en', 'hi'];

/**
 * Pages that change with time alone, with no write: notices come on the lists at their
 * publishFrom and leave at their expireOn, and "New" ends after its days. Re-rendered this often.
 */
const TIMED_PAGES = ['/', '/notices', '/notices/archive'];
const TIMED_MS = 10 * 60_000;


/** The API's answers to this process, with its token. */
function feed(apiUrl: string, token: string) {
  const get = async <T>(route: string): Promise<T> => {
    const response = await fetch(`${apiUrl}${route}`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    schools: () => get<{ schools: School[]; cursor: number }>(PRERENDER_ROUTES.schools),
    changes: (after: number) => get<{ changes: ContentChange[]; cursor: number }>(`${PRERENDER_ROUTES.changes}?after=${after}`),
  };
}

/** Waits `ms`, or less when `signal` aborts (its listener removed either way: this runs every poll). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * The renderer (decision 014): renders every school's public pages in both languages into a new
 * generation, then follows the API's change feed and re-renders, for the school that wrote, the
 * pages the write changes, within seconds. When the host's config.json names another content
 * build (a release or a rollback), every school is rendered again with it, one at a time, each
 * school's previous pages served until its new generation is whole; writes are still followed
 * between schools. Runs until `signal` aborts.
 */
export async function runRenderer(options: RendererOptions): Promise<void> {
  const { apiUrl, token, originOf, pollMs = 2000, signal } = options;
  const log = options.log ?? ((message, error) => (error ? console.error(message, error) : console.log(message)));
  const dir = new PrerenderDir(options.prerenderDir);
  const api = feed(apiUrl, token);
  reachApiAt(options.pageConfig.API_URL, apiUrl);
  const template = await readFile(path.join(options.hostDist, 'index.html'), 'utf8');

  /** The content build pages are rendered with, and its style sheets as they link them. */
  let content = await switchContentBuild(options.pageConfig.remotes.content);
  /** The manifest address last found without its build here: said once, not at every poll. */
  let missingBuild: string | null = null;

  /** Loads the content build the pages now load, when the host's config.json names another. */
  async function switchContentBuild(manifestUrl: string): Promise<ContentBuild & { stylesFor: SchoolSetup['stylesFor'] }> {
    const files = contentBuildFiles(manifestUrl, options.contentDir, options.contentReleasesDir);
    if (!files) throw new Error(`No server build of ${manifestUrl} is in ${options.contentReleasesDir ?? 'this renderer'}`);
    const build = await loadContentBuild(files, manifestUrl);
    const copies = await dir.writeStyles(build.version, build.dist, build.styles.all);
    const copyOf = new Map(build.styles.all.map((file, index) => [file, copies[index] ?? '']));
    provideServerRemote('content', build.app);
    return {
      ...build,
      stylesFor: (lazyModules) =>
        pageStyles(build.styles, lazyModules).map((file) => ({ href: copyOf.get(file) ?? '', remote: new URL(file, manifestUrl).href })),
    };
  }

  /** True when the content build changed (every school is then rendered again). */
  async function followContentRelease(): Promise<boolean> {
    const configured = options.hostConfigFile ? await configuredContent(options.hostConfigFile) : null;
    if (!configured || configured === content.manifestUrl) return false;
    try {
      content = await switchContentBuild(configured);
    } catch (error) {
      if (missingBuild !== configured) log('The content remote’s new build cannot be rendered with: its pages stay as they are', error);
      missingBuild = configured;
      return false;
    }
    missingBuild = null;
    log(`The content remote is now ${configured} (version ${content.version}): every school is rendered again`);
    return true;
  }

  async function setupOf(school: School): Promise<SchoolSetup | null> {
    const host = school.hosts[0];
    if (!host) return null;
    const response = await fetch(`${apiUrl}/Site?host=${encodeURIComponent(host)}`, { signal: AbortSignal.timeout(10_000) });
    // Only an address no school has ends its pages' serving; a failing API leaves them as they are.
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`/Site answered ${response.status}`);
    const site = (await response.json()) as Site;
    const config = { ...options.pageConfig, remotes: { ...options.pageConfig.remotes, content: content.manifestUrl }, SchoolCode: school.code };
    return { site, config, origin: originOf(host), template, contentVersion: content.version, stylesFor: content.stylesFor };
  }

  async function renderInto(setup: SchoolSetup, generation: string, pages: Iterable<string>): Promise<number> {
    let written = 0;
    for (const page of pages) {
      for (const language of LANGUAGES) {
        if (signal?.aborted) return written;
        try {
          await dir.writePage(generation, language, page, await renderSchoolPage(setup, page, language));
          written += 1;
        } catch (error) {
          // A page that does not render (a notice gone, the API failing) is not served prerendered: the shell is.
          await dir.removePage(generation, language, page);
          if (!(error instanceof RenderFailed) || !page.startsWith('/notices/')) log(`${setup.site.schoolCode} ${page} (${language}) was not prerendered`, error);
        }
      }
    }
    return written;
  }

  async function renderSchool(school: School, changed: ChangedPages): Promise<void> {
    const setup = await setupOf(school);
    if (!setup) return dir.unlinkHostsOf(school.id);
    setConfig(setup.config); // the school's calls, for its list of pages
    const started = Date.now();
    const current = changed === 'all' ? null : await dir.current(school.id);
    if (current && changed !== 'all') {
      const written = await renderInto(setup, current, changed);
      log(`${school.code}: ${written} pages re-rendered in ${Date.now() - started} ms`);
      return;
    }
    const generation = dir.newGeneration(school.id);
    const written = await renderInto(setup, generation, await schoolPages());
    // A generation stopped halfway, or with nothing in it, is never served (the next publish removes it).
    if (signal?.aborted || written === 0) return;
    await dir.publish(school.id, generation, school.hosts);
    log(`${school.code}: ${written} pages rendered in ${Date.now() - started} ms`);
  }

  let schools = new Map<number, School>();
  let cursor = 0;
  let listed = false;
  /** Schools whose pages are all to be rendered into a new generation, the first first. */
  const pending = new Set<number>();
  async function listSchools(): Promise<void> {
    const answer = await api.schools();
    const gone = [...schools.keys()].filter((id) => !answer.schools.some((school) => school.id === id));
    for (const id of gone) {
      pending.delete(id);
      await dir.unlinkHostsOf(id);
    }
    for (const school of answer.schools) if (!schools.has(school.id)) pending.add(school.id);
    schools = new Map(answer.schools.map((school) => [school.id, school]));
    cursor = answer.cursor;
    listed = true;
  }

  async function followChanges(): Promise<void> {
    const { changes, cursor: next } = await api.changes(cursor);
    cursor = next;
    if (changes.some((change) => change.entity === 'school' && !schools.has(change.schoolId))) await listSchools();
    for (const [schoolId, pages] of changedPagesBySchool(changes)) {
      const school = schools.get(schoolId);
      if (!school) continue;
      // A school's own entry (its names, its being served) may have changed: ask again.
      if (pages === 'all') schools = new Map((await api.schools()).schools.map((one) => [one.id, one]));
      await renderSchool(schools.get(schoolId) ?? school, pages);
    }
  }

  let timedAt = Date.now();
  while (!signal?.aborted) {
    try {
      // The API may still be starting (npm start starts both at once).
      if (!listed) await listSchools();
      if (await followContentRelease()) for (const id of schools.keys()) pending.add(id);
      if (Date.now() - timedAt >= TIMED_MS) {
        timedAt = Date.now();
        for (const school of schools.values()) await renderSchool(school, new Set(TIMED_PAGES));
      }
      await followChanges();
      const [next] = pending;
      if (next !== undefined) {
        // At the end of the line until it is done: a school that fails keeps none waiting behind it.
        pending.delete(next);
        pending.add(next);
        const school = schools.get(next);
        if (school) await renderSchool(school, 'all');
        pending.delete(next);
        continue; // the next school at once, after a look at the feed
      }
    } catch (error) {
      if (signal?.aborted) break;
      if (!listed) log(`The schools could not be listed (${String(error instanceof Error ? (error.cause ?? error) : error)}); trying again`);
      else log('The API could not be followed; trying again', error);
    }
    await sleep(pollMs, signal);
  }
}
