// @ts-check
// Serves one built app the way production does: precompressed files, entry files and
// manifests revalidated on every load, hashed chunks cached for a year, CORS on remotes so
// the host's origin may load them, and the host's page for every client-side route, with the
// school's head put in as deploy/nginx's SSI does; a page the renderer has prerendered for the
// request's host name and language (docs/decisions/014-prerendered-pages.md) instead of the shell;
// and the schools' stored files (/uploads/), passed on to the API, as the pages load them from
// their own address.
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

/**
 * The file the renderer wrote for this request, as deploy/nginx's host template finds it:
 * `<prerenderDir>/by-host/<host name>/<en|hi>/<route>.html` (`/` is index.html), or null when the
 * request is none a prerendered page answers.
 * @param {string} prerenderDir
 * @param {http.IncomingMessage} req
 */
function prerenderedFile(prerenderDir, req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const host = PLAIN_HOST.exec(req.headers.host ?? '')?.[1]?.toLowerCase();
  const url = req.url ?? '';
  const [route = '', query = ''] = url.split(/\?(.*)/s);
  const lang = Object.hasOwn(PRERENDERED_LANG, query) ? PRERENDERED_LANG[query] : undefined;
  if (!host || !lang || (route !== '/' && !PRERENDERED_ROUTE.test(route))) return null;
  const root = path.resolve(prerenderDir, 'by-host');
  const file = path.join(root, host, lang, `${route === '/' ? 'index' : route.slice(1)}.html`);
  // Both parts are checked above; this holds whatever they let through.
  return file.startsWith(`${root}${path.sep}${host}${path.sep}`) ? file : null;
}

/** A prerendered page's text, or null when the renderer has written none (or it went meanwhile). */
async function readPrerendered(/** @type {string} */ file) {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The host's page for a request, as deploy/nginx/templates/host.conf.template serves it: the
 * prerendered page when `prerendered` names a file the renderer wrote, else the shell (its
 * index.html); /config.json and the head GET /api/Site/Head gives for the request's host name put in (the
 * site data, and on the home page the banner's preload), status 404 when no school has the
 * address (but for the provider's pages), and the head answer's X-Robots-Tag (a demo school's
 * noindex) as the page's. When the API cannot be asked the shell is served as built, and asks it itself.
 * @param {string} dir
 * @param {{ API_URL: string }} config
 * @param {http.IncomingMessage} req
 * @param {string} pathname
 * @param {string | null} prerendered
 */
async function renderPage(dir, config, req, pathname, prerendered) {
  const shell = () => readFile(path.join(dir, 'index.html'), 'utf8');
  const host = hostOf(req.headers.host);
  const query = new URLSearchParams({ host, home: pathname === '/' ? '1' : '0' });
  let status = 200;
  let head = '';
  /** @type {string | null} */
  let robots = null;
  try {
    const answer = await fetch(`${config.API_URL}/Site/Head?${query}`, { signal: AbortSignal.timeout(3000) });
    robots = answer.headers.get('x-robots-tag');
    if (answer.status === 403 && !PLATFORM_PAGE.test(pathname)) status = 404;
    else if (answer.ok) head = await answer.text();
  } catch {
    // The API is down or slow: the page goes out as built.
  }
  if (status !== 200 || !head) return { status, html: await shell(), robots: null };
  const template = (prerendered && (await readPrerendered(prerendered))) ?? (await shell());
  // As JSON.stringify writes it, with "<" escaped so nothing in it can end the data block.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  // Functions, so that no "$&" or "$'" in a school's text is read as a replacement pattern.
  return { status, html: template.replace(SSI_CONFIG, '').replace(RUNTIME_CONFIG, () => configJson).replace(SITE_HEAD, () => head), robots };
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

/** Files of the site that are made for each school by the API, as deploy/nginx passes them on. */
/** @type {Record<string, string>} */
const PER_SCHOOL_FILES = { '/sitemap.xml': 'Sitemap', '/robots.txt': 'Robots', '/notices.rss': 'NoticesRss' };

/**
 * /sitemap.xml, /robots.txt or /notices.rss of the school at the request's address, from the API
 * (GET /api/Site/Sitemap, /Robots or /NoticesRss for the site's origin; the feed's ?lang=hi too,
 * as deploy/nginx passes it), passed on with its status and type: an address no school has is
 * the API's 404.
 * @param {{ API_URL: string }} config
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} route
 */
async function servePerSchoolFile(config, req, res, route) {
  const query = new URLSearchParams({ origin: `http://${req.headers.host ?? ''}` });
  if (new URL(req.url ?? '/', 'http://x').searchParams.get('lang') === 'hi') query.set('lang', 'hi');
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
    const perSchool = Object.hasOwn(PER_SCHOOL_FILES, pathname) ? PER_SCHOOL_FILES[pathname] : undefined;
    if (config && perSchool) {
      void servePerSchoolFile(config(), req, res, perSchool);
      return;
    }
    if (config && isPage(pathname)) {
      const prerendered = prerenderDir && !PLATFORM_PAGE.test(pathname) ? prerenderedFile(prerenderDir, req) : null;
      renderPage(dir, config(), req, pathname, prerendered)
        .then(async ({ status, html, robots }) => {
          const headers = {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
            'X-Content-Type-Options': 'nosniff',
            Vary: 'Accept-Encoding',
            ...(robots ? { 'X-Robots-Tag': robots } : {}),
          };
          if (!/\bgzip\b/.test(String(req.headers['accept-encoding']))) return res.writeHead(status, headers).end(html);
          res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' }).end(await gzip(html));
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
