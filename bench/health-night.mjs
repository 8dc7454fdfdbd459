// @ts-check
// `npm run bench:health`: site health's night (issue 50) over three schools whose every page
// with links links to local stand-ins for outside sites. The API runs in this process on a
// fresh database with the demo content (schools 83181 and 83190) and a third school the
// provider adds through POST /School/Add; its timer is off (HEALTH_CHECKS=0) and the bench
// drives the runner itself, on the real clock: runNight (every outside link of every school
// tried once), then rounds until every school's check has run. Target: at most one request at
// a time to any outside host, and the whole night under 60 s on this machine's 2 cores.
// Reports figures; exits 1 only when the measurement failed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_TOTP_SECRET, ROOT } from '@school/tooling/site-config';
import { newSchoolFields } from '@school/tooling/new-school';
import { apiModules } from './lib/api-in-process.mjs';
import { benchApiSetup, benchLogin } from './lib/bench-api.mjs';
import { rng } from '../api/seed/drawing.mjs';
import { startOutsideSites } from './lib/outside-sites.mjs';
import { table } from './lib/report.mjs';

const PORT = Number(process.env.BENCH_HEALTH_PORT ?? 19_220);
const SITES = 12;
const TARGET_MS = 60_000;
const POLICIES = ['copyright', 'hyperlinking', 'privacy', 'terms', 'moderation', 'accessibility', 'help'];
/** Each policy page's sections, and each section's links (the last of them a page of the site). */
const SECTIONS = 3;
const LINKS_A_SECTION = 5;
const USEFUL_LINKS = 12; // the most the page takes
const SOCIAL_LINKS = 6; // the most the profile takes
/** What outside links answer, by share: most are in order. */
const ANSWERS = /** @type {const} */ ([
  ['ok', 0.7],
  ['gone', 0.1],
  ['nohead', 0.1],
  ['moved', 0.07],
  ['away', 0.03],
]);
/** Links lean on a few sites, as schools' do on the board's and the ministry's: site 0 has 30%, site 1 20%, the others 5% each. */
const SITE_WEIGHTS = [6, 4, ...Array.from({ length: SITES - 2 }, () => 1)];
/** A quarter of a school's outside links are ones every school has (the board's portals). */
const SHARED_SHARE = 0.25;
/** The addresses every school links to. */
const SHARED_LINKS = 16;
const SITE_PATHS = ['/contact', '/rti', '/help', '/privacy-policy', '/faqs', '/rules-2019'];

const api = await apiModules('health-night', {
  buildApp: './src/app.ts',
  loadApiConfig: './src/config.ts',
  migrate: './src/db/database.ts',
  openDatabase: './src/db/database.ts',
  seedIfEmpty: './src/seed/seed.ts',
  healthRunner: './src/modules/health/runner.ts',
  healthRepository: './src/modules/health/repository.ts',
  readSchoolData: './src/modules/health/school-data.ts',
  outsideLinks: './src/modules/health/content-checks.ts',
  hostOf: './src/modules/health/link-prober.ts',
  profileRepository: './src/modules/documents/repository.ts',
  secretBox: './src/modules/auth/second-factor.ts',
  PDFDocument: 'pdf-lib',
  StandardFonts: 'pdf-lib',
});

const { dataDir, env, password } = benchApiSetup('school-bench-health-', PORT, { LOG_LEVEL: 'warn', HEALTH_CHECKS: '0', SEED_TOTP_SECRET: DEMO_TOTP_SECRET });
const config = api.loadApiConfig(env);
const database = api.openDatabase(config);
const outside = await startOutsideSites(SITES);
/** @type {any} */
let app;

/** A call of the API as a signed-in user; answers the JSON, or throws when the status is not the one expected. */
async function call(/** @type {string} */ route, /** @type {string} */ token, /** @type {unknown} */ body, expected = 200) {
  const form = body instanceof FormData;
  const answer = await fetch(`http://127.0.0.1:${PORT}/api${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
  });
  if (answer.status !== expected) throw new Error(`${route} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** GET /School/Health as the school's admin. @param {string} token */
async function healthOf(token) {
  const answer = await fetch(`http://127.0.0.1:${PORT}/api/School/Health`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`/School/Health answered ${answer.status}`);
  return /** @type {{ checkedAt: string | null, pending: boolean, score: number | null, findings: { check: string, severity: string, status: string, where: string, detail: string }[] }} */ (await answer.json());
}

/**
 * A login for the admin of a school the seed made no admin for: added by the provider through
 * /School/User/Add as its area does; then, as the API's tests do for such a user, the password
 * stands as chosen and the second factor on, with the demo's authenticator (benchLogin's).
 * @param {string} provider token @param {number} schoolId @param {string} code
 */
async function adminOf(provider, schoolId, code) {
  const userName = `admin${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const added = await call('/School/User/Add', provider, { fullName: `Admin of ${code}`, userName, password, userType: 'School', active: true, SchoolId: schoolId }, 201);
  const id = added.schoolUserId;
  const sealed = api.secretBox(config.jwtSecret).seal(DEMO_TOTP_SECRET, id);
  await database.db.updateTable('users').set({ must_change_password: 0, totp_secret: sealed, totp_on: 1, totp_last_step: null }).where('id', '=', id).execute();
  return login(userName, code);
}

/** @param {string} username @param {string} code */
async function login(username, code) {
  const { token } = await benchLogin(`http://127.0.0.1:${PORT}/api`, { username, password, userType: 'School', SchoolCode: code });
  if (!token) throw new Error(`${username} of ${code} could not log in`);
  return /** @type {string} */ (token);
}

/** A PDF of one page: typed (drawn with a font, so it has text) or a scan (a picture of a page: no font). @param {boolean} typed @param {string} title */
async function pdf(typed, title) {
  const document = await api.PDFDocument.create();
  const page = document.addPage([420, 595]);
  if (typed) page.drawText(title, { font: await document.embedFont(api.StandardFonts.Helvetica), x: 40, y: 540, size: 14 });
  else page.drawRectangle({ x: 40, y: 40, width: 340, height: 500, opacity: 0.3 });
  return /** @type {Uint8Array<ArrayBuffer>} */ (await document.save());
}

/** @param {string} token @param {Uint8Array<ArrayBuffer>} bytes @param {string} name */
async function upload(token, bytes, name) {
  const form = new FormData();
  form.append('document', new Blob([bytes], { type: 'application/pdf' }), name);
  return /** @type {string} */ ((await call('/School/Page/Upload', token, form, 201)).path);
}

/** A page saved as its editor saves it: read first, then published naming the version read (api/src/test-support/pages.ts). */
async function savePage(/** @type {string} */ token, /** @type {string} */ kind, /** @type {unknown} */ content) {
  const { version } = await call('/School/Page/Get', token, { kind });
  await call('/School/Page/Update', token, { kind, content, baseVersion: version });
}

const dayFromNow = (/** @type {number} */ days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Picks a value by its share. @param {() => number} random @param {readonly (readonly [string, number])[]} shares */
function pick(random, shares) {
  let left = random();
  for (const [value, share] of shares) if ((left -= share) < 0) return value;
  return shares[shares.length - 1]?.[0] ?? '';
}

const SITE_SHARES = SITE_WEIGHTS.map((weight, index) => /** @type {const} */ ([String(index), weight / SITE_WEIGHTS.reduce((a, b) => a + b, 0)]));

/** An outside address named `name`, on a site and with an answer drawn by their shares. @param {() => number} random @param {string} name */
function outsideAddress(random, name) {
  const site = Number(pick(random, SITE_SHARES));
  const answer = pick(random, ANSWERS);
  // A site's old address leads to site 0's (or, from site 0, to site 1's).
  const via = answer === 'away' ? `away/${site === 0 ? 1 : 0}` : answer;
  return `${outside.sites[site]?.origin}/${via}/${name}`;
}

/** What a school writes: its links, policies, social links and disclosure documents; answers how many of each. */
async function fillSchool(/** @type {{ code: string, token: string, id: number }} */ school, /** @type {() => number} */ random, /** @type {string[]} */ shared) {
  let made = 0;
  const outsideUrl = (/** @type {string} */ where) => {
    made += 1;
    return random() < SHARED_SHARE ? (shared[Math.floor(random() * shared.length)] ?? '') : outsideAddress(random, `${school.code}/${where}-${made}`);
  };
  const words = (/** @type {string} */ en, /** @type {string} */ hi) => ({ en, hi });
  const noPicture = { path: '', width: 0, height: 0, alt: words('', '') };

  // Useful links: as many as the page takes, one with words that say nothing of where it leads.
  const links = Array.from({ length: USEFUL_LINKS }, (_, n) => ({
    label: n === 3 ? words('click here', 'यहाँ क्लिक करें') : words(`Portal ${n + 1}`, `पोर्टल ${n + 1}`),
    url: outsideUrl('links'),
    logo: noPicture,
  }));
  await savePage(school.token, 'links', { links });
  let pages = 1;
  let sitePaths = 0;
  for (const kind of POLICIES) {
    const sections = Array.from({ length: SECTIONS }, (_, s) => ({
      heading: words(`Section ${s + 1}`, `खंड ${s + 1}`),
      text: words('What the school does, and where to read more.', 'विद्यालय क्या करता है, और अधिक कहाँ पढ़ें।'),
      links: Array.from({ length: LINKS_A_SECTION }, (_, l) => {
        const last = l === LINKS_A_SECTION - 1;
        if (last) sitePaths += 1;
        return { label: words(`Read more ${l + 1}`, `और जानें ${l + 1}`), url: last ? (SITE_PATHS[Math.floor(random() * SITE_PATHS.length)] ?? '/contact') : outsideUrl(kind) };
      }),
    }));
    await savePage(school.token, kind, { intro: words(`The school’s ${kind} page.`, `विद्यालय का ${kind} पृष्ठ।`), sections });
    pages += 1;
  }
  // The profile's social links, the rest of the profile as it was.
  const profile = await api.profileRepository(database.db).get(school.id);
  const social = Array.from({ length: SOCIAL_LINKS }, (_, n) => ({ name: `Social site ${n + 1}`, url: outsideUrl('social') }));
  await call('/School/Profile/Update', school.token, { ...profile, social });
  pages += 1;
  // Disclosure documents: eight PDFs, one a scan; certificates valid, ending within 30 days, and ended.
  const slots = ['affiliation', 'registration', 'noc', 'rte', 'buildingSafety', 'fireSafety', 'deo', 'waterHealthSanitation'];
  const documents = /** @type {Record<string, Record<string, string>>} */ ({});
  for (const slot of slots) {
    const stored = await upload(school.token, await pdf(slot !== 'noc', `${school.code}: ${slot}`), `${slot}.pdf`);
    documents[slot] = { document: stored, issuedOn: dayFromNow(-400) };
  }
  Object.assign(documents.buildingSafety ?? {}, { validUntil: dayFromNow(300) });
  Object.assign(documents.fireSafety ?? {}, { validUntil: dayFromNow(20) });
  Object.assign(documents.waterHealthSanitation ?? {}, { validUntil: dayFromNow(-5) });
  await savePage(school.token, 'disclosureDocuments', documents);
  pages += 1;
  return { pages, linksWritten: made + sitePaths, outsideLinksWritten: made, sitePaths, pdfs: slots.length };
}

/** The figures; throws when the measurement failed. */
async function measure() {
  await api.migrate(database);
  await api.seedIfEmpty(database.db, config, path.join(ROOT, 'api/seed/media'));
  app = await api.buildApp({ config, database });
  await app.listen({ port: PORT, host: '127.0.0.1' });

  // The schools and their admins' logins.
  const provider = (await benchLogin(`http://127.0.0.1:${PORT}/api`, { username: 'sgiadmin', password, userType: 'SGIUser-Admin' })).token;
  if (!provider) throw new Error('The provider admin could not log in');
  await call('/School/Add', provider, newSchoolFields({ name: 'Bench Third School', code: 'BENCH-3', host: 'school3.localhost', contactPerson: 'Bench' }), 201);
  const idOf = async (/** @type {string} */ code) => /** @type {number} */ ((await database.db.selectFrom('schools').select('id').where('school_code', '=', code).executeTakeFirstOrThrow()).id);
  const schools = [
    { code: '83181', id: await idOf('83181'), token: await login('schooladmin', '83181') },
    { code: '83190', id: await idOf('83190'), token: '' },
    { code: 'BENCH-3', id: await idOf('BENCH-3'), token: '' },
  ];
  for (const school of schools.slice(1)) school.token = await adminOf(provider, school.id, school.code);

  const random = rng(2026);
  const shared = Array.from({ length: SHARED_LINKS }, (_, n) => outsideAddress(random, `portal-${n + 1}`));
  const filled = [];
  for (const school of schools) filled.push(await fillSchool(school, random, shared));

  // Every outside link the night will try must be one of the stand-ins: never a real site.
  /** @type {{ id: number }[]} */
  const active = await database.db.selectFrom('schools').select('id').where('active', '=', 1).execute();
  const hosts = new Set(outside.sites.map((site) => site.host));
  const nightUrls = new Set();
  for (const { id } of active) for (const url of api.outsideLinks(await api.readSchoolData(database.db, id))) nightUrls.add(url);
  const foreign = [...nightUrls].filter((url) => !hosts.has(api.hostOf(url)));
  if (foreign.length > 0) throw new Error(`The night would ask sites outside this machine: ${foreign.slice(0, 3).join(', ')}`);

  // The runner's own view of its requests: per host and overall.
  const seen = { inFlight: 0, mostInFlight: 0, tried: 0, firstStart: 0, lastEnd: 0 };
  /** @type {Map<string, { inFlight: number, mostInFlight: number, tried: number, firstStart: number, lastEnd: number }>} */
  const byHost = new Map();
  const onRequest = (/** @type {string} */ host, /** @type {'start' | 'end'} */ phase) => {
    const at = performance.now();
    const mine = byHost.get(host) ?? { inFlight: 0, mostInFlight: 0, tried: 0, firstStart: at, lastEnd: at };
    byHost.set(host, mine);
    const step = phase === 'start' ? 1 : -1;
    mine.inFlight += step;
    seen.inFlight += step;
    if (phase === 'start') {
      mine.tried += 1;
      seen.tried += 1;
      mine.mostInFlight = Math.max(mine.mostInFlight, mine.inFlight);
      seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
      if (!seen.firstStart) seen.firstStart = at;
    } else {
      mine.lastEnd = at;
      seen.lastEnd = at;
    }
  };
  const runner = api.healthRunner({ db: database.db, files: app.storage.files, config: { ...config.health, privateLinks: true }, log: app.log, onRequest });
  const repository = api.healthRepository(database.db);

  // The night, on the real clock: every link tried, then rounds until each school's check ran.
  const timedNight = async (/** @type {number} */ night) => {
    const nightStarted = new Date().toISOString();
    const started = performance.now();
    await runner.runNight(night);
    const linksMs = performance.now() - started;
    let rounds = 0;
    const waiting = async () => {
      const states = await Promise.all(active.map(({ id }) => repository.health(id)));
      return states.filter((state) => state.pending || !state.checkedAt || state.checkedAt < nightStarted).length;
    };
    while ((await waiting()) > 0) {
      if (rounds === 10) throw new Error('Schools still wait for their check after 10 rounds');
      await runner.round();
      rounds += 1;
    }
    const totalMs = performance.now() - started;
    // Before the first request the night reads every school's links; after the last it stores the answers.
    return { nightStarted, linksMs, readingMs: seen.firstStart - started, storingMs: started + linksMs - seen.lastEnd, checksMs: totalMs - linksMs, rounds, totalMs };
  };
  const night = runner.nightOf(Date.now());
  const { nightStarted, linksMs, readingMs, storingMs, checksMs, rounds, totalMs } = await timedNight(night);

  /** @type {{ answer: string, links: number | bigint }[]} */
  const answers = await database.db
    .selectFrom('health_links')
    .select(['answer'])
    .select((/** @type {any} */ eb) => eb.fn.countAll().as('links'))
    .where('checked_at', '>=', nightStarted)
    .groupBy('answer')
    .execute();
  const perSchool = [];
  for (const [index, school] of schools.entries()) {
    const health = await healthOf(school.token);
    const open = health.findings.filter((finding) => finding.status === 'open');
    /** @type {Record<string, number>} */
    const byCheck = {};
    for (const finding of open) byCheck[finding.check] = (byCheck[finding.check] ?? 0) + 1;
    const links = api.outsideLinks(await api.readSchoolData(database.db, school.id)).length;
    const list = open.map(({ check, severity, where, detail }) => ({ check, severity, where, detail }));
    perSchool.push({ code: school.code, ...filled[index], outsideLinks: links, checkedAt: health.checkedAt, score: health.score, findings: open.length, byCheck, list });
  }
  const sites = structuredClone(outside.sites).map((site) => {
    const mine = byHost.get(site.host);
    return { ...site, linksTried: mine?.tried ?? 0, runnerMostInFlight: mine?.mostInFlight ?? 0, busyMs: mine ? mine.lastEnd - mine.firstStart : 0 };
  });
  const mostAtOneHost = Math.max(...sites.map((site) => site.mostInFlight));
  const mostAtOneHostDirect = Math.max(...sites.map((site) => site.mostInFlightDirect));
  const runnerView = { tried: seen.tried, hosts: byHost.size, mostInFlight: seen.mostInFlight, mostAtOneHost: Math.max(0, ...[...byHost.values()].map((host) => host.mostInFlight)), probingMs: seen.lastEnd - seen.firstStart };
  Object.assign(seen, { mostInFlight: 0, tried: 0, firstStart: 0, lastEnd: 0 });
  byHost.clear();

  // A second night, the next: a link failing on two nights in a row is broken (BROKEN_LINK_NIGHTS),
  // so only now do the schools' broken outside links show.
  const requestsBefore = outside.sites.reduce((total, site) => total + site.requests, 0);
  const next = await timedNight(night + 1);
  /** @type {number[]} */
  const brokenLinks = [];
  for (const school of schools) brokenLinks.push((await healthOf(school.token)).findings.filter((finding) => finding.check === 'externalLink' && finding.status === 'open').length);
  const secondNight = {
    ...next,
    linksTried: seen.tried,
    requests: outside.sites.reduce((total, site) => total + site.requests, 0) - requestsBefore,
    probingMs: seen.lastEnd - seen.firstStart,
    /** Over both nights, as the sites counted. */
    mostInFlightAtOneHost: Math.max(...outside.sites.map((site) => site.mostInFlight)),
    brokenLinkFindings: Object.fromEntries(schools.map((school, index) => [school.code, brokenLinks[index]])),
    timePass: next.totalMs < TARGET_MS,
  };
  return {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), node: process.version },
    schools: perSchool,
    pagesFilled: perSchool.reduce((total, school) => total + school.pages, 0),
    nightUrls: nightUrls.size,
    linksTried: runnerView.tried,
    hosts: runnerView.hosts,
    requests: sites.reduce((total, site) => total + site.requests, 0),
    answers: Object.fromEntries(answers.map((row) => [row.answer, Number(row.links)])),
    mostInFlightAtOneHost: mostAtOneHost,
    /** Leaving out the requests another host's redirect sent there. */
    mostInFlightAtOneHostDirect: mostAtOneHostDirect,
    mostInFlightAtOneHostAsTheRunnerCounts: runnerView.mostAtOneHost,
    mostInFlightOverall: outside.overall.mostInFlight,
    mostInFlightOverallAsTheRunnerCounts: runnerView.mostInFlight,
    linksMs,
    probingMs: runnerView.probingMs,
    readingMs,
    storingMs,
    checksMs,
    rounds,
    totalMs,
    targetMs: TARGET_MS,
    politePass: mostAtOneHost <= 1,
    timePass: totalMs < TARGET_MS,
    secondNight,
    sites: sites.map(({ index, host, requests, byMethod, byStatus, fromElsewhere, mostInFlight, mostInFlightDirect, overlaps, linksTried, runnerMostInFlight, busyMs }) => ({
      index,
      host,
      linksTried,
      requests,
      byMethod,
      byStatus,
      fromElsewhere,
      mostInFlight,
      mostInFlightDirect,
      runnerMostInFlight,
      busyMs,
      overlaps,
    })),
  };
}

/** @param {Awaited<ReturnType<typeof measure>>} figures */
function report(figures) {
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const out = [`Site health's night (issue 50): ${figures.schools.length} schools, ${figures.pagesFilled} pages filled with links (and the disclosure documents' PDFs), ${SITES} local outside sites`, ''];
  out.push(
    table(
      ['School', 'Pages', 'Links written', 'Outside', 'Site paths', 'PDFs', 'Score', 'Open findings', 'By check'],
      figures.schools.map((school) => [
        school.code,
        String(school.pages),
        String(school.linksWritten),
        String(school.outsideLinks),
        String(school.sitePaths),
        String(school.pdfs),
        String(school.score ?? '-'),
        String(school.findings),
        Object.entries(school.byCheck)
          .map(([check, count]) => `${check} ${count}`)
          .join(', '),
      ]),
      [false, true, true, true, true, true, true, true, false],
    ),
  );
  out.push('');
  out.push(
    table(
      ['Host', 'Links', 'Requests', 'HEAD/GET', 'By redirect from another', 'Most at once', '(runner counts)', 'Busy'],
      figures.sites.map((site) => [
        site.host,
        String(site.linksTried),
        String(site.requests),
        `${site.byMethod.HEAD ?? 0}/${site.byMethod.GET ?? 0}`,
        String(site.fromElsewhere),
        String(site.mostInFlight),
        String(site.runnerMostInFlight),
        s(site.busyMs),
      ]),
      [false, true, true, true, true, true, true, true],
    ),
  );
  for (const site of figures.sites) for (const overlap of site.overlaps) out.push(`  ${site.host} had ${overlap.length} at once: ${overlap.join(' | ')}`);
  out.push('');
  out.push(`Links in the night: ${figures.nightUrls} addresses, ${figures.linksTried} tried over ${figures.hosts} hosts; ${figures.requests} requests answered (HEAD, GET after a 405, redirects followed)`);
  out.push(`  answers: ${Object.entries(figures.answers).map(([answer, count]) => `${answer} ${count}`).join(', ')}`);
  out.push(
    `Most requests in flight: at one host ${figures.mostInFlightAtOneHost} as the sites counted (${figures.mostInFlightAtOneHostDirect} leaving out those another host's redirect sent; ` +
      `the runner's onRequest counts ${figures.mostInFlightAtOneHostAsTheRunnerCounts}), overall ${figures.mostInFlightOverall} (runner: ${figures.mostInFlightOverallAsTheRunnerCounts})`,
  );
  out.push(
    `Time: links ${s(figures.linksMs)} (reading the schools' links ${s(figures.readingMs)}, requests from the first to the last ${s(figures.probingMs)}, ` +
      `storing the answers ${s(figures.storingMs)}), checks ${s(figures.checksMs)} (${figures.rounds} round${figures.rounds === 1 ? '' : 's'}), total ${s(figures.totalMs)}`,
  );
  out.push(`Target (at most 1 request at a time to any outside host): ${figures.politePass ? 'PASS' : 'FAIL'} (${figures.mostInFlightAtOneHost})`);
  out.push(`Target (the night under ${figures.targetMs / 1000} s): ${figures.timePass ? 'PASS' : 'FAIL'} (${s(figures.totalMs)})`);
  const second = figures.secondNight;
  out.push('');
  out.push(
    `The next night: ${second.linksTried} links tried, ${second.requests} requests, links ${s(second.linksMs)}, checks ${s(second.checksMs)}, total ${s(second.totalMs)}; ` +
      `most at one host over both nights ${second.mostInFlightAtOneHost}; broken outside links found (failing two nights): ` +
      Object.entries(second.brokenLinkFindings)
        .map(([code, count]) => `${code} ${count}`)
        .join(', '),
  );
  return out.join('\n');
}

let failed = false;
try {
  const figures = await measure();
  console.log(report(figures));
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench-results/health-night.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('\nFigures in bench-results/health-night.json');
} catch (error) {
  console.error('The measurement failed:', error);
  failed = true;
} finally {
  await app?.close();
  await database.close();
  await outside.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
