// @ts-check
// Serves one built app the way production does: precompressed files, entry files and
// manifests revalidated on every load, hashed chunks cached for a year, CORS on remotes so
// the host's origin may load them, and the host's page for every client-side route, with the
// school's head put in as deploy/nginx's SSI does, from the renderer's files (the API asked only
// where no renderer has written); a page the renderer has prerendered for the request's host
// name and language (docs/decisions/014-prerendered-pages.md), a whole file, instead of the
// shell, and the school's remotes.json and alerts.json beside it; and the
// schools' stored files (/uploads/), passed on to the API, as the pages load them from their
// own address.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { passOn } from './pass-on.mjs';

/** Chunks and assets carry a content hash: a new release gives them new names. */
const HASHED = /\.[0-9a-f]{8}\.\w+$/;

/** The directives of the host's index.html that nginx's SSI carries out. */
const SSI_CONFIG = '<!--#config errmsg="" -->';
const RUNTIME_CONFIG = '<!--#include virtual="/config.json" -->';
const SITE_HEAD = '<!--#include virtual="/_site-head" -->';

/** A client-side route (no file extension) or the page itself: the host's index.html. */
const isPage = (/** @type {string} */ pathname) => pathname === '/index.html' || !/\.\w+$/.test(pathname);

const gzip = promisify(zlib.gzip);

/** The Host header's name, without its port; '' for one that is no host name (no school has it). */
function hostOf(/** @type {string | undefined} */ header) {
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return '';
  }
}

/** The provider's login and area: they belong to no school, so an address no school has serves them (200). */
const PLATFORM_PAGE = /^\/sgi-(login|admin)(\/|$)/;

/** Where the host serves the renderer's copies of the content remote's style sheets (host/src/server/prerender-dir.ts). */
const CONTENT_STYLES_PATH = '/content-styles/';

/**
 * A Host header that names a host (letters, digits, hyphens, dots between labels; a port and
 * nginx's one trailing dot dropped) gives the folder its prerendered pages are under; anything
 * else ("../..", "a/b", NUL, "[::1]") none, so it can never name a folder outside.
 */
const PLAIN_HOST = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\.?(?::\d{1,5})?$/i;
/**
 * A route the renderer can have written, as the browser sends it: segments of the routes'
 * characters, no dot, no percent sign and no trailing slash. An encoded or otherwise unusual
 * form of a route gets the shell, whose router shows it as it always did.
 */
const PRERENDERED_ROUTE = /^(?:\/[A-Za-z0-9_&-]+)+$/;
/** The query strings a prerendered page answers, and its language for each: any other query (?page=2) is the shell's. */
/** @type {Record<string, 'en' | 'hi'>} */
const PRERENDERED_LANG = { '': 'en', 'lang=en': 'en', 'lang=hi': 'hi' };

/** The school's folder the renderer linked for the request's host name (host/src/server/prerender-dir.ts), or null for a name that can name none. */
function siteFolder(/** @type {string} */ prerenderDir, /** @type {http.IncomingMessage} */ req) {
  const host = PLAIN_HOST.exec(req.headers.host ?? '')?.[1]?.toLowerCase();
  return host ? path.join(path.resolve(prerenderDir, 'by-host'), host) : null;
}

/**
 * The file the renderer wrote for this request, as deploy/nginx's host template finds it:
 * `<prerenderDir>/by-host/<host name>/current/<en|hi>/<route>.html` (`/` is index.html), or null
 * when the request is none a prerendered page answers.
 * @param {string} prerenderDir
 * @param {http.IncomingMessage} req
 */
function prerenderedFile(prerenderDir, req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const folder = siteFolder(prerenderDir, req);
  const url = req.url ?? '';
  const [route = '', query = ''] = url.split(/\?(.*)/s);
  const lang = Object.hasOwn(PRERENDERED_LANG, query) ? PRERENDERED_LANG[query] : undefined;
  if (!folder || !lang || (route !== '/' && !PRERENDERED_ROUTE.test(route))) return null;
  const file = path.join(folder, 'current', lang, `${route === '/' ? 'index' : route.slice(1)}.html`);
  // Both parts are checked above; this holds whatever they let through.
  return file.startsWith(`${folder}${path.sep}current${path.sep}`) ? file : null;
}

/** A file's text, or null when the renderer has written none (or it went meanwhile). */
async function readWritten(/** @type {string} */ file) {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Whose address the request is at, as deploy/nginx's host template tells: the head the renderer
 * wrote in the school's folder (and noindex there for a demo school); no folder, when the
 * renderer has listed every school (PRERENDER_DIR/listed), no school's; else what the API's GET
 * /Site/Head says (403: no school's; down or slow: unknown, the page goes out as built).
 * @param {string | undefined} prerenderDir
 * @param {{ API_URL: string }} config
 * @param {http.IncomingMessage} req
 * @param {boolean} home
 * @returns {Promise<{ known: boolean | null, head: string, robots: string | null }>}
 */
async function siteHeadFor(prerenderDir, config, req, home) {
  const folder = prerenderDir ? siteFolder(prerenderDir, req) : null;
  const head = folder ? await readWritten(path.join(folder, home ? 'head-home.html' : 'head.html')) : null;
  if (folder && head !== null) return { known: true, head, robots: (await readWritten(path.join(folder, 'noindex'))) === null ? null : 'noindex' };
  if (prerenderDir && (await readWritten(path.join(prerenderDir, 'listed'))) !== null) return { known: false, head: '', robots: null };
  try {
    const query = new URLSearchParams({ host: hostOf(req.headers.host), home: home ? '1' : '0' });
    const answer = await fetch(`${config.API_URL}/Site/Head?${query}`, { signal: AbortSignal.timeout(3000) });
    if (answer.status === 403) return { known: false, head: '', robots: null };
    if (answer.ok) return { known: true, head: await answer.text(), robots: answer.headers.get('x-robots-tag') };
  } catch {
    // The API is down or slow: the page goes out as built.
  }
  return { known: null, head: '', robots: null };
}

/**
 * The host's page for a request, as deploy/nginx/templates/host.conf.template serves it: the
 * prerendered page when `prerendered` names a file the renderer wrote, else the shell (its
 * index.html); /config.json and the school's head put in (siteHeadFor: the site data, and on the
 * home page the banner's preload), status 404 when no school has the address (but for the
 * provider's pages), and a demo school's noindex as the page's X-Robots-Tag. When whose address
 * it is cannot be told the shell is served as built, and asks the API itself. `copies`: the
 * prerendered file whose precompressed copies are this page's (encoded).
 * @param {string} dir
 * @param {{ API_URL: string }} config
 * @param {http.IncomingMessage} req
 * @param {string} pathname
 * @param {{ prerenderDir?: string, prerendered: string | null }} files
 * @returns {Promise<{ status: number, html: string, robots: string | null, copies: string | null }>}
 */
async function renderPage(dir, config, req, pathname, { prerenderDir, prerendered }) {
  const shell = () => readFile(path.join(dir, 'index.html'), 'utf8');
  const { known, head, robots } = await siteHeadFor(prerenderDir, config, req, pathname === '/');
  if (!known) return { status: known === false && !PLATFORM_PAGE.test(pathname) ? 404 : 200, html: await shell(), robots, copies: null };
  // A prerendered page holds no directive: it goes as it is, with its precompressed copies.
  const page = prerendered ? await readWritten(prerendered) : null;
  if (page !== null) return { status: 200, html: page, robots, copies: prerendered };
  const template = await shell();
  // As JSON.stringify writes it, with "<" escaped so nothing in it can end the data block.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  // Functions, so that no "$&" or "$'" in a school's text is read as a replacement pattern.
  return { status: 200, html: template.replace(SSI_CONFIG, '').replace(RUNTIME_CONFIG, () => configJson).replace(SITE_HEAD, () => head), robots, copies: null };
}

/**
 * The page's bytes in the encoding the browser takes, as deploy/nginx sends them: a prerendered
 * page's own precompressed copy (brotli_static, gzip_static) where the renderer wrote one beside
 * it, else gzipped here (gzip on), else as it is.
 * @param {{ html: string, copies: string | null }} page
 * @param {string} acceptEncoding
 * @returns {Promise<{ encoding: string | null, body: string | Buffer }>}
 */
async function encoded({ html, copies }, acceptEncoding) {
  for (const encoding of ['br', 'gzip']) {
    if (!copies || !new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    const copy = await readFile(`${copies}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
    if (copy) return { encoding, body: copy };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', body: await gzip(html) };
  return { encoding: null, body: html };
}

/**
 * A school's stored file (/uploads/…), which its pages load from their own address (mediaUrl):
 * passed on to the API as asked (a video's Range, a revalidation), its answer streamed back
 * with the API's headers, as deploy/nginx does. Only read: anything else is a 405.
 * @param {{ API_URL: string }} config
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function passMediaOn(config, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
    return;
  }
  passOn(req, res, new URL(req.url ?? '/', new URL(config.API_URL, 'http://localhost')), { unreachable: 'The site’s API could not be reached' });
}

/** What a page reads from its school's folder, as the renderer wrote it: which release of each remote it loads (after its first paint), and its banner's alerts (every minute). */
const WRITTEN_JSON = new Set(['/remotes.json', '/alerts.json']);

/**
 * One of WRITTEN_JSON of the school at the request's address, as the renderer wrote it in its
 * folder, as deploy/nginx serves it: never cached; none written, 404 (the page asks the API).
 * @param {string} prerenderDir
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} pathname
 */
async function serveWrittenJson(prerenderDir, req, res, pathname) {
  const folder = siteFolder(prerenderDir, req);
  const written = folder ? await readWritten(path.join(folder, pathname.slice(1))) : null;
  if (written === null) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  else res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).end(written);
}

/** A prerendered page's data (host/src/server/prerender-dir.ts's pageDataName): named by what it holds, nothing else. */
const PAGE_DATA = /^\/_page-data\/([A-Za-z0-9_-]{22}\.json)$/;

/**
 * A prerendered page's data for the app's first render, from the school's page-data/ folder, as
 * deploy/nginx serves it: its name says what it holds, so it is kept for good; none, 404.
 * @param {string} prerenderDir
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} name
 */
async function servePageData(prerenderDir, req, res, name) {
  const folder = siteFolder(prerenderDir, req);
  const written = folder ? await readWritten(path.join(folder, 'page-data', name)) : null;
  if (written === null) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  else res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' }).end(written);
}

/** Files of the site that are made for each school by the API, as deploy/nginx passes them on, and their types. */
/** @type {Record<string, string>} */
const PER_SCHOOL_FILES = { '/sitemap.xml': 'Sitemap', '/robots.txt': 'Robots', '/notices.rss': 'NoticesRss' };
/** @type {Record<string, string>} */
const FILE_TYPES = { '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.rss': 'application/rss+xml; charset=utf-8' };

/**
 * /sitemap.xml, /robots.txt or /notices.rss of the school at the request's address, as
 * deploy/nginx serves it: the renderer's copy in the school's folder (host/src/server/prerender-dir.ts's
 * SITE_FILES); an address without a folder, once the renderer has listed every school, a 404; else from the API (GET
 * /api/Site/Sitemap, /Robots or /NoticesRss for the site's origin; the feed's ?lang=hi too),
 * passed on with its status and type: an address no school has is the API's 404.
 * @param {{ API_URL: string }} config
 * @param {string | undefined} prerenderDir
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} pathname
 */
async function servePerSchoolFile(config, prerenderDir, req, res, pathname) {
  const hindi = new URL(req.url ?? '/', 'http://x').searchParams.get('lang') === 'hi';
  const folder = prerenderDir ? siteFolder(prerenderDir, req) : null;
  const name = pathname === '/notices.rss' && hindi ? 'notices-hi.rss' : pathname.slice(1);
  const written = folder ? await readWritten(path.join(folder, name)) : null;
  if (written !== null) {
    const robots = folder && (await readWritten(path.join(folder, 'noindex'))) !== null ? { 'X-Robots-Tag': 'noindex' } : {};
    res.writeHead(200, { 'Content-Type': FILE_TYPES[path.extname(name)] ?? 'text/plain', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...robots });
    res.end(written);
    return;
  }
  // An address the renderer has not linked, once it has listed every school, is no school's.
  const known = folder !== null && (await readWritten(path.join(folder, 'head.html'))) !== null;
  if (!known && prerenderDir && (await readWritten(path.join(prerenderDir, 'listed'))) !== null) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const query = new URLSearchParams({ origin: `http://${req.headers.host ?? ''}` });
  if (hindi) query.set('lang', 'hi');
  const route = PER_SCHOOL_FILES[pathname];
  try {
    const answer = await fetch(`${config.API_URL}/Site/${route}?${query}`, { signal: AbortSignal.timeout(3000) });
    const robots = answer.headers.get('x-robots-tag'); // a demo school's noindex
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'text/plain',
      'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...(robots ? { 'X-Robots-Tag': robots } : {}),
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    res.writeHead(502, { 'Content-Type': 'text/plain' }).end('The site’s API could not be reached');
  }
}

/**
 * A page's validator, as nginx gives its files one: the page is revalidated on every load
 * (no-cache) and a browser or CDN that has it gets a 304 without the body. Weak, as it names the
 * page whatever its encoding (gzip or none).
 */
const etagOf = (/** @type {string} */ html) => `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, as a GET's is). */
function matches(/** @type {string | undefined} */ header, /** @type {string} */ etag) {
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag)));
}

/**
 * The host is served with its configuration (`config`: /config.json, and the API its pages'
 * heads come from); a remote without. `prerenderDir`: the host's prerendered pages (the renderer's
 * DATA_DIR/prerendered), used where there is a file for the request; without it, or without
 * the file, the shell.
 * @param {{ dir: string, port: number, isHost: boolean, config?: () => { API_URL: string }, prerenderDir?: string }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ dir, port, isHost, config, prerenderDir }) {
  const files = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Cache-Control',
        // Entry files, manifests and index.html keep their names, so they are revalidated.
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // The renderer's copies of the content remote's style sheets (PrerenderDir.writeStyles), made
  // while this runs: looked up on each request. Their folder is their build's version.
  const contentStyles = prerenderDir
    ? sirv(path.join(prerenderDir, 'styles'), {
        dev: true,
        // The renderer copies each sheet's precompressed copies beside it.
        gzip: true,
        brotli: true,
        setHeaders(res) {
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      })
    : null;

  const server = http.createServer((req, res) => {
    if (!isHost) res.setHeader('Access-Control-Allow-Origin', '*');
    if (config && req.url?.split('?')[0] === '/config.json') {
      // As deploy/nginx serves it: a release switches remotes in it, so it is never cached.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(config()));
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const pageData = prerenderDir ? PAGE_DATA.exec(pathname)?.[1] : undefined;
    if (prerenderDir && pageData) {
      void servePageData(prerenderDir, req, res, pageData);
      return;
    }
    if (prerenderDir && WRITTEN_JSON.has(pathname)) {
      void serveWrittenJson(prerenderDir, req, res, pathname);
      return;
    }
    if (contentStyles && pathname.startsWith(CONTENT_STYLES_PATH)) {
      req.url = pathname.slice(CONTENT_STYLES_PATH.length - 1);
      contentStyles(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      });
      return;
    }
    if (config && pathname.startsWith('/uploads/')) {
      passMediaOn(config(), req, res);
      return;
    }
    if (config && Object.hasOwn(PER_SCHOOL_FILES, pathname)) {
      void servePerSchoolFile(config(), prerenderDir, req, res, pathname);
      return;
    }
    if (config && isPage(pathname)) {
      const prerendered = prerenderDir && !PLATFORM_PAGE.test(pathname) ? prerenderedFile(prerenderDir, req) : null;
      renderPage(dir, config(), req, pathname, { prerenderDir, prerendered })
        .then(async ({ status, html, robots, copies }) => {
          const headers = {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
            'X-Content-Type-Options': 'nosniff',
            Vary: 'Accept-Encoding',
            ETag: etagOf(html),
            ...(robots ? { 'X-Robots-Tag': robots } : {}),
          };
          if (status === 200 && (req.method === 'GET' || req.method === 'HEAD') && matches(req.headers['if-none-match'], headers.ETag)) return res.writeHead(304, { ETag: headers.ETag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }).end();
          const { encoding, body } = await encoded({ html, copies }, String(req.headers['accept-encoding'] ?? ''));
          res.writeHead(status, encoding ? { ...headers, 'Content-Encoding': encoding } : headers).end(body);
        })
        .catch((/** @type {unknown} */ error) => {
          console.error('Failed to serve the page', error);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
        });
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
