// @ts-check
// Releases one remote alone, or rolls it back, without touching the host's build:
//
//   node scripts/release-remote.mjs <remote> <version> --releases <dir> --config <file> [--from <dir>] [--contract <file>] [--api <url>]
//   node scripts/release-remote.mjs <remote> --rollback --releases <dir> --config <file>
//
// <remote> is content, schoolAdmin or providerAdmin (its key in the host's config.json);
// --releases is the folder that remote's nginx serves at /releases/ (its `releases` volume in
// docker-compose.yml), --config the host's config.json, --from the build to release (default:
// the remote's dist/). A content release takes its server build too, from dist-server/ beside
// the build, into the release's server/ folder: the renderer follows config.json and renders
// every school's pages with it (docs/decisions/014-prerendered-pages.md); nginx never serves it.
//
// A build that does not fit the host (tooling/remote-compatibility.mjs: React outside the host's
// range or not a singleton, a module the host loads missing) is refused with what is wrong,
// before anything is copied. The host's contract is read from --contract, by default
// host-contract.json beside --config: the host writes its build's contract there at every start
// (deploy/nginx/write-host-config.sh), so a release is checked against the host that runs, which
// on the Docker machine has no build of its own in the checkout.
//
// With --api (the API's address, e.g. https://api.example.in/api) and RELEASE_TOKEN in the
// environment (the api service's), the copy is then registered with the API
// (docs/decisions/015-remote-releases.md): POST /Provider/Remotes/Register with the manifest's
// very text, which the API checks against the host's contract itself. A refusal is printed with
// its reasons and nothing more changes; the copy stays, and the same command run again goes on
// from it (a release's folder is never overwritten, but the same build there is taken as done).
// Without --api nothing is registered, and the script says so.
//
// A release copies the build to <releases>/<version>/ and points the host's config.json
// at that copy's mf-manifest.json, which every school whose remote's channel has no stable
// version loads (a registered version is loaded once it is a canary, promoted or pinned). Pages already open keep the manifest they registered, so
// their lazy chunks still load from the old version's folder, which stays; the next page
// load reads the new config.json (served no-cache). Every release is kept, and
// <releases>/history.json remembers what each one replaced, for --rollback.
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '@school/tooling/site-config';
import { buildProblems, problemLines, readContract } from './lib/remote-builds.mjs';

const FOLDERS = { content: 'remote-content', schoolAdmin: 'remote-school-admin', providerAdmin: 'remote-provider-admin' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    releases: { type: 'string' },
    config: { type: 'string' },
    from: { type: 'string' },
    contract: { type: 'string' },
    api: { type: 'string' },
    rollback: { type: 'boolean' },
  },
});
const [remote, version] = positionals;
if (!remote || !(remote in FOLDERS) || !values.releases || !values.config || (!values.rollback && !version)) {
  console.error(
    'Usage: release-remote.mjs <content|schoolAdmin|providerAdmin> (<version> | --rollback) --releases <dir> --config <file> [--from <dir>] [--contract <file>] [--api <url>]',
  );
  process.exit(2);
}
const token = process.env.RELEASE_TOKEN ?? '';
// Said before anything is copied: a release meant to be registered is not left half done.
if (values.api && !token) {
  console.error('--api needs RELEASE_TOKEN in the environment: the API’s own (.env), which it admits for registering releases only.');
  process.exit(2);
}

/** Writes beside the target, then renames: nginx never serves a half-written file. */
function writeAtomically(/** @type {string} */ file, /** @type {unknown} */ value) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * The content remote's server build for the browser build in `from`: its dist-server/ sibling, of
 * the same version, or the release is refused (pages would be rendered by another version).
 */
function contentServerBuild(/** @type {string} */ from) {
  const server = path.join(from, '..', 'dist-server');
  const built = (/** @type {string} */ file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const serverVersion = built(path.join(server, 'build.json'))?.version;
  const browserVersion = built(path.join(from, 'mf-manifest.json'))?.metaData?.buildInfo?.buildVersion;
  if (!serverVersion) throw new Error(`${server} holds no server build (build.json): build the content remote with \`npm run build\``);
  if (serverVersion !== browserVersion) throw new Error(`${server} is version ${serverVersion}, ${from} is ${browserVersion}: build both again`);
  return server;
}

/**
 * Registers the release with the API; answers how it went, in a line, or exits with the
 * API's reasons (a 422 lists the build's problems, one a line).
 * @param {string} api @param {string} manifest  the release's mf-manifest.json, as text
 */
async function register(api, manifest) {
  const url = `${api.replace(/\/+$/, '')}/Provider/Remotes/Register`;
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ remote, version, manifest }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return notRegistered(`the API at ${url} did not answer (${error instanceof Error ? String(error.cause ?? error.message) : error})`);
  }
  /** @type {{ message?: string, problems?: string[], integrity?: string }} */
  const answer = await response.json().catch(() => ({}));
  if (response.status === 201) return `registered with the API (${answer.integrity})`;
  if (response.status === 200) return 'registered with the API already, with this very manifest';
  const problems = answer.problems?.length ? `\n${problemLines(answer.problems)}` : '';
  return notRegistered(`the API refused it (${response.status}): ${answer.message ?? response.statusText}${problems}`);
}

/** A registration that did not happen: said with its reason, and config.json left as it is. @param {string} reason @returns {never} */
function notRegistered(reason) {
  console.error(`${remote} ${version} is not registered: ${reason}`);
  console.error(`Its files are in ${path.join(values.releases ?? '', version)}; config.json is unchanged. The same command again goes on from there.`);
  process.exit(1);
}

const releases = values.releases;
const historyFile = path.join(releases, 'history.json');
/** @type {{ version: string, replaced: string }[]} */
const history = existsSync(historyFile) ? JSON.parse(readFileSync(historyFile, 'utf8')) : [];
const config = JSON.parse(readFileSync(values.config, 'utf8'));
const current = config.remotes[remote];

if (values.rollback) {
  const last = history.pop();
  if (!last) throw new Error(`${remote} has no release to roll back`);
  config.remotes[remote] = last.replaced;
  writeAtomically(values.config, config);
  writeAtomically(historyFile, history);
  console.log(`${remote}: rolled back from ${last.version} to ${last.replaced} (${last.version} stays in ${releases})`);
} else {
  if (!/^[\w.-]+$/.test(version)) throw new Error(`A version is letters, digits, dots, dashes: ${version}`);
  const target = path.join(releases, version);
  const from = values.from ?? path.join(ROOT, FOLDERS[/** @type {keyof typeof FOLDERS} */ (remote)], 'dist');
  if (!existsSync(path.join(from, 'mf-manifest.json'))) throw new Error(`${from} holds no build (mf-manifest.json)`);
  const manifestText = (/** @type {string} */ folder) => readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8');
  // The same build there already is a release run before (its registration refused, or the API
  // not reached): taken as copied. Any other is never overwritten.
  const copied = existsSync(target);
  if (copied && (!existsSync(path.join(target, 'mf-manifest.json')) || manifestText(target) !== manifestText(from))) {
    throw new Error(`${target} exists with another build: a released version is never overwritten`);
  }
  const contractFile = values.contract ?? path.join(path.dirname(values.config), 'host-contract.json');
  const contract = readContract(contractFile, 'the host writes it beside config.json when it starts; or name one with --contract');
  const problems = buildProblems(remote, path.join(from, 'mf-manifest.json'), contract);
  if (problems.length > 0) {
    console.error(`${remote} ${version} is refused: it does not fit the host's contract (${contractFile}):\n${problemLines(problems)}`);
    process.exit(1);
  }

  if (!copied) {
    const serverBuild = remote === 'content' ? contentServerBuild(from) : null;
    // Copied under a temporary name first, so the version's folder appears complete or not at all.
    cpSync(from, `${target}.tmp`, { recursive: true });
    if (serverBuild) cpSync(serverBuild, path.join(`${target}.tmp`, 'server'), { recursive: true });
    renameSync(`${target}.tmp`, target);
  }
  const registered = values.api
    ? await register(values.api, manifestText(target))
    : 'not registered with the API (no --api): the channels, canaries and pins cannot name it until it is';

  const released = `${new URL(current).origin}/releases/${version}/mf-manifest.json`;
  // Run again once released (the same build, registered already), config.json names it already:
  // no second entry in the history, which a rollback would take back to this very version.
  if (current !== released) {
    config.remotes[remote] = released;
    writeAtomically(values.config, config);
    writeAtomically(historyFile, [...history, { version, replaced: current }]);
  }
  const replaced = current === released ? 'config.json named it already' : `it replaced ${current}`;
  console.log(`${remote}: released ${version} (${released}); ${replaced}; ${registered}`);
}
