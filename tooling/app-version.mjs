// @ts-check
// One version for an app's browser and server builds (decision 014): a prerendered page names
// the content remote's version it was made with, and the host hydrates it only when the remote
// it loads has that version. It is a hash of what the build is made of, so the same sources give
// the same version on any machine, and any change of them a new one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/**
 * The version of the app in `dir`: its sources, @school/shared's (bundled into it in part), the
 * build's own tooling and the locked dependencies.
 * @param {string} dir
 */
export function appVersion(dir) {
  const hash = createHash('sha256');
  const inputs = [path.join(dir, 'src'), path.join(root, 'shared/src'), path.join(root, 'tooling')].flatMap(filesUnder);
  for (const file of [...inputs, path.join(root, 'package-lock.json')]) {
    if (/\.test\.tsx?$/.test(file) || !statSync(file).isFile()) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
