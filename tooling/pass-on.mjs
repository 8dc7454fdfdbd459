// @ts-check
// What a server that passes requests on (npm start's static server to the API, the bench's
// TLS front to the host) forwards of a request or an answer: its end-to-end headers only.

/** Headers of one connection, not of the message (HTTP/2 refuses them), and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings', 'host']);

/**
 * The headers to pass on; the Host header is the passer's to set.
 * @param {import('node:http').IncomingHttpHeaders | import('node:http2').IncomingHttpHeaders} headers
 */
export const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
