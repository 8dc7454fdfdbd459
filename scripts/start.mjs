// @ts-check
// `npm start`: builds whatever app has no build yet, then serves each app from its own server
// on its own port, as in production.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, apps } from '@school/tooling/site-config';
import { run, runAll } from './lib/run-all.mjs';

const all = Object.values(apps());
for (const app of all) {
  if (!existsSync(path.join(ROOT, app.dir, 'dist', 'index.html'))) {
    console.log(`Building ${app.dir} (first start)…`);
    await run('npm', ['run', 'build', '-w', app.dir]);
  }
}

runAll(all.map((app) => ({ name: app.dir, command: process.execPath, args: [path.join(ROOT, 'scripts/serve-app.mjs'), app.dir] })));

const host = apps().host;
console.log(`\n  The school site is starting: open http://localhost:${host.port}\n`);
