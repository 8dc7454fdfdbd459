import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { HealthConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../uploads/file-store.js';
import { checkSchool } from './checks.js';
import { outsideLinks, publishedPdfs } from './content-checks.js';
import { DAY_MS } from './found.js';
import { probeLinks, type ProbeOptions } from './link-prober.js';
import { outsideStore } from './outside-store.js';
import type { Outside, SiteAnswer } from './outside.js';
import { healthRepository } from './repository.js';
import { readSchoolData, type SchoolData } from './school-data.js';
import { askSite, entryPointOf } from './site-probe.js';

/** The changes that ask for a school's check: what staff publish (not logins, reads, or the checks' own entries). */
const PUBLISHING = ['create', 'update', 'delete', 'publish', 'restore'] as const;
/** A node holds a school's check this long; one that dies mid-check frees it after. */
const HOLD_MS = 2 * 60 * 1000;
/** Each outside request's time-out, and how many hosts are asked at once. */
const REQUEST_MS = 5000;
const HOSTS_AT_ONCE = 8;
/** A publish's or "Check now"'s tries of new and failing links stop after this. */
const CHECK_LINKS_MS = 20_000;
/** A failing link is tried again at most this often outside the night. */
const RETRY_MS = 60 * 1000;
/** The night's tries of every link stop after this; what is left waits for the next night. */
const NIGHT_LINKS_MS = 30 * 60 * 1000;
/** The night starts at 02:00 in India (20:30 UTC), when the schools' sites are least read. */
const NIGHT_STARTS_MS = (20 * 60 + 30) * 60 * 1000;

export interface RunnerOptions {
  db: Kysely<Database>;
  files: FileStore;
  config: HealthConfig;
  log: FastifyBaseLogger;
  now?: () => number;
  /** The bench's count of requests in flight per host. */
  onRequest?: ProbeOptions['onRequest'];
}

/**
 * Site health's background work (issue 50): a school's check when its staff publish or ask
 * ("Check now"), and every school's each night, with the night's try of every outside link
 * first. Any API node may run it: a school's check is claimed in the database, and the night by
 * its number, so two nodes never do the same work. It runs beside the requests, one school at
 * a time, and never inside a publish or a page view.
 */
export function healthRunner({ db, files, config, log, now = Date.now, onRequest }: RunnerOptions) {
  const repository = healthRepository(db);
  const outside = outsideStore(db);
  const entry = entryPointOf(config.entryPoint);
  const iso = () => new Date(now()).toISOString();
  const probing = (budgetMs: number): ProbeOptions => ({ timeoutMs: REQUEST_MS, hosts: HOSTS_AT_ONCE, budgetMs, allowPrivate: config.privateLinks, onRequest });
  const nightOf = (at: number) => Math.floor((at - (NIGHT_STARTS_MS % config.nightMs)) / config.nightMs);

  async function sitesOf(data: SchoolData): Promise<Map<string, SiteAnswer>> {
    if (!entry) return new Map();
    return new Map(await Promise.all(data.hostNames.map(async (host) => [host, await askSite(entry, host, REQUEST_MS)] as const)));
  }

  /**
   * Tries the school's links that are new, not tried for a day, or failing (so a mended link is
   * seen at once), each at most once a minute however often a check is asked for. Not a night:
   * a failure here counts none.
   */
  async function tryNewLinks(urls: string[]): Promise<void> {
    const known = await outside.links(urls);
    const dayAgo = new Date(now() - DAY_MS).toISOString();
    const minuteAgo = new Date(now() - RETRY_MS).toISOString();
    const due = urls.filter((url) => {
      const state = known.get(url);
      return !state || state.checkedAt < dayAgo || (!state.ok && state.checkedAt < minuteAgo);
    });
    if (due.length > 0) await outside.saveLinks(await probeLinks(due, probing(CHECK_LINKS_MS)), null, iso());
  }

  /** Checks one school now and stores what it found. */
  async function checkOne(schoolId: number, { tryLinks }: { tryLinks: boolean }): Promise<void> {
    // The check is as of when it read the data: a publish while it runs asks for the next one.
    const started = iso();
    const data = await readSchoolData(db, schoolId);
    const urls = outsideLinks(data);
    if (tryLinks) await tryNewLinks(urls);
    const learnt: Outside = { links: await outside.links(urls), files: await outside.pdfTexts(publishedPdfs(data), files, iso()), sites: await sitesOf(data) };
    await repository.store(schoolId, checkSchool(data, learnt, now()), started);
  }

  /** The night: every outside link of every school tried once (its failure counted), then every school asked for. */
  async function runNight(night: number): Promise<void> {
    const schools = await db.selectFrom('schools').select('id').where('active', '=', 1).execute();
    const urls = new Set<string>();
    for (const { id } of schools) for (const url of outsideLinks(await readSchoolData(db, id, { versions: false }))) urls.add(url);
    const results = await probeLinks([...urls], probing(Math.min(NIGHT_LINKS_MS, config.nightMs / 2)));
    await outside.saveLinks(results, night, iso());
    await repository.ask(schools.map((school) => school.id), iso());
    log.info({ night, schools: schools.length, links: urls.size, tried: results.length, broken: results.filter((result) => !result.ok).length }, 'site health: the night’s links tried');
  }

  /** Takes the night if no node has: its row in start_up_tasks is the claim (reserve, then check). */
  async function claimNight(night: number): Promise<boolean> {
    const taken = await db
      .insertInto('start_up_tasks')
      .values({ name: `health-night:${config.nightMs}:${night}`, done_at: iso() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(taken.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  let cursor: number | null = null;
  let lastNight: number | null = null;

  /** Starts following the changes from the newest now (what came before is the night's). */
  async function start(): Promise<void> {
    const newest = await db.selectFrom('audit_log').select((eb) => eb.fn.max<number>('id').as('id')).executeTakeFirst();
    cursor = Number(newest?.id ?? 0);
    lastNight = nightOf(now());
  }

  /** Asks for the check of each school whose staff published since the last look. */
  async function followChanges(): Promise<void> {
    if (cursor === null) return start();
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'school_id', 'entity'])
      .where('id', '>', cursor)
      .where('action', 'in', [...PUBLISHING])
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    cursor = Number(rows[rows.length - 1]!.id);
    const schools = rows.filter((row) => row.school_id !== null && row.entity !== 'finding').map((row) => row.school_id as number);
    if (schools.length > 0) await repository.ask(schools, iso());
  }

  /** One round: follow the changes, start the night when one begins, then check every school asked for. */
  async function round(): Promise<void> {
    await followChanges();
    const night = nightOf(now());
    if (lastNight !== null && night > lastNight && (await claimNight(night))) await runNight(night);
    lastNight = night;
    for (let schoolId = await repository.claim(now(), HOLD_MS); schoolId !== null; schoolId = await repository.claim(now(), HOLD_MS)) {
      // A school whose check fails stays claimed for HOLD_MS, then is tried again; the others go on.
      await checkOne(schoolId, { tryLinks: true }).catch((error: unknown) => log.error({ err: error, schoolId }, 'site health: a school’s check failed'));
    }
  }

  return { start, round, checkOne, runNight, nightOf };
}

export type HealthRunner = ReturnType<typeof healthRunner>;
