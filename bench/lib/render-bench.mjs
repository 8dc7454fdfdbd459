// @ts-check
// How long the renderer takes to write every public page of three schools in both languages
// (issue 32: under a minute on this machine). The demo content has two schools; the provider
// adds a third through the API, as its area does, and a renderer started afresh writes them all.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { runtimeConfig } from '@school/tooling/site-config';
import { newSchoolFields } from '@school/tooling/new-school';
import { BENCH_PASSWORD, benchLogin, underCipher } from './bench-api.mjs';
import { DEMO_HOSTS, startRenderer } from './site.mjs';

export const RENDER_TARGET_MS = 60_000;

/** The third school's site: Chromium and this machine resolve every *.localhost name to loopback. */
const THIRD_SCHOOL = { code: 'BENCH-3', host: 'school3.localhost' };

/**
 * POST /School/Add as the seeded provider admin: an active school with its Website URL at
 * THIRD_SCHOOL.host, whose site then answers there (with no content of its own yet, as a new
 * school's does).
 * @param {string} api the API's base address, ending in /api
 * @param {NodeJS.ProcessEnv} env the site's (its login cipher)
 */
async function addThirdSchool(api, env) {
  const password = underCipher(runtimeConfig(env).PASSWORD_CIPHER, BENCH_PASSWORD);
  const { token } = await benchLogin(api, { username: env.SEED_PROVIDER_ADMIN_USERNAME, password, userType: 'SGIUser-Admin' });
  if (!token) throw new Error('The provider admin could not log in to add a third school');
  const answer = await fetch(`${api}/School/Add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(newSchoolFields({ name: 'Bench Third School', code: THIRD_SCHOOL.code, host: THIRD_SCHOOL.host, contactPerson: 'Bench' })),
  });
  if (answer.status !== 201) throw new Error(`/School/Add answered ${answer.status}: ${await answer.text()}`);
}

/**
 * Stops the site's renderer (it would render everything again on the new school, on the same
 * two cores), adds the third school, then times a fresh renderer from its start until all three
 * schools' pages are written: the wall time, and each school's own time from its log line.
 * @param {import('./site.mjs').Site} site
 */
export async function benchRender(site) {
  await site.renderer.stop();
  await addThirdSchool(`http://127.0.0.1:${site.apiPort}/api`, site.env);
  const hosts = [...DEMO_HOSTS, THIRD_SCHOOL.host];
  const renderer = await startRenderer(site.env, {
    prerenderDir: path.join(/** @type {string} */ (site.env.DATA_DIR), 'render-bench'),
    hosts,
    schools: hosts.length,
    timeoutMs: 5 * RENDER_TARGET_MS,
  });
  await renderer.stop();
  const schools = renderer.rendered;
  // What a school's site takes on disk (its pages in both languages, their compressed copies and
  // data), for the capacity estimate (docs/decisions/017-past-one-machine.md).
  const folder = path.join(/** @type {string} */ (site.env.DATA_DIR), 'render-bench', 'schools');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name))));
  const bytes = files.reduce((total, file) => total + file.size, 0);
  const wallMs = Math.max(...schools.map((school) => school.atMs));
  return {
    schools,
    pages: schools.reduce((total, school) => total + school.pages, 0),
    /** The schools' folders on disk, in all. */
    bytes,
    /** From the renderer's start (Node, the builds loaded) until the last school's pages were written. */
    wallMs,
    targetMs: RENDER_TARGET_MS,
    pass: wallMs < RENDER_TARGET_MS,
  };
}

/** @param {Awaited<ReturnType<typeof benchRender>>} figures */
export function formatRenderReport(figures) {
  return [
    `Render: ${figures.schools.length} schools, ${figures.pages} pages (every public route, en and hi) in ${(figures.wallMs / 1000).toFixed(1)} s from the renderer's start`,
    `  per school: ${figures.schools.map((school) => `${school.code} ${school.pages} pages in ${(school.ms / 1000).toFixed(1)} s`).join('; ')}`,
    `  on disk: ${(figures.bytes / 1024 / 1024).toFixed(1)} MB in all, ${(figures.bytes / figures.schools.length / 1024 / 1024).toFixed(2)} MB a school (pages, their compressed copies, page data, head files)`,
    `Target (all three schools under ${figures.targetMs / 1000} s): ${figures.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
