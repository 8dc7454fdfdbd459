// @ts-check
// The renderer (decision 014): prerenders every school's public pages and keeps them current
// from the API's change feed. `npm start` runs it beside the apps; in production its container
// runs it with RENDERER_API_URL, PRERENDER_DIR and SITE_ORIGIN set, and follows content releases
// through HOST_CONFIG_FILE (the host's config.json) and CONTENT_RELEASES_DIR. With STORAGE=s3
// (and the API's S3_* settings) it puts each school's folder into the bucket as well, from which
// every web node makes its own copy (scripts/mirror-pages.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, apps, dataDirOf, rendererToken, runtimeConfig } from '@school/tooling/site-config';

const require = createRequire(import.meta.url);
/** @type {{ runRenderer: (options: Record<string, unknown>) => Promise<void>, pagesBucketSettings: (env: NodeJS.ProcessEnv) => unknown }} */
const renderer = require(path.join(ROOT, 'host/dist-server/renderer.cjs'));

const env = process.env;
// Each school's pages name its own school code; the rest of /config.json is every page's.
const pageConfig = runtimeConfig(env);
// A school's address: SITE_ORIGIN with {host} in it (https://{host} in production), else this machine's host port.
const originFormat = env.SITE_ORIGIN ?? `http://{host}:${apps(env).host.port}`;
const bucket = renderer.pagesBucketSettings(env);
const served = env.PRERENDER_DIR ?? path.join(dataDirOf(env), 'prerendered');
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => controller.abort());

await renderer.runRenderer({
  apiUrl: env.RENDERER_API_URL ?? pageConfig.API_URL,
  token: rendererToken(env),
  // With a bucket the folder served is the mirror's (scripts/mirror-pages.mjs); the renderer keeps its own beside it.
  prerenderDir: bucket ? path.join(served, '.renderer') : served,
  hostDist: path.join(ROOT, 'host/dist'),
  contentDir: path.join(ROOT, 'remote-content'),
  hostConfigFile: env.HOST_CONFIG_FILE,
  contentReleasesDir: env.CONTENT_RELEASES_DIR,
  bucket,
  pageConfig,
  originOf: (/** @type {string} */ host) => originFormat.replace('{host}', host),
  signal: controller.signal,
});
