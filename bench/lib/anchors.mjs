// @ts-check
// The two anchors the issue measures a prerendered page against (Lighthouse, same front, same
// window): the same first screen as a static HTML page, and as a plain React SPA. Both are made
// from the page the renderer wrote, so they show exactly what it shows, with the same style
// sheets and pictures from the same origin:
//   - static: the page's HTML with every script taken out;
//   - SPA: the page's head (its style sheets and preloads, no script, no data) with an empty
//     root, and one bundle (React, react-dom and bench/anchors/spa-entry.mjs) that draws the
//     page's markup with React in the browser.
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from '@school/tooling/site-config';

/** Where the front serves the anchors, beside the site's own addresses. */
export const ANCHOR_PATH = '/__bench-anchor/';

/** The SPA anchor's bundle, production React, minified. */
async function spaBundle() {
  const result = await build({
    entryPoints: [path.join(ROOT, 'bench/anchors/spa-entry.mjs')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild made no bundle for the SPA anchor');
  return Buffer.from(file.contents);
}

const withoutScripts = (/** @type {string} */ html) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="?(modulepreload|preconnect)"?[^>]*>/gi, '');

/**
 * @typedef {object} Anchors
 * @property {Map<string, { type: string, body: Buffer }>} files what the front serves under ANCHOR_PATH
 * @property {(pagePath: string) => { static: string, spa: string }} pathsOf the anchors' addresses for a page
 */

/**
 * The anchors of each page: its HTML as the site serves it, fetched from `origin`.
 * @param {string} origin the host's address (e.g. http://localhost:19000)
 * @param {string[]} pagePaths e.g. ['/', '/?lang=hi', '/notices/3']
 * @returns {Promise<Anchors>}
 */
export async function makeAnchors(origin, pagePaths) {
  /** @type {Anchors['files']} */
  const files = new Map();
  files.set(`${ANCHOR_PATH}spa.js`, { type: 'text/javascript; charset=utf-8', body: await spaBundle() });
  const names = new Map(pagePaths.map((pagePath, index) => [pagePath, `page-${index}`]));
  for (const [pagePath, name] of names) {
    const answer = await fetch(new URL(pagePath, origin));
    if (!answer.ok) throw new Error(`${pagePath} answered ${answer.status}: no anchor can be made of it`);
    const html = await answer.text();
    // The markup is what #root holds, up to the page's loader, which ends the body.
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script data-src=/.exec(html);
    if (!root) throw new Error(`${pagePath} is not a prerendered page: no anchor can be made of it`);
    files.set(`${ANCHOR_PATH}${name}-static.html`, { type: 'text/html; charset=utf-8', body: Buffer.from(withoutScripts(html)) });
    const markup = JSON.stringify(root[1]).replace(/</g, '\\u003c');
    const shell = withoutScripts(html.slice(0, root.index))
      .replace(/<link rel="preload" as="image"[^>]*>/g, '') // an SPA knows its pictures only once it has run
      .concat(`<div id="root"></div><script type="application/json" id="anchor-markup">${markup}</script><script type="module" src="${ANCHOR_PATH}spa.js"></script></body></html>`);
    files.set(`${ANCHOR_PATH}${name}-spa.html`, { type: 'text/html; charset=utf-8', body: Buffer.from(shell) });
  }
  return {
    files,
    pathsOf: (pagePath) => ({ static: `${ANCHOR_PATH}${names.get(pagePath)}-static.html`, spa: `${ANCHOR_PATH}${names.get(pagePath)}-spa.html` }),
  };
}

/**
 * An anchor's file as the front sends it: compressed as the site's are where the browser takes
 * it, brotli as the renderer writes a page's copy (host/src/server/prerender-dir.ts, quality 5),
 * else gzip.
 */
export function anchorAnswer(/** @type {{ type: string, body: Buffer }} */ file, /** @type {string | undefined} */ acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding ?? '') ? 'br' : /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : null;
  const brotli = () =>
    zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } });
  return {
    headers: { 'content-type': file.type, 'cache-control': 'no-cache', ...(encoding ? { 'content-encoding': encoding } : {}) },
    body: encoding === 'br' ? brotli() : encoding === 'gzip' ? zlib.gzipSync(file.body) : file.body,
  };
}
