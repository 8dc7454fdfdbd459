import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setConfig, type Language } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import type { Site } from '@school/shared/contracts/site';
import { siteHead } from '@school/shared/contracts/site-head';
import { byNewestStart } from '@school/shared/contracts/alerts-showing';
import { PRERENDER_ROUTES, type ContentChange, type PrerenderAlerts, type PrerenderContent, type PrerenderRemotes, type ServedSchool as School } from '@school/shared/contracts/prerender';
import { changedPagesBySchool, type ChangedPages } from './changed-pages';
import { configuredContent, contentBuildFiles, loadContentBuild, pageStyles, type ContentBuild } from './content-build';
import { contentManifestOf } from './content-versions';
import { ALERTS_FILE } from '@school/shared/contracts/site-data';
import { pagesBucket, type PagesBucketSettings } from './pages-bucket';
import { pagesPublisher } from './pages-publisher';
import { PrerenderDir, SITE_FILES, type SiteFileName } from './prerender-dir';
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
   * when the channel has no stable version (compose's host-config volume); followed, so that a
   * release or rollback re-renders every school that follows it.
   */
  hostConfigFile?: string;
  /**
   * The content remote's releases folder (compose's content-releases volume): each release's
   * server build is in its server/, for the schools that config.json, the channel or a pin puts on it.
   */
  contentReleasesDir?: string;
  /** /config.json as the pages get it, but the school code, which is each school's. */
  pageConfig: Omit<RuntimeConfig, 'SchoolCode'>;
  /** A school's address for a host name: `https://${host}` where the platform is served. */
  originOf: (host: string) => string;
  pollMs?: number;
  /**
   * With STORAGE=s3, the bucket every school's folder is put into once written (pages-publisher.ts),
   * from which each web node makes its own copy (pages-mirror.ts); `prerenderDir` is then this
   * process's alone.
   */
  bucket?: PagesBucketSettings | null;
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
/**
 * How often the schools are listed again, besides when the feed brings a new one: a school
 * listed that has no pages (its render was dropped: its address answered no site, or no page
 * rendered) is queued again, so no school is left without its pages for want of one change.
 */
const LIST_MS = 30_000;
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

/** The API's answers to this process: the feed with its token, and a school's public reads as its pages make them. */
function feed(apiUrl: string, token: string) {
  const get = async <T>(route: string): Promise<T> => {
    const response = await fetch(`${apiUrl}${route}`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    return (await response.json()) as T;
  };
  /** A public answer's text as sent (the page inlines it as it is); null for a 404, an address or school there is none of. */
  const text = async (route: string): Promise<string | null> => {
    const response = await fetch(`${apiUrl}${route}`, { signal: AbortSignal.timeout(10_000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${route.split('?')[0]} answered ${response.status}`);
    return response.text();
  };
  return {
    schools: () => get<{ schools: School[]; cursor: number }>(PRERENDER_ROUTES.schools),
    changes: (after: number) => get<{ changes: ContentChange[]; cursor: number }>(`${PRERENDER_ROUTES.changes}?after=${after}`),
    content: () => get<PrerenderContent>(PRERENDER_ROUTES.content),
    everySchoolsRemotes: () => get<PrerenderRemotes>(PRERENDER_ROUTES.remotes),
    alerts: (schoolId?: number) => get<PrerenderAlerts>(`${PRERENDER_ROUTES.alerts}${schoolId === undefined ? '' : `?school=${schoolId}`}`),
    site: (host: string) => text(`/Site?host=${encodeURIComponent(host)}`),
    remotes: (code: string) => text(`/Site/Remotes?school=${encodeURIComponent(code)}`),
    text,
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

/** A content build loaded for rendering, with its style sheets as pages link them. */
type LoadedBuild = ContentBuild & { stylesFor: SchoolSetup['stylesFor'] };

/**
 * The renderer (decision 014): renders every school's public pages in both languages into a new
 * generation, then follows the API's change feed and re-renders, for the school that wrote, the
 * pages the write changes, within seconds. Each school is rendered with the content build its
 * visitors load by default (decision 015): its pin, else the channel's stable version, else the
 * one the host's config.json names. When that changes for a school (a pin, a promote, a
 * rollback, a release the script made while there is no stable version), the school is rendered
 * again with it, one school at a time, its previous pages served until its new generation is
 * whole; writes are still followed between schools. Runs until `signal` aborts.
 */
export async function runRenderer(options: RendererOptions): Promise<void> {
  const { apiUrl, token, originOf, pollMs = 2000, signal } = options;
  const log = options.log ?? ((message, error) => (error ? console.error(message, error) : console.log(message)));
  const dir = new PrerenderDir(options.prerenderDir);
  const publisher = options.bucket ? pagesPublisher(options.prerenderDir, pagesBucket(options.bucket)) : null;
  const api = feed(apiUrl, token);
  /**
   * Says a condition that holds poll after poll (the API away, a build not here) once, until it
   * ends: `ended` answers whether it had been said, for a line that says it is over.
   */
  const said = new Set<string>();
  const logOnce = (key: string, message: string, error?: unknown) => {
    if (said.has(key)) return;
    if (error === undefined) log(message);
    else log(message, error);
    said.add(key);
  };
  const ended = (key: string) => said.delete(key);
  reachApiAt(options.pageConfig.API_URL, apiUrl);
  const template = await readFile(path.join(options.hostDist, 'index.html'), 'utf8');
  const afterPaint = await readFile(path.join(options.hostDist, 'after-paint.js'), 'utf8');

  /** The content manifest address the host's config.json names (the last one read whole). */
  let configured = options.pageConfig.remotes.content;
  /** The channel's stable version and the pins, as the API answered at the last poll. */
  let versions: PrerenderContent = { stable: null, pins: [], releases: -1 };
  /** The releases (PrerenderContent's) every school's head was last written with; -1 before the first poll. */
  let releasesWritten = -1;
  /** Each school's site data as last written (GET /Site's answer), for its head when only the releases change. */
  const siteJsons = new Map<number, string>();
  /** The content builds loaded, by manifest address: those some school is, or is to be, rendered with. */
  const builds = new Map<string, LoadedBuild>();
  /** Builds that are here but cannot be rendered with: a release never changes, so never tried again. */
  const broken = new Set<string>();
  /** The content build each school's served generation was rendered with. */
  const renderedWith = new Map<number, string>();
  /** Schools with no pages yet for want of their build: rendered once it is here. */
  const waiting = new Set<number>();

  /** The content build of a manifest address, loaded once; null (said once) when it cannot be rendered with. */
  async function buildOf(manifestUrl: string): Promise<LoadedBuild | null> {
    const loaded = builds.get(manifestUrl);
    if (loaded || broken.has(manifestUrl)) return loaded ?? null;
    const files = contentBuildFiles(manifestUrl, options.contentDir, options.contentReleasesDir);
    // Not here (yet): said once, and looked for again at every poll.
    if (!files) {
      logOnce(`absent ${manifestUrl}`, `No server build of ${manifestUrl} is in ${options.contentReleasesDir ?? 'this renderer'}: the schools on it keep the pages they have`);
      return null;
    }
    ended(`absent ${manifestUrl}`);
    try {
      const build = await loadContentBuild(files, manifestUrl);
      const copies = await dir.writeStyles(build.version, build.dist, build.styles.all);
      const copyOf = new Map(build.styles.all.map((file, index) => [file, copies[index] ?? '']));
      const ready: LoadedBuild = {
        ...build,
        stylesFor: (lazyModules) =>
          pageStyles(build.styles, lazyModules).map((file) => ({ href: copyOf.get(file) ?? '', remote: new URL(file, manifestUrl).href })),
      };
      builds.set(manifestUrl, ready);
      return ready;
    } catch (error) {
      log(`The content build of ${manifestUrl} cannot be rendered with: the schools on it keep the pages they have`, error);
      broken.add(manifestUrl);
      return null;
    }
  }

  /**
   * Reads what each school's visitors load now: config.json's address and the API's channel and
   * pins (a promote or a rollback is no school's change, so the feed does not carry it). A school
   * whose build changed, and is here, is queued to be rendered again with it.
   */
  async function followVersions(): Promise<void> {
    configured = (options.hostConfigFile ? await configuredContent(options.hostConfigFile) : null) ?? configured;
    versions = await api.content();
    // A remote's channel or a pin changed: each school's remotes.json and head name the releases its pages load.
    // (Noted as written only once every school's are: a failure tries them all again at the next poll.)
    if (versions.releases !== releasesWritten) {
      if (releasesWritten !== -1) await writeReleases();
      releasesWritten = versions.releases;
    }
    const wanted = new Set<string>();
    for (const school of schools.values()) {
      const manifestUrl = contentManifestOf(school.id, versions, configured);
      wanted.add(manifestUrl);
      const changed = renderedWith.get(school.id) !== manifestUrl && (renderedWith.has(school.id) || waiting.has(school.id));
      if (changed && !pending.has(school.id) && (await buildOf(manifestUrl))) {
        log(`${school.code}: its visitors now load ${manifestUrl}; rendered again with it`);
        pending.add(school.id);
      }
    }
    // A build no school is on, nor is to be on, is let go.
    for (const manifestUrl of builds.keys()) if (!wanted.has(manifestUrl) && ![...renderedWith.values()].includes(manifestUrl)) builds.delete(manifestUrl);
  }

  /**
   * Writes what the web server puts in the head of the shell at a school's addresses (its site
   * data and which release of each remote its pages load, as GET /Site and GET /Site/Remotes
   * answer), the releases alone for its pages (remotes.json), and links its host names to it:
   * its addresses are served from files from then on, pages or not. Its pages hold its site data
   * themselves: a change of it is a change of every page (changed-pages.ts). Answers its site
   * data; null when no school has its address (its addresses are then no school's). A failing
   * API throws, and leaves the files as they are.
   */
  async function writeSite(school: School): Promise<Site | null> {
    const host = school.hosts[0];
    const json = host === undefined ? null : await api.site(host);
    if (json === null) {
      siteJsons.delete(school.id);
      await dir.unlinkHostsOf(school.id);
      return null;
    }
    // Without it the page asks GET /Site/Remotes itself.
    const releases = await api.remotes(school.code).catch((error: unknown) => {
      log(`${school.code}: its remotes' releases could not be read for its head`, error);
      return null;
    });
    return writeSiteWith(school, json, releases);
  }

  /** Writes a school's files beside its pages from its site data and its releases (null: not known just now). */
  async function writeSiteWith(school: School, json: string, releases: string | null): Promise<Site> {
    const site = JSON.parse(json) as Site;
    await dir.writeSite(school.id, school.hosts, {
      head: siteHead(site, json, releases, { home: false, withFiles: true }),
      homeHead: siteHead(site, json, releases, { home: true, withFiles: true }),
      noindex: site.demoContent,
      remotes: releases,
    });
    siteJsons.set(school.id, json);
    return site;
  }

  /**
   * Writes every school's releases (a channel or a pin changed) from one answer for all
   * (GET /Internal/Prerender/Remotes), with its site data as last read: a kill switch reaches
   * every school's remotes.json within a poll, however many schools there are.
   */
  async function writeReleases(): Promise<void> {
    const all = await api.everySchoolsRemotes();
    const pinned = new Map(all.pinned.map(({ schoolId, remotes }) => [schoolId, remotes]));
    const everySchool = JSON.stringify(all.everySchool);
    for (const school of schools.values()) {
      const json = siteJsons.get(school.id);
      const releases = pinned.has(school.id) ? JSON.stringify(pinned.get(school.id)) : everySchool;
      if (json === undefined) await writeSite(school);
      else await writeSiteWith(school, json, releases);
    }
  }

  /** Schools whose alerts.json is to be written again ('all': every school's, after a provider's alert changed, or at the start). */
  let alertsDue: 'all' | Set<number> = 'all';

  /**
   * Writes the alerts.json of the schools whose alerts changed: each school's own and every
   * school's, current and scheduled, so its pages show each from its start to its end by their
   * own clock, and ask the API nothing. A school stays due until its file is written.
   */
  async function writeAlertsDue(): Promise<void> {
    const due = alertsDue === 'all' ? [undefined] : [...alertsDue];
    for (const only of due) {
      const { everySchool, schools: own } = await api.alerts(only);
      const ownBySchool = new Map(own.map(({ schoolId, alerts }) => [schoolId, alerts]));
      for (const school of schools.values()) {
        if (only !== undefined && school.id !== only) continue;
        const alerts = [...(ownBySchool.get(school.id) ?? []), ...everySchool].sort(byNewestStart);
        await dir.writeSiteFile(school.id, ALERTS_FILE, JSON.stringify({ alerts }));
      }
      if (only === undefined) alertsDue = new Set();
      else if (alertsDue !== 'all') alertsDue.delete(only);
    }
  }

  /**
   * Writes the school's sitemap, robots.txt and notices' feeds as the API makes them for its
   * address (its first host name's: the one its pages' canonical addresses name), so the web
   * server need not ask for them. One that fails is left as it was (the web server asks the API
   * for a file not written yet).
   */
  async function writeSiteFiles(school: School): Promise<void> {
    const origin = encodeURIComponent(originOf(school.hosts[0] ?? ''));
    for (const [name, { route, query }] of Object.entries(SITE_FILES) as [SiteFileName, (typeof SITE_FILES)[SiteFileName]][]) {
      const text = await api.text(`${route}?origin=${origin}${query}`).catch((error: unknown) => {
        log(`${school.code}: its ${name} could not be read`, error);
        return null;
      });
      if (text !== null) await dir.writeSiteFile(school.id, name, text);
    }
  }

  function setupOf(school: School, site: Site, content: LoadedBuild): SchoolSetup {
    const config = { ...options.pageConfig, remotes: { ...options.pageConfig.remotes, content: content.manifestUrl }, SchoolCode: school.code };
    return { site, config, origin: originOf(school.hosts[0] ?? ''), template, afterPaint, contentVersion: content.version, stylesFor: content.stylesFor };
  }

  async function renderInto(schoolId: number, setup: SchoolSetup, generation: string, pages: Iterable<string>): Promise<number> {
    let written = 0;
    for (const page of pages) {
      for (const language of LANGUAGES) {
        if (signal?.aborted) return written;
        try {
          const { html, dataFiles } = await renderSchoolPage(setup, page, language);
          for (const data of dataFiles) await dir.writePageData(schoolId, data);
          await dir.writePage(generation, language, page, html);
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
    const site = await writeSite(school);
    if (!site) {
      logOnce(`unserved ${school.id}`, `${school.code}: GET /Site answers no school at ${school.hosts[0] ?? 'its address'} just now; its pages are rendered once it does`);
      return;
    }
    ended(`unserved ${school.id}`);
    const wanted = contentManifestOf(school.id, versions, configured);
    // Until the build its visitors load is here, a school's pages stay made with the build they
    // were (a change re-renders them with it); a school with none yet waits for its build.
    const manifestUrl = (await buildOf(wanted)) ? wanted : renderedWith.get(school.id);
    const content = manifestUrl === undefined ? null : await buildOf(manifestUrl);
    if (!content) {
      waiting.add(school.id);
      return;
    }
    waiting.delete(school.id);
    const setup = setupOf(school, site, content);
    setConfig(setup.config); // the school's calls, for its list of pages
    provideServerRemote('content', content.app);
    const started = Date.now();
    // A few pages go into the served generation only when it was made with the same build.
    const current = changed === 'all' || renderedWith.get(school.id) !== content.manifestUrl ? null : await dir.current(school.id);
    if (current && changed !== 'all') {
      const written = await renderInto(school.id, setup, current, changed);
      await writeSiteFiles(school);
      await dir.sweepPageData(school.id);
      log(`${school.code}: ${written} pages re-rendered in ${Date.now() - started} ms`);
      return;
    }
    const generation = dir.newGeneration(school.id);
    const written = await renderInto(school.id, setup, generation, await schoolPages());
    // A generation stopped halfway, or with nothing in it, is never served (the next publish removes it).
    if (signal?.aborted) return;
    if (written === 0) {
      logOnce(`empty ${school.id}`, `${school.code}: no page rendered; its previous pages, if any, stay served, and it is tried again`);
      return;
    }
    ended(`empty ${school.id}`);
    await dir.publish(school.id, generation);
    await writeSiteFiles(school);
    await dir.sweepPageData(school.id);
    renderedWith.set(school.id, content.manifestUrl);
    log(`${school.code}: ${written} pages rendered with ${content.manifestUrl} in ${Date.now() - started} ms`);
  }

  let schools = new Map<number, School>();
  let cursor = 0;
  let listed = false;
  let listedAt = 0;
  /** Schools whose pages are all to be rendered into a new generation, the first first. */
  const pending = new Set<number>();
  /**
   * Lists the schools: a new one's addresses are served, and it is queued, as is any listed
   * school with no pages served that is not waiting for its build. The feed's cursor starts at
   * the first listing; later ones leave it where the feed is (a change between the two is read).
   */
  async function listSchools(): Promise<void> {
    listedAt = Date.now();
    const answer = await api.schools();
    const gone = [...schools.keys()].filter((id) => !answer.schools.some((school) => school.id === id));
    for (const id of gone) {
      pending.delete(id);
      siteJsons.delete(id);
      await dir.unlinkHostsOf(id);
    }
    // A new school's addresses are served (the shell, with its head) before its pages are rendered.
    for (const school of answer.schools) {
      if (schools.has(school.id)) continue;
      await writeSite(school);
      pending.add(school.id);
      if (alertsDue !== 'all') alertsDue.add(school.id);
    }
    schools = new Map(answer.schools.map((school) => [school.id, school]));
    for (const school of answer.schools) if (!renderedWith.has(school.id) && !waiting.has(school.id)) pending.add(school.id);
    if (!listed) cursor = answer.cursor;
    await dir.markListed();
    listed = true;
  }

  async function followChanges(): Promise<void> {
    const { changes, cursor: next } = await api.changes(cursor);
    for (const change of changes) {
      if (change.entity !== 'alert' || alertsDue === 'all') continue;
      if (change.schoolId === null) alertsDue = 'all';
      else alertsDue.add(change.schoolId);
    }
    if (changes.some((change) => change.entity === 'school' && change.schoolId !== null && !schools.has(change.schoolId))) await listSchools();
    for (const [schoolId, pages] of changedPagesBySchool(changes)) {
      const school = schools.get(schoolId);
      // A write no page shows (a draft, an account, feedback, an alert: its file is written apart) asks nothing more.
      if (!school || (pages !== 'all' && pages.size === 0)) continue;
      // A school's own entry (its names, its being served) may have changed: ask again.
      if (pages === 'all') schools = new Map((await api.schools()).schools.map((one) => [one.id, one]));
      await renderSchool(schools.get(schoolId) ?? school, pages);
    }
    // Moved on only once the changes are followed: a failure reads them again at the next poll.
    cursor = next;
  }

  /** When the bucket's files no manifest names were last swept (pagesPublisher's sweep): once a day, the first once every school is rendered. */
  let sweptAt = 0;
  /** Puts the folders of the schools written since the last time into the bucket (a school gone: its manifest out). */
  async function publishTouched(): Promise<void> {
    if (!publisher) return;
    try {
      for (const schoolId of [...dir.touched]) {
        if (schools.has(schoolId)) await publisher.publishSchool(schoolId);
        else await publisher.removeSchool(schoolId);
        dir.touched.delete(schoolId);
      }
      await publisher.publishPlatform();
      if (listed && pending.size === 0 && Date.now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        log(`The bucket's pages: ${await publisher.sweep()} files no school's pages name any more removed`);
      }
      ended('bucket');
    } catch (error) {
      logOnce('bucket', 'The pages could not be put into the bucket; the web nodes serve the ones before, and it is tried again at every poll', error);
    }
  }

  let timedAt = Date.now();
  while (!signal?.aborted) {
    try {
      // The API may still be starting (npm start starts both at once).
      if (!listed || Date.now() - listedAt >= LIST_MS) await listSchools();
      await followVersions();
      if (Date.now() - timedAt >= TIMED_MS) {
        timedAt = Date.now();
        for (const school of schools.values()) await renderSchool(school, new Set(TIMED_PAGES));
      }
      await followChanges();
      if (ended('api')) log('The API answers again');
      // Pages are rendered whatever becomes of the alerts, which are tried again at the next poll.
      await writeAlertsDue().then(
        () => ended('alerts'),
        (error: unknown) => logOnce('alerts', 'The schools’ alerts could not be written; trying again at every poll', error),
      );
      const [next] = pending;
      if (next !== undefined) {
        // At the end of the line until it is done: a school that fails keeps none waiting behind it.
        pending.delete(next);
        pending.add(next);
        const school = schools.get(next);
        if (school) await renderSchool(school, 'all');
        pending.delete(next);
        await publishTouched();
        continue; // the next school at once, after a look at the feed
      }
    } catch (error) {
      if (signal?.aborted) break;
      // Said once: every 2 s would bury the rest of the log through an outage.
      if (listed) logOnce('api', 'The API could not be followed; trying again at every poll', error);
      else logOnce('api', `The schools could not be listed (${String(error instanceof Error ? (error.cause ?? error) : error)}); trying again at every poll`);
    }
    // What was written is put into the bucket whatever became of the rest.
    await publishTouched();
    await sleep(pollMs, signal);
  }
}
