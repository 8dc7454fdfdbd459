// @ts-check
// `npm run check:remotes`: checks each remote's build (its dist/mf-manifest.json) against the
// host's contract (host/dist/host-contract.json, from the host's build), or one build about to be
// released:
//
//   node scripts/check-remotes.mjs
//   node scripts/check-remotes.mjs --remote <content|schoolAdmin|providerAdmin> --manifest <file> [--contract <file>]
//
// Prints OK or the problems of each remote (tooling/remote-compatibility.mjs says what is
// checked); exits 1 when any remote has one.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, ROOT } from '@school/tooling/site-config';
import { buildProblems, problemLines, readContract } from './lib/remote-builds.mjs';

const { values } = parseArgs({ options: { remote: { type: 'string' }, manifest: { type: 'string' }, contract: { type: 'string' } } });
if (Boolean(values.remote) !== Boolean(values.manifest)) {
  console.error('Usage: check-remotes.mjs [--remote <content|schoolAdmin|providerAdmin> --manifest <file>] [--contract <file>]');
  process.exit(2);
}

const contract = readContract(values.contract ?? path.join(ROOT, 'host/dist/host-contract.json'), "the host's build writes it (npm run build)");
const builds = values.remote && values.manifest
  ? [{ remote: values.remote, file: values.manifest }]
  : Object.entries(apps())
      .filter(([, app]) => !app.isHost)
      .map(([remote, app]) => ({ remote, file: path.join(ROOT, app.dir, 'dist/mf-manifest.json') }));

let failed = false;
for (const { remote, file } of builds) {
  const problems = buildProblems(remote, file, contract);
  if (problems.length === 0) console.log(`${remote}: OK`);
  else console.log(`${remote} does not fit the host (${file}):\n${problemLines(problems)}`);
  failed ||= problems.length > 0;
}
process.exitCode = failed ? 1 : 0;
