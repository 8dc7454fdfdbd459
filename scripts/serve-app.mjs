// @ts-check
// Serves one built app on its own port, as if deployed alone: `node scripts/serve-app.mjs host`.
import path from 'node:path';
import { ROOT, apps, dataDirOf, runtimeConfig } from '@school/tooling/site-config';
import { startStaticServer } from '@school/tooling/static-server';

const byDir = Object.values(apps()).find((app) => app.dir === process.argv[2]);
if (!byDir) {
  console.error(`Usage: serve-app.mjs <${Object.values(apps()).map((app) => app.dir).join('|')}>`);
  process.exit(2);
}
const app = byDir;
const server = await startStaticServer({
  dir: path.join(ROOT, app.dir, 'dist'),
  port: app.port,
  isHost: app.isHost,
  config: app.isHost ? () => runtimeConfig() : undefined,
  // Where the renderer writes each school's pages (docs/decisions/014-prerendered-pages.md);
  // until it has written a page, or when it never ran, the host serves its shell.
  prerenderDir: app.isHost ? path.join(dataDirOf(), 'prerendered') : undefined,
});
console.log(`${app.dir} serving on http://localhost:${app.port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
