// @ts-check
// A remote's build and the host's contract, read from disk for the check of
// tooling/remote-compatibility.mjs: by scripts/check-remotes.mjs and scripts/release-remote.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { remoteProblems } from '@school/tooling/remote-compatibility';

/**
 * The host's contract. Without one nothing can be checked, so its absence stops the caller.
 * @param {string} file @param {string} hint  where a contract comes from, for the message
 * @returns {import('@school/tooling/remote-compatibility').HostContract}
 */
export function readContract(file, hint) {
  if (!existsSync(file)) throw new Error(`There is no host contract at ${file}: ${hint}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * What keeps the build whose mf-manifest.json is `file` from fitting the host, one sentence each.
 * @param {string} remote @param {string} file
 * @param {import('@school/tooling/remote-compatibility').HostContract} contract
 */
export function buildProblems(remote, file, contract) {
  if (!existsSync(file)) return [`there is no build: ${file} is missing`];
  /** @type {unknown} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [`${file} is not JSON`];
  }
  return remoteProblems(remote, manifest, contract);
}

/** A remote's problems as lines to print under its name. @param {string[]} problems */
export const problemLines = (problems) => problems.map((problem) => `  - ${problem}`).join('\n');
