// @ts-check
// `npm start`: builds whatever has no build yet, then serves each app from its own server on
// its own port, as in production, beside the API with its embedded database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, apiEnv, apps, rendererToken, runtimeConfig } from '@school/tooling/site-config';
import { run, runAll } from './lib/run-all.mjs';

const all = Object.values(apps());
const builds = [...all.map((app) => [app.dir, 'dist/index.html']), ['host', 'dist-server/renderer.cjs'], ['remote-content', 'dist-server/app.cjs'], ['api', 'dist/server.js']];
for (const [dir, output] of builds) {
  if (!existsSync(path.join(ROOT, dir, output))) {
    console.log(`Building ${dir} (first start)…`);
    await run('npm', ['run', 'build', '-w', dir]);
  }
}

// Settles the login cipher's key and the renderer's before the processes that share them look for them.
runtimeConfig();
rendererToken();

runAll([
  ...all.map((app) => ({ name: app.dir, command: process.execPath, args: [path.join(ROOT, 'scripts/serve-app.mjs'), app.dir] })),
  { name: 'api', command: process.execPath, args: [path.join(ROOT, 'api/dist/server.js')], env: apiEnv() },
  // Prerenders the schools' public pages, which the host serves once they are there (decision 014).
  { name: 'renderer', command: process.execPath, args: [path.join(ROOT, 'scripts/prerender.mjs')] },
]);

const host = apps().host;
console.log(`\n  The school site is starting: open http://localhost:${host.port}\n`);
