// @ts-check
// Loads one page in a fresh browser context (cold cache) and records every network request it
// makes through the Chrome DevTools Protocol, which knows the bytes that crossed the wire.
/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('./site.mjs').Site} Site */

/**
 * One request as the browser saw it.
 * @typedef {object} RequestRecord
 * @property {string} url
 * @property {string} method
 * @property {string} resourceType CDP's type: Document, Script, Fetch, Stylesheet, Image...
 * @property {number | null} status HTTP status, null when no response arrived
 * @property {string} mimeType
 * @property {string | null} contentEncoding the response's Content-Encoding (br, gzip) or null
 * @property {number | null} contentLength the response's Content-Length header, if any
 * @property {boolean} fromCache served from the memory or disk cache, not the network
 * @property {number} wireBytes bytes received for it: response headers and encoded body
 * @property {number} headerBytes bytes of the response's status line and headers
 * @property {number} bodyBytes encoded (compressed, as sent) body bytes
 * @property {number} decodedBytes body bytes after decompression
 * @property {string | null} failure why it failed, when it did
 * @property {boolean} done finished or failed
 */

/**
 * @typedef {object} PageLoad
 * @property {string} path
 * @property {string} url
 * @property {string} heading the text of the page's main heading once rendered
 * @property {RequestRecord[]} requests
 * @property {string[]} pageErrors uncaught exceptions and console errors
 */

const QUIET_MS = 500;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `path` on the site and waits until the main content is rendered and the network has
 * been quiet for half a second.
 * @param {Browser} browser
 * @param {Site} site
 * @param {string} path
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<PageLoad>}
 */
export async function measurePage(browser, site, path, { timeoutMs = 30_000 } = {}) {
  // The figures are gzip, as the design asks; Chromium would otherwise prefer Brotli, which
  // the servers also offer (about 15% smaller for our JavaScript). No service worker: the host's
  // registers on the first visit and then answers the remotes' files, and the DevTools protocol
  // counts 0 bytes for an answer it gave (remoteEntry.js's 20 kB went uncounted in one run out
  // of two, as the worker took over before or after it was asked for). A first visit's
  // downloads are the same without it.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });

    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, RequestRecord>} */
    const byId = new Map();
    /** @type {RequestRecord[]} */
    const requests = [];
    /** @type {Map<string, number>} */
    const headerBytes = new Map();
    let lastActivity = Date.now();

    /** @param {string} id */
    const record = (id) => byId.get(id);
    /** @param {RequestRecord} entry @param {number} encodedDataLength */
    const finish = (entry, encodedDataLength, id = '') => {
      entry.done = true;
      entry.wireBytes = encodedDataLength;
      if (!entry.fromCache) {
        entry.headerBytes = headerBytes.get(id) ?? 0;
        // What the response's headers took is known once their raw text arrives (HTTP/1.1);
        // the rest is the body exactly as it was sent, compressed if it was compressed.
        entry.bodyBytes = Math.max(0, encodedDataLength - entry.headerBytes);
      }
    };

    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      const previous = byId.get(event.requestId);
      if (previous && event.redirectResponse) {
        previous.status = event.redirectResponse.status;
        finish(previous, event.redirectResponse.encodedDataLength, event.requestId);
      }
      if (!/^https?:/.test(event.request.url)) return;
      /** @type {RequestRecord} */
      const entry = {
        url: event.request.url,
        method: event.request.method,
        resourceType: event.type ?? 'Other',
        status: null,
        mimeType: '',
        contentEncoding: null,
        contentLength: null,
        fromCache: false,
        wireBytes: 0,
        headerBytes: 0,
        bodyBytes: 0,
        decodedBytes: 0,
        failure: null,
        done: false,
      };
      byId.set(event.requestId, entry);
      requests.push(entry);
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      if (event.headersText) headerBytes.set(event.requestId, Buffer.byteLength(event.headersText));
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const entry = record(event.requestId);
      if (entry) entry.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      lastActivity = Date.now();
      const entry = record(event.requestId);
      if (!entry) return;
      const { response } = event;
      /** @param {string} name */
      const header = (name) =>
        Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
      entry.resourceType = event.type;
      entry.status = response.status;
      entry.mimeType = response.mimeType;
      entry.contentEncoding = header('content-encoding');
      const length = header('content-length');
      entry.contentLength = length === null ? null : Number(length);
      entry.fromCache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
    });
    cdp.on('Network.dataReceived', (event) => {
      lastActivity = Date.now();
      const entry = record(event.requestId);
      if (entry) entry.decodedBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      const entry = record(event.requestId);
      if (entry) finish(entry, event.encodedDataLength, event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => {
      lastActivity = Date.now();
      const entry = record(event.requestId);
      if (!entry) return;
      entry.done = true;
      entry.failure = event.canceled ? 'canceled' : event.errorText;
    });
    await cdp.send('Network.enable');

    const url = new URL(path, site.url).href;
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });

    // Every page's content, whichever remote renders it, starts with a heading in <main>;
    // while a remote loads, <main> holds only a "Loading…" status.
    const heading = page.locator('main h1').first();
    await heading.waitFor({ state: 'visible', timeout: timeoutMs });
    if ((await page.locator('main [role="alert"]').count()) > 0) {
      throw new Error(`${path}: the page shows an error instead of its content: ${await heading.innerText()}`);
    }
    const headingText = (await heading.innerText()).trim();
    if (/^404\b/.test(headingText)) throw new Error(`${path}: the site answered with its 404 page`);

    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    // Playwright's 'networkidle' may have been reached before the remote was requested; wait
    // for a quiet spell after the content appeared as well.
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const busy = requests.filter((entry) => !entry.done);
      if (busy.length === 0 && Date.now() - lastActivity >= QUIET_MS) break;
      if (Date.now() > deadline) {
        throw new Error(`${path}: the network was still busy after ${timeoutMs} ms: ${busy.map((entry) => entry.url).join(', ')}`);
      }
      await sleep(50);
    }

    await cdp.detach();
    return { path, url, heading: headingText, requests, pageErrors };
  } finally {
    await context.close();
  }
}

/**
 * @typedef {object} FirstPaintWithoutJs
 * @property {string} path
 * @property {string | null} heading the main heading's text with JavaScript off, null when none is shown
 * @property {boolean} schoolNameShown whether the header shows the school's name
 */

/**
 * Loads `path` with JavaScript off: what a prerendered page paints before any script runs. Its
 * main heading and the school's name in the header must be there already.
 * @param {Browser} browser
 * @param {Site} site
 * @param {string} path
 * @param {string} schoolName
 * @returns {Promise<FirstPaintWithoutJs>}
 */
export async function firstPaintWithoutJs(browser, site, path, schoolName) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(new URL(path, site.url).href, { waitUntil: 'load' });
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    const schoolNameShown = await page.getByRole('banner').getByText(schoolName, { exact: true }).first().isVisible();
    return { path, heading: (await heading.isVisible()) ? (await heading.innerText()).trim() : null, schoolNameShown };
  } finally {
    await context.close();
  }
}
