// @ts-check
// Serves one built app the way production does: precompressed files, entry files and
// manifests revalidated on every load, hashed chunks cached for a year, CORS on remotes so
// the host's origin may load them, and the host's page for every client-side route.
import http from 'node:http';
import sirv from 'sirv';

/** Chunks and assets carry a content hash: a new release gives them new names. */
const HASHED = /\.[0-9a-f]{8}\.\w+$/;

/**
 * @param {{ dir: string, port: number, isHost: boolean, config?: () => unknown }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ dir, port, isHost, config }) {
  const files = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    // Every client-side route of the host is its index.html.
    single: isHost,
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Cache-Control',
        // Entry files, manifests and index.html keep their names, so they are revalidated.
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const server = http.createServer((req, res) => {
    if (!isHost) res.setHeader('Access-Control-Allow-Origin', '*');
    if (config && req.url?.split('?')[0] === '/config.json') {
      // As deploy/nginx serves it: a release switches remotes in it, so it is never cached.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(config()));
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
