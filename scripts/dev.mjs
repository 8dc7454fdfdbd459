// @ts-check
// `npm run dev`: every app under webpack's dev server, rebuilding on change.
import { apps } from '@school/tooling/site-config';
import { runAll } from './lib/run-all.mjs';

runAll(Object.values(apps()).map((app) => ({ name: app.dir, command: 'npm', args: ['run', 'dev', '-w', app.dir, '--', '--port', String(app.port)] })));
console.log(`\n  Development servers starting: open http://localhost:${apps().host.port}\n`);
