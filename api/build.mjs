// @ts-check
// Bundles the API into dist/server.js. Packages from npm stay external (installed beside it);
// the workspace's own @school/shared contracts, written in TypeScript, are bundled in, so the
// API and the forms validate with the very same schemas.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = /** @type {import('esbuild').BuildOptions} */ ({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/server.ts'],
  // The crash test builds its own copy elsewhere: --outfile <path>.
  outfile: process.argv.includes('--outfile') ? process.argv[process.argv.indexOf('--outfile') + 1] : 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  // `npm run dev`: rebuild on every change; `node --watch` restarts the server on each build.
  const context = await (await import('esbuild')).context(options);
  await context.watch();
} else {
  await build(options);
}
