// @ts-check
// `npm start`: builds whatever has no build yet, then serves each app from its own server on
// its own port, as in production, beside the API with its embedded database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, apiEnv, apps, runtimeConfig } from '@school/tooling/site-config';
import { run, runAll } from './lib/run-all.mjs';

const all = Object.values(apps());
const builds = [...all.map((app) => [app.dir, 'dist/index.html']), ['api', 'dist/server.js']];
for (const [dir, output] of builds) {
  if (!existsSync(path.join(ROOT, dir, output))) {
    console.log(`Building ${dir} (first start)…`);
    await run('npm', ['run', 'build', '-w', dir]);
  }
}

// Settles the login cipher's key before the host and the API both look for it.
runtimeConfig();

runAll([
  ...all.map((app) => ({ name: app.dir, command: process.execPath, args: [path.join(ROOT, 'scripts/serve-app.mjs'), app.dir] })),
  { name: 'api', command: process.execPath, args: [path.join(ROOT, 'api/dist/server.js')], env: apiEnv() },
]);

const host = apps().host;
console.log(`\n  The school site is starting: open http://localhost:${host.port}\n`);
