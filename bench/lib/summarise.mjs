// @ts-check
// Turns the requests of one page load into the figures the benchmark reports, and checks the
// current stage's targets.
/** @typedef {import('./measure-page.mjs').PageLoad} PageLoad */
/** @typedef {import('./measure-page.mjs').RequestRecord} RequestRecord */
/** @typedef {import('./site.mjs').Site} Site */
/** @typedef {import('./site.mjs').AppName} AppName */

export const REMOTES = /** @type {const} */ (['content', 'schoolAdmin', 'providerAdmin']);
export const ADMIN_REMOTES = /** @type {const} */ (['schoolAdmin', 'providerAdmin']);

/** Chunk names are named after their modules (tooling/webpack-app.mjs). */
export const REACT_DOM_CLIENT_CHUNK = 'react-dom_client';
export const REACT_CHUNK = 'node_modules_react_index_js';
/** Below this a file is left uncompressed on purpose: the build keeps no copy that is not 20 %
    smaller (compression-webpack-plugin's minRatio), and a few hundred bytes gain nothing. */
const COMPRESSIBLE_BYTES = 1024;

/**
 * @typedef {object} ChunkCount
 * @property {number} fetches how many times it came over the network
 * @property {string[]} from the app serving each copy
 */

/**
 * @typedef {object} PageSummary
 * @property {string} path
 * @property {string} url
 * @property {string} heading
 * @property {boolean} prerendered whether the page came from the renderer (else the host's shell)
 * @property {number} requests every http(s) request the page made
 * @property {number} failedRequests no response, or an HTTP status of 400 or more
 * @property {number} jsRequests
 * @property {number} jsWireBytes JavaScript body bytes as sent (compressed)
 * @property {number} jsDecodedBytes JavaScript body bytes after decompression
 * @property {number} totalWireBytes all bytes received: response headers and bodies
 * @property {Record<string, number>} jsEncodings JavaScript responses per Content-Encoding
 * @property {Record<string, { requests: number, wireBytes: number, jsWireBytes: number }>} byOrigin per app, 'api' or 'other'
 * @property {string[]} remotesLoaded the remotes the page requested anything from
 * @property {ChunkCount} reactDomClient
 * @property {ChunkCount} react
 * @property {{ chunk: string, fetches: number, from: string[] }[]} duplicateChunks shared-module chunks fetched more than once
 * @property {string[]} uncompressedJs JavaScript of 1 kB or more sent without Content-Encoding
 * @property {{ url: string, contentLength: number, bodyBytes: number }[]} sizeMismatches where the measured body differs from Content-Length
 * @property {string[]} pageErrors
 * @property {RequestRecord[]} requestLog
 */

/** @param {RequestRecord} entry */
const isJs = (entry) => entry.resourceType === 'Script' || /javascript/i.test(entry.mimeType);

/** @param {RequestRecord} entry */
const overNetwork = (entry) => !entry.fromCache && entry.failure === null && entry.status !== null;

/** The chunk's file name without its content hash: vendors-node_modules_react-dom_client_js.js */
export const chunkName = (/** @type {string} */ url) =>
  (new URL(url).pathname.split('/').pop() ?? '').replace(/\.[0-9a-f]{8}(?=\.js$)/, '');

/**
 * @param {Site} site
 * @returns {(url: string) => string} the app (host, content...) an address belongs to, 'api' or 'other'
 */
function originNamer(site) {
  /** @type {Map<string, string>} */
  const byPort = new Map(Object.entries(site.ports).map(([name, port]) => [String(port), name]));
  byPort.set(String(site.apiPort), 'api');
  return (url) => {
    const { hostname, port } = new URL(url);
    if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) return 'other';
    return byPort.get(port) ?? 'other';
  };
}

/**
 * @param {RequestRecord[]} entries
 * @param {string} fragment
 * @param {(url: string) => string} originOf
 * @returns {ChunkCount}
 */
function countChunk(entries, fragment, originOf) {
  // The host bundles its React and React DOM into its entry (eager, tooling/federation-shared.mjs).
  const matching = entries.filter(
    (entry) => chunkName(entry.url).includes(fragment) || (originOf(entry.url) === 'host' && chunkName(entry.url) === 'main.js'),
  );
  return { fetches: matching.length, from: matching.map((entry) => originOf(entry.url)) };
}

/**
 * @param {PageLoad} load
 * @param {Site} site
 * @returns {PageSummary}
 */
export function summarise(load, site) {
  const originOf = originNamer(site);
  const { requests } = load;
  const fetched = requests.filter(overNetwork);
  const js = fetched.filter(isJs);
  const sum = (/** @type {RequestRecord[]} */ list, /** @type {(e: RequestRecord) => number} */ pick) =>
    list.reduce((total, entry) => total + pick(entry), 0);

  /** @type {PageSummary['byOrigin']} */
  const byOrigin = {};
  for (const entry of requests) {
    const origin = originOf(entry.url);
    byOrigin[origin] ??= { requests: 0, wireBytes: 0, jsWireBytes: 0 };
    byOrigin[origin].requests += 1;
    byOrigin[origin].wireBytes += entry.wireBytes;
    if (overNetwork(entry) && isJs(entry)) byOrigin[origin].jsWireBytes += entry.bodyBytes;
  }

  /** @type {Record<string, number>} */
  const jsEncodings = {};
  for (const entry of js) {
    const encoding = entry.contentEncoding ?? 'none';
    jsEncodings[encoding] = (jsEncodings[encoding] ?? 0) + 1;
  }

  /** @type {Map<string, RequestRecord[]>} */
  const sharedChunks = new Map();
  for (const entry of js) {
    const name = chunkName(entry.url);
    if (!/^(vendors-)?node_modules_|^shared_src/.test(name)) continue;
    sharedChunks.set(name, [...(sharedChunks.get(name) ?? []), entry]);
  }

  return {
    path: load.path,
    url: load.url,
    heading: load.heading,
    prerendered: site.isPrerendered(load.path),
    requests: requests.length,
    failedRequests: requests.filter((entry) => entry.failure !== null || (entry.status ?? 0) >= 400).length,
    jsRequests: js.length,
    jsWireBytes: sum(js, (entry) => entry.bodyBytes),
    jsDecodedBytes: sum(js, (entry) => entry.decodedBytes),
    totalWireBytes: sum(requests, (entry) => entry.wireBytes),
    jsEncodings,
    byOrigin,
    remotesLoaded: REMOTES.filter((remote) => (byOrigin[remote]?.requests ?? 0) > 0),
    reactDomClient: countChunk(js, REACT_DOM_CLIENT_CHUNK, originOf),
    react: countChunk(js, REACT_CHUNK, originOf),
    duplicateChunks: [...sharedChunks]
      .filter(([, copies]) => copies.length > 1)
      .map(([chunk, copies]) => ({ chunk, fetches: copies.length, from: copies.map((entry) => originOf(entry.url)) })),
    uncompressedJs: js.filter((entry) => !entry.contentEncoding && entry.bodyBytes >= COMPRESSIBLE_BYTES).map((entry) => entry.url),
    sizeMismatches: fetched
      .filter((entry) => entry.contentLength !== null && entry.contentLength !== entry.bodyBytes)
      .map((entry) => ({ url: entry.url, contentLength: /** @type {number} */ (entry.contentLength), bodyBytes: entry.bodyBytes })),
    pageErrors: load.pageErrors,
    requestLog: requests,
  };
}

/**
 * @typedef {object} TargetResult
 * @property {string} path
 * @property {string} target
 * @property {boolean} pass
 * @property {string} detail
 */

/** The most JavaScript the home page may take over the wire, gzip-compressed (issue 32). */
export const HOME_JS_BUDGET_BYTES = 166_000;

/**
 * The current stage's targets: the home page loads no admin remote and React DOM once, takes
 * at most HOME_JS_BUDGET_BYTES of JavaScript, and paints its content with none (it is prerendered).
 * @param {PageSummary[]} pages
 * @param {import('./measure-page.mjs').FirstPaintWithoutJs} [withoutJs] the home page loaded with JavaScript off
 * @returns {TargetResult[]}
 */
export function checkTargets(pages, withoutJs) {
  /** @type {TargetResult[]} */
  const results = [];
  const home = pages.find((page) => page.path === '/');
  if (home) {
    const admin = home.remotesLoaded.filter((remote) => /** @type {readonly string[]} */ (ADMIN_REMOTES).includes(remote));
    const reactDom = home.reactDomClient.fetches;
    results.push({
      path: '/',
      target: 'no admin remote loaded, react-dom client fetched once',
      pass: admin.length === 0 && reactDom === 1,
      detail: `admin remotes loaded: ${admin.length ? admin.join(', ') : 'none'}; react-dom client fetched ${reactDom}x${
        reactDom ? ` (from ${home.reactDomClient.from.join(', ')})` : ''
      }`,
    });
    results.push({
      path: '/',
      target: `JavaScript (gzip) at most ${HOME_JS_BUDGET_BYTES / 1000} kB`,
      pass: home.jsWireBytes <= HOME_JS_BUDGET_BYTES,
      detail: `${(home.jsWireBytes / 1000).toFixed(1)} kB in ${home.jsRequests} responses`,
    });
  }
  if (home && withoutJs) {
    const sameHeading = withoutJs.heading === home.heading;
    results.push({
      path: withoutJs.path,
      target: 'first paint needs no JavaScript (with it off, the main heading and the school’s name are shown)',
      pass: sameHeading && withoutJs.schoolNameShown,
      detail: `main heading ${withoutJs.heading === null ? 'not shown' : `"${withoutJs.heading}"${sameHeading ? '' : ` (with JavaScript: "${home.heading}")`}`}; school’s name ${
        withoutJs.schoolNameShown ? 'shown' : 'not shown'
      }`,
    });
  }
  return results;
}
