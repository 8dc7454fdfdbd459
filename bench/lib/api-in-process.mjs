// @ts-check
// The API's own modules in the bench's process, for a benchmark that drives a part of the API
// itself (site health's night, bench/health-night.mjs). api/dist is one bundle that starts a
// server when imported, so the modules asked for are bundled here from api/src as api/build.mjs
// bundles the server (esbuild; the API's npm packages stay external, @school/shared is bundled
// in), into api/node_modules/.cache/bench/, where they resolve the API's packages as its build
// does. What is measured is the source of this checkout, bundled afresh each run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '@school/tooling/site-config';

const API_DIR = path.join(ROOT, 'api');

/**
 * Bundles and imports the named exports: each name from a module of api/ ('./src/app.ts') or
 * an npm package of the API's ('pdf-lib').
 * @param {string} name the bundle's file name, without .mjs
 * @param {Record<string, string>} exports  exported name → module it is exported from
 * @returns {Promise<any>} the bundle's module (the API's types are TypeScript's, not checked here)
 */
export async function apiModules(name, exports) {
  const { dependencies } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  const outfile = path.join(API_DIR, 'node_modules/.cache/bench', `${name}.mjs`);
  const contents = Object.entries(exports)
    .map(([exported, from]) => `export { ${exported} } from ${JSON.stringify(from)};`)
    .join('\n');
  await build({
    stdin: { contents, resolveDir: API_DIR, loader: 'js' },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'inline',
    external: Object.keys(dependencies),
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}
