import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/check-remotes.mjs and the check in scripts/release-remote.mjs, run as a team runs them:
 * on manifest files, against a host contract file (the check itself: remote-compatibility.test.ts).
 */
const root = path.join(__dirname, '..');
const run = (script: string, args: string[]) => spawnSync(process.execPath, [path.join(__dirname, script), ...args], { encoding: 'utf8' });

const react = { singleton: true, version: '19.3.1', requiredVersion: '^19.3.1' };
const contract = { shared: { react }, remotes: { schoolAdmin: { name: 'school_admin', exposes: ['app', 'extensions'] } } };
const manifestOf = (shared: object) => ({
  name: 'school_admin',
  metaData: { buildInfo: { buildVersion: 'v2' } },
  shared: [{ name: 'react', ...shared }],
  exposes: [{ name: 'app' }, { name: 'extensions' }],
});

let work: string;
const file = (name: string, value: unknown) => {
  const at = path.join(work, name);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, JSON.stringify(value));
  return at;
};
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'check-remotes-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('one build (--remote, --manifest)', () => {
  const check = (manifest: string) => run('check-remotes.mjs', ['--remote', 'schoolAdmin', '--manifest', manifest, '--contract', file('host-contract.json', contract)]);

  test('a build that fits is OK', () => {
    const result = check(file('good.json', manifestOf(react)));
    expect(result.stdout).toBe('schoolAdmin: OK\n');
    expect(result.status).toBe(0);
  });

  test('a build that does not fit prints its problems and fails', () => {
    const manifest = file('bad.json', manifestOf({ ...react, singleton: false }));
    const result = check(manifest);
    expect(result.stdout).toBe(`schoolAdmin does not fit the host (${manifest}):\n  - react is not shared as a singleton\n`);
    expect(result.status).toBe(1);
  });

  test('a missing or broken manifest is a problem of that build', () => {
    const broken = path.join(work, 'broken.json');
    writeFileSync(broken, '{ "name": ');
    expect(check(broken).stdout).toContain(`  - ${broken} is not JSON\n`);
    expect(check(broken).status).toBe(1);
    expect(check(path.join(work, 'none.json')).stdout).toContain('  - there is no build:');
    expect(check(path.join(work, 'none.json')).status).toBe(1);
  });
});

describe('a release (scripts/release-remote.mjs)', () => {
  /** The school admin remote released from a build in `work`, against the contract beside config.json. */
  function release(shared: object) {
    const config = file('host-config/config.json', { remotes: { schoolAdmin: 'http://127.0.0.1:3002/mf-manifest.json' } });
    file('host-config/host-contract.json', contract);
    file('build/mf-manifest.json', manifestOf(shared));
    const releases = path.join(work, 'releases');
    mkdirSync(releases);
    const result = run('release-remote.mjs', ['schoolAdmin', 'v2', '--releases', releases, '--config', config, '--from', path.join(work, 'build')]);
    return { result, releases, config: JSON.parse(readFileSync(config, 'utf8')) as { remotes: { schoolAdmin: string } } };
  }

  test('a build that does not fit the host is refused with what is wrong, and nothing changes', () => {
    const { result, releases, config } = release({ singleton: true, version: '18.3.1', requiredVersion: '^18.3.1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("schoolAdmin v2 is refused: it does not fit the host's contract");
    expect(result.stderr).toContain("  - react 18.3.1 is outside the host's range ^19.3.1\n");
    expect(readdirSync(releases)).toEqual([]);
    expect(config.remotes.schoolAdmin).toBe('http://127.0.0.1:3002/mf-manifest.json');
  });

  test('a build that fits is released', () => {
    const { result, releases, config } = release(react);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readdirSync(releases).sort()).toEqual(['history.json', 'v2']);
    expect(config.remotes.schoolAdmin).toBe('http://127.0.0.1:3002/releases/v2/mf-manifest.json');
  });
});

// The remotes as `npm run build` left them, against the host built with them: what `npm run
// check:remotes` checks in CI. Only after a build (npm test builds after the unit tests).
const contractFile = path.join(root, 'host/dist/host-contract.json');
const manifests = ['remote-content', 'remote-school-admin', 'remote-provider-admin'].map((dir) => path.join(root, dir, 'dist/mf-manifest.json'));
const built = [contractFile, ...manifests].every((at) => existsSync(at));
if (!built) console.warn('No build (npm run build): skipping the check of the built remotes.');

(built ? describe : describe.skip)('the built remotes', () => {
  test('fit the host built with them', () => {
    const result = run('check-remotes.mjs', []);
    expect(result.stdout).toBe('content: OK\nschoolAdmin: OK\nproviderAdmin: OK\n');
    expect(result.status).toBe(0);
  });

  test('are each refused by a host that needs another React', () => {
    const hostContract = JSON.parse(readFileSync(contractFile, 'utf8')) as { shared: Record<string, { version: string; requiredVersion: string }> };
    hostContract.shared.react = { ...hostContract.shared.react, version: '20.0.0', requiredVersion: '^20.0.0' };
    const result = run('check-remotes.mjs', ['--contract', file('host-contract.json', hostContract)]);
    for (const remote of ['content', 'schoolAdmin', 'providerAdmin']) expect(result.stdout).toContain(`${remote} does not fit the host`);
    expect(result.stdout.match(/ {2}- react 19\.3\.1 is outside the host's range \^20\.0\.0\n/g)).toHaveLength(3);
    expect(result.status).toBe(1);
  });
});
