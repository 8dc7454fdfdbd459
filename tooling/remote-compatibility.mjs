// @ts-check
// Whether a remote's build fits the host it is released to. A remote sharing React outside the
// host's range or not as a singleton, or lacking a module the host loads, breaks every school's
// pages at the moment it is released; this says so before. `npm run check:remotes` runs it on
// every build, scripts/release-remote.mjs before each release. Pure (no files, no Node-only
// modules) so the API can run the same check on a version it is given.
// @ts-expect-error semver ships no types, and @types/semver is not installed: the two functions used are typed below.
import semverModule from 'semver';

/** @type {{ valid(version: string): string | null, satisfies(version: string, range: string): boolean }} */
const semver = semverModule;

/**
 * What the host's build writes to host-contract.json (tooling/host-contract.mjs).
 * @typedef {object} HostContract
 * @property {Record<string, { singleton: boolean, version: string, requiredVersion: string }>} shared
 *   the modules the host provides, each as one copy for the whole page
 * @property {Record<string, { name: string, exposes: string[] }>} remotes
 *   by their key in config.json: the federation name, and the modules the host loads from it
 */

/**
 * Modules a page can hold only one copy of (React's hooks and a router's context break across
 * copies): a remote may share more than the host provides, but never one of these but as a singleton.
 */
const ONE_COPY_ONLY = /^(react|react-dom|react-router|react-router-dom)(\/|$)/;

/** @typedef {{ name: string, [key: string]: unknown }} Named */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The named entries of a manifest's `shared` or `exposes` list, or null when there is no list.
 * @param {Record<string, unknown>} manifest @param {'shared' | 'exposes'} list @param {string[]} problems
 * @returns {Named[] | null}
 */
function entriesOf(manifest, list, problems) {
  const entries = manifest[list];
  if (!Array.isArray(entries)) {
    problems.push(`the manifest has no ${list} list`);
    return null;
  }
  /** @type {Named[]} */
  const named = entries.filter((entry) => isObject(entry) && typeof entry.name === 'string');
  if (named.length < entries.length) problems.push(`the manifest's ${list} list has an entry without a name`);
  return named;
}

/**
 * A shared module of the remote against the host's copy of it.
 * @param {Named} module @param {HostContract['shared'][string]} host @param {string[]} problems
 */
function checkShared(module, host, problems) {
  const { name, version, requiredVersion } = module;
  if (module.singleton !== true) problems.push(`${name} is not shared as a singleton`);
  if (typeof version !== 'string' || !semver.valid(version)) problems.push(`${name} has no version`);
  else if (!semver.satisfies(version, host.requiredVersion)) problems.push(`${name} ${version} is outside the host's range ${host.requiredVersion}`);
  // The page runs the host's copy: the remote must accept it. (`false` or none: any version.)
  if (typeof requiredVersion === 'string' && !semver.satisfies(host.version, requiredVersion))
    problems.push(`the remote needs ${name} ${requiredVersion}, but the host's is ${host.version}`);
}

/**
 * Whether an address in a manifest leaves the remote's own origin: a scheme (https:, data:,
 * javascript:) or a host (//other.example). Browsers drop tabs and line breaks inside an address
 * and spaces around it, so those go first.
 * @param {string} address
 */
const leavesOrigin = (address) => {
  const read = address.replace(/[\t\n\r]/g, '').trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(read) || /^[\\/]{2}/.test(read);
};

/**
 * Addresses in the manifest that would have the host load code from anywhere but the remote's
 * own origin (where the release's files were copied): its publicPath ('auto', or a path), its
 * entry's, every asset's; and getPublicPath, code the federation runtime would run.
 * @param {Record<string, unknown>} manifest @param {string[]} problems
 */
function checkAddresses(manifest, problems) {
  const meta = isObject(manifest.metaData) ? manifest.metaData : {};
  if ('getPublicPath' in meta) problems.push('the manifest sets getPublicPath, code the host would run');
  /** @type {[string, unknown][]} */
  const named = [["the manifest's publicPath", meta.publicPath]];
  for (const entry of ['remoteEntry', 'ssrRemoteEntry']) {
    const value = meta[entry];
    if (isObject(value)) named.push([`the manifest's ${entry}.path`, value.path], [`the manifest's ${entry}.name`, value.name]);
  }
  /** @param {unknown} value @returns {string[]} */
  const strings = (value) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : isObject(value) ? Object.values(value).flatMap(strings) : []);
  for (const list of ['shared', 'exposes']) {
    const entries = Array.isArray(manifest[list]) ? manifest[list] : [];
    for (const entry of entries) if (isObject(entry)) for (const asset of strings(entry.assets)) named.push([`an asset in the manifest's ${list}`, asset]);
  }
  for (const [where, value] of named) {
    if (value !== undefined && typeof value !== 'string') problems.push(`${where} is not an address`);
    else if (typeof value === 'string' && leavesOrigin(value)) problems.push(`${where} (${JSON.stringify(value.slice(0, 80))}) leaves the remote's own origin`);
  }
}

/**
 * What keeps a remote's build from working in the host, one sentence each; none when it fits.
 * Never throws: whatever the manifest holds, a malformed one is a problem like any other.
 * @param {string} remote  the remote's key in the host's config.json (content, schoolAdmin, providerAdmin)
 * @param {unknown} manifest  the build's mf-manifest.json, parsed
 * @param {HostContract} contract  the host's host-contract.json, parsed
 * @returns {string[]}
 */
export function remoteProblems(remote, manifest, contract) {
  const expected = Object.hasOwn(contract.remotes, remote) ? contract.remotes[remote] : undefined;
  if (!expected) return [`the host loads no remote called ${remote}`];
  if (!isObject(manifest)) return ['the manifest is not a JSON object'];
  /** @type {string[]} */
  const problems = [];
  if (typeof manifest.name !== 'string') problems.push(`the manifest names no remote (the host loads ${remote} as "${expected.name}")`);
  else if (manifest.name !== expected.name) problems.push(`the remote is named "${manifest.name}", where the host loads ${remote} as "${expected.name}"`);

  const shared = entriesOf(manifest, 'shared', problems);
  if (shared) {
    for (const [name, host] of Object.entries(contract.shared)) {
      const copies = shared.filter((module) => module.name === name);
      if (copies.length === 0) problems.push(`${name} is not shared: the remote would load its own copy beside the host's`);
      for (const module of copies) checkShared(module, host, problems);
    }
    for (const module of shared) {
      if (!Object.hasOwn(contract.shared, module.name) && ONE_COPY_ONLY.test(module.name) && module.singleton !== true)
        problems.push(`${module.name} is not shared as a singleton`);
    }
  }

  checkAddresses(manifest, problems);

  const exposes = entriesOf(manifest, 'exposes', problems);
  if (exposes) {
    for (const name of expected.exposes) {
      if (!exposes.some((module) => module.name === name)) problems.push(`the module ${name} is not exposed`);
    }
  }
  // A module listed twice says the same thing twice.
  return [...new Set(problems)];
}
