// @ts-check
// Local stand-ins for the outside sites schools link to: HTTP servers on 127.0.0.1, a port each
// (a host each, as a link check counts hosts: name and port). Each answers after a short delay
// and counts its own requests in flight, so the most it ever had at once is seen from the
// server's side, whoever asked. What a path answers is its first segment's:
//   /ok/…      200
//   /gone/…    404
//   /nohead/…  405 to HEAD (as many servers answer), 200 to GET
//   /moved/…   301 to /ok/… on the same site
//   /away/N/…  302 to site N's /ok/…, marked ?from=<this site> (a site's old address leading
//              to its new one, which pages may also link to directly)
import { createServer } from 'node:http';
// The seed pictures' deterministic random source (mulberry32), so two runs ask the same things.
import { rng } from '../../api/seed/drawing.mjs';

/**
 * @typedef {object} OutsideSite
 * @property {number} index
 * @property {string} origin  http://127.0.0.1:<port>
 * @property {string} host    127.0.0.1:<port>, as the link check names it
 * @property {number} requests  every request it answered
 * @property {Record<string, number>} byMethod
 * @property {Record<string, number>} byStatus
 * @property {number} fromElsewhere  requests that came by another site's redirect
 * @property {number} inFlight
 * @property {number} mostInFlight
 * @property {number} mostInFlightDirect  the most at once of those asked of it directly (not by another site's redirect)
 * @property {string[][]} overlaps  the first few moments it had more than one request: the requests then in flight
 */

/**
 * Starts `count` sites, each answering after `minDelayMs` to `maxDelayMs`.
 * @param {number} count
 * @param {{ minDelayMs?: number, maxDelayMs?: number, seed?: number }} [options]
 */
export async function startOutsideSites(count, { minDelayMs = 10, maxDelayMs = 30, seed = 50 } = {}) {
  const random = rng(seed);
  const overall = { inFlight: 0, mostInFlight: 0 };
  /** @type {OutsideSite[]} */
  const sites = [];
  /** @type {import('node:http').Server[]} */
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    /** @type {Map<number, string>} */
    const current = new Map();
    let next = 0;
    /** @type {OutsideSite} */
    const site = { index, origin: '', host: '', requests: 0, byMethod: {}, byStatus: {}, fromElsewhere: 0, inFlight: 0, mostInFlight: 0, mostInFlightDirect: 0, overlaps: [] };
    let direct = 0;
    const server = createServer((request, response) => {
      const id = (next += 1);
      const url = new URL(request.url ?? '/', site.origin);
      const method = request.method ?? 'GET';
      site.requests += 1;
      site.byMethod[method] = (site.byMethod[method] ?? 0) + 1;
      const redirected = url.searchParams.has('from');
      if (redirected) site.fromElsewhere += 1;
      else site.mostInFlightDirect = Math.max(site.mostInFlightDirect, (direct += 1));
      current.set(id, `${method} ${url.pathname}${url.search}`);
      site.inFlight += 1;
      site.mostInFlight = Math.max(site.mostInFlight, site.inFlight);
      if (site.inFlight > 1 && site.overlaps.length < 5) site.overlaps.push([...current.values()]);
      overall.inFlight += 1;
      overall.mostInFlight = Math.max(overall.mostInFlight, overall.inFlight);
      response.once('close', () => {
        current.delete(id);
        site.inFlight -= 1;
        if (!redirected) direct -= 1;
        overall.inFlight -= 1;
      });
      const [, kind = '', ...rest] = url.pathname.split('/');
      /** @type {[number, Record<string, string>]} */
      let [status, headers] = [200, {}];
      if (kind === 'gone') status = 404;
      else if (kind === 'nohead' && method === 'HEAD') [status, headers] = [405, { allow: 'GET' }];
      else if (kind === 'moved') [status, headers] = [301, { location: `/ok/${rest.join('/')}` }];
      else if (kind === 'away') {
        const [target = '0', ...tail] = rest;
        [status, headers] = [302, { location: `${sites[Number(target)]?.origin}/ok/${tail.join('/')}?from=${index}` }];
      } else if (kind !== 'ok' && kind !== 'nohead') status = 404;
      site.byStatus[status] = (site.byStatus[status] ?? 0) + 1;
      const body = status === 200 ? '<!doctype html><title>An outside page</title><p>Here it is.</p>' : '';
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/html', ...headers }).end(method === 'HEAD' ? undefined : body), minDelayMs + random() * (maxDelayMs - minDelayMs));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(null)));
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    site.origin = `http://127.0.0.1:${address.port}`;
    site.host = `127.0.0.1:${address.port}`;
    sites.push(site);
    servers.push(server);
  }
  return {
    sites,
    overall,
    async close() {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(() => resolve(null)));
        }),
      );
    },
  };
}
