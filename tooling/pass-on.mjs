// @ts-check
// A server that passes requests on (npm start's static server to the API, the bench's TLS front
// to the host): the request's end-to-end headers go, the answer streams back with its own.
import http from 'node:http';
import https from 'node:https';

/** Headers of one connection, not of the message (HTTP/2 refuses them), and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings', 'host']);

/**
 * The headers to pass on; the Host header is the passer's to set.
 * @param {import('node:http').IncomingHttpHeaders | import('node:http2').IncomingHttpHeaders} headers
 */
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/**
 * Passes `req` on to `target` with `headers` besides its own (Host is the target's unless given),
 * and streams the answer back. Unreachable: a 502 saying `unreachable`, or, mid-answer, the
 * answer cut. A visitor who leaves (mid-video) stops the target's answer too.
 * @param {import('node:http').IncomingMessage | import('node:http2').Http2ServerRequest} req
 * @param {import('node:http').ServerResponse | import('node:http2').Http2ServerResponse} res
 * @param {URL} target
 * @param {{ headers?: Record<string, string>, unreachable: string }} options
 */
export function passOn(req, res, target, { headers = {}, unreachable }) {
  const request = (target.protocol === 'https:' ? https : http).request(target, { method: req.method, headers: { ...endToEnd(req.headers), ...headers } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    answer.pipe(/** @type {NodeJS.WritableStream} */ (res));
  });
  request.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end(unreachable);
    else res.destroy();
  });
  res.on('close', () => request.destroy());
  req.pipe(request);
}
