// @ts-check
// `npm run dev`: every app under webpack's dev server, rebuilding on change.
import { apiEnv, apps, runtimeConfig } from '@school/tooling/site-config';
import { runAll } from './lib/run-all.mjs';

runtimeConfig(); // settles the login cipher's key before the API reads it
runAll([
  ...Object.values(apps()).map((app) => ({ name: app.dir, command: 'npm', args: ['run', 'dev', '-w', app.dir, '--', '--port', String(app.port)] })),
  { name: 'api', command: 'npm', args: ['run', 'dev', '-w', 'api'], env: apiEnv() },
]);
console.log(`\n  Development servers starting: open http://localhost:${apps().host.port}\n`);
