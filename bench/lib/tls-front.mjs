// @ts-check
// The site as production serves it to a visitor: behind a front that ends TLS and speaks
// HTTP/2 (Caddy, deploy/caddy/Caddyfile), which passes each request on to the host's server
// over plain HTTP/1.1. Lighthouse measured on plain HTTP/1.1 sees a fresh connection, and its
// round trips, for most files of the first paint; through HTTP/2 they share the document's
// one connection, as they do for a visitor. The certificate is made for the run
// (self-signed: the browser is told to accept it).
import http2 from 'node:http2';
import selfsigned from 'selfsigned';
import { passOn } from '@school/tooling/pass-on';
import { anchorAnswer } from './anchors.mjs';

/**
 * @typedef {object} TlsFront
 * @property {string} url the front's address, e.g. https://localhost:19205
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the front on `port`, passing every request to `target` (the host's server) with the
 * host name it was asked by, as Caddy does; `files` (the Lighthouse anchors, lib/anchors.mjs)
 * it answers itself.
 * @param {{ port: number, target: string, files?: Map<string, { type: string, body: Buffer }> }} options
 * @returns {Promise<TlsFront>}
 */
export async function startTlsFront({ port, target, files = new Map() }) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048, algorithm: 'sha256' });
  const upstream = new URL(target);
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    const file = files.get(req.url.split('?')[0] ?? '');
    if (file) {
      const { headers, body } = anchorAnswer(file, req.headers['accept-encoding']);
      res.writeHead(200, headers).end(body);
      return;
    }
    const host = req.headers[':authority'] ?? req.headers.host ?? upstream.host;
    passOn(req, res, new URL(req.url, upstream), { headers: { host: String(host), 'x-forwarded-proto': 'https' }, unreachable: 'The site could not be reached' });
  });
  // Open connections (an HTTP/2 session stays open) would keep close() waiting.
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => resolve());
    })
  );
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        })
      ),
  };
}
