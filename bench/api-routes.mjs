// @ts-check
// A quick load test of single API routes on built APIs, for comparing builds (how the
// response serialization was chosen: docs/decisions/002-api.md). Starts each build on a fresh
// seeded database, logs in as the seeded school and provider admins, then runs autocannon on
// each route in turn:
//   node bench/api-routes.mjs [api/dist/server.js ...] [seconds per window, default 5]
// Several builds run side by side and take turns: BENCH_ROUTES_ROUNDS windows (default 1 for
// one build, 5 for several) per route and build, in alternating order, and the medians are
// printed, so a machine busy with other work disturbs every build alike; measured one after
// the other, two runs of one build differed by more than the builds did.
// Ports from 19_204 (BENCH_ROUTES_PORT moves them). Prints requests/s and p99 per route, and
// the API's CPU time per request (from /proc), which a busy machine disturbs far less.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '@school/tooling/site-config';
import { startApi } from '@school/tooling/start-api';
import { benchApiSetup, benchLogin } from './lib/bench-api.mjs';

const args = process.argv.slice(2);
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const serverFiles = args.filter((arg) => !/^\d+$/.test(arg)).map((file) => path.resolve(file));
if (!serverFiles.length) serverFiles.push(path.join(ROOT, 'api/dist/server.js'));
const rounds = Number(process.env.BENCH_ROUTES_ROUNDS ?? (serverFiles.length > 1 ? 5 : 1));
const firstPort = Number(process.env.BENCH_ROUTES_PORT ?? 19_204);

/** @param {string} base @param {string} route @param {object} body @param {string} [token] */
const post = async (base, route, body, token) =>
  (
    await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

/** @param {string} url @param {object} body @param {string | undefined} token @param {number} duration */
function load(url, body, token, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        connections: 20,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** CPU seconds (user + system) the process has used so far. @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Starts one build on its own port and data folder. @param {string} serverFile @param {number} port */
async function start(serverFile, port) {
  const { dataDir, env, password } = benchApiSetup('school-bench-routes-', port);
  const api = await startApi(env, { serverFile, logs: 'ignore' });
  return { label: path.relative(ROOT, serverFile), base: `http://127.0.0.1:${port}/api`, api, dataDir, password };
}

/** Logs in to a started build and returns the routes to load on it. @param {Awaited<ReturnType<typeof start>>} build */
async function routesOf({ base, password }) {
  const school = (await benchLogin(base, { username: 'schooladmin', password, userType: 'School', SchoolCode: '83181' })).token;
  const provider = (await benchLogin(base, { username: 'sgiadmin', password, userType: 'SGIUser-Admin' })).token;
  const staff = await post(base, '/School/Staff/GetAll', { active: true, schoolCode: '83181' });
  return [
    // The three lists `npm run bench` measures, then calls that check a token and query.
    { name: 'staff list (cached)', route: '/School/Staff/GetAll', body: { active: true, schoolCode: '83181' } },
    { name: 'alumni list (cached)', route: '/School/Alumni/GetAll', body: { active: true, SchoolCode: '83181' } },
    { name: 'event list (cached)', route: '/School/Activity/GetAll', body: { active: true, schoolcode: '83181' } },
    { name: 'staff by id', route: '/School/Staff/GetById', body: { schoolStaffId: staff[0].schoolStaffId }, token: school },
    { name: 'schools list', route: '/School/GetAll', body: { active: true }, token: provider },
    { name: 'users list', route: '/School/User/GetAll', body: { schoolId: 0 }, token: provider },
  ];
}

const builds = await Promise.all(serverFiles.map((file, index) => start(file, firstPort + index)));
try {
  const routes = await Promise.all(builds.map(routesOf));
  /** @type {{ requestsPerSecond: number, p99Ms: number, cpuMicros: number, errors: number }[][][]} per route, build, round */
  const samples = routes[0]?.map(() => builds.map(() => [])) ?? [];
  for (let round = 0; round < rounds; round++) {
    for (const [routeIndex] of samples.entries()) {
      // Alternate which build goes first, so neither always follows the same neighbour.
      const order = builds.map((_, index) => index);
      if (round % 2) order.reverse();
      for (const buildIndex of order) {
        const build = /** @type {Awaited<ReturnType<typeof start>>} */ (builds[buildIndex]);
        const call = routes[buildIndex]?.[routeIndex];
        if (!call) throw new Error('every build has the same routes');
        const { route, body, token } = call;
        const url = `${build.base}${route}`;
        if (round === 0) await load(url, body, token, 2); // the JIT's warm-up, not measured
        const cpuBefore = cpuSeconds(/** @type {number} */ (build.api.pid));
        /** @type {any} */
        const result = await load(url, body, token, seconds);
        samples[routeIndex]?.[buildIndex]?.push({
          requestsPerSecond: result.requests.average,
          p99Ms: result.latency.p99,
          cpuMicros: ((cpuSeconds(/** @type {number} */ (build.api.pid)) - cpuBefore) / result.requests.total) * 1e6,
          errors: result.errors + result.non2xx,
        });
      }
    }
  }
  const each = rounds > 1 ? `${rounds} windows of ${seconds} s per route and build (medians)` : `${seconds} s per route`;
  console.log(`${builds.map((build) => build.label).join(' vs ')}: 20 connections, ${each}, after 2 s of warm-up`);
  for (const [routeIndex, perBuild] of samples.entries()) {
    for (const [buildIndex, runs] of perBuild.entries()) {
      const name = routes[0]?.[routeIndex]?.name ?? '';
      const errors = runs.reduce((sum, run) => sum + run.errors, 0);
      console.log(
        `${name.padEnd(21)} ${median(runs.map((run) => run.requestsPerSecond)).toFixed(0).padStart(7)} req/s   p99 ${String(median(runs.map((run) => run.p99Ms))).padStart(3)} ms   ${median(runs.map((run) => run.cpuMicros)).toFixed(0).padStart(4)} µs CPU/request${builds.length > 1 ? `   ${builds[buildIndex]?.label}` : ''}${errors ? `   ${errors} errors` : ''}`,
      );
    }
  }
} finally {
  for (const { api, dataDir } of builds) {
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
