import fc from 'fast-check';
import { remoteProblems, type HostContract } from '../tooling/remote-compatibility.mjs';

/** A host's contract as its build writes it, with the host's React 19.3.1. */
const singleton = (version: string) => ({ singleton: true, version, requiredVersion: `^${version}` });
const contract: HostContract = {
  shared: { react: singleton('19.3.1'), 'react-dom': singleton('19.3.1'), '@school/shared': singleton('1.0.0') },
  remotes: {
    content: { name: 'content', exposes: ['app'] },
    schoolAdmin: { name: 'school_admin', exposes: ['app', 'extensions'] },
  },
};

interface Shared {
  name: string;
  version?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
}

/** The school admin's mf-manifest.json as its build writes it (ids, paths, no assets), with changes. */
function manifest({ shared = {}, exposes = ['app', 'extensions'], ...rest }: { shared?: Record<string, Partial<Shared> | null>; exposes?: string[]; [key: string]: unknown } = {}) {
  const modules: Record<string, Partial<Shared> | null> = {
    react: singleton('19.3.1'),
    'react-dom': singleton('19.3.1'),
    '@school/shared': singleton('1.0.0'),
    ...shared,
  };
  return {
    id: 'school_admin',
    name: 'school_admin',
    metaData: { name: 'school_admin', buildInfo: { buildVersion: '89e8b348a1f1', buildName: '@school/remote-school-admin' } },
    shared: Object.entries(modules)
      .filter(([, module]) => module !== null)
      .map(([name, module]) => ({ id: `school_admin:${name}`, name, fallback: '', ...module })),
    exposes: exposes.map((name) => ({ id: `school_admin:${name}`, name, path: `./${name}` })),
    remotes: [],
    ...rest,
  };
}

test('a build that fits the host has no problems, whatever else it shares', () => {
  const build = manifest({
    shared: { 'react-router': singleton('7.18.5'), 'react/jsx-runtime': singleton('19.3.1'), swiper: { version: '14.4.0', singleton: false, requiredVersion: '^14.4.0' } },
  });
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual([]);
});

test('a remote built with React 18 is refused: its React is outside the host’s range, and it needs another React than the host’s', () => {
  const build = manifest({ shared: { react: { singleton: true, version: '18.3.1', requiredVersion: '^18.3.1' } } });
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual([
    "react 18.3.1 is outside the host's range ^19.3.1",
    "the remote needs react ^18.3.1, but the host's is 19.3.1",
  ]);
});

test('a remote that needs a newer React than the host runs is refused, though its own copy is in the host’s range', () => {
  const build = manifest({ shared: { react: singleton('19.4.0') } });
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual(["the remote needs react ^19.4.0, but the host's is 19.3.1"]);
});

test('a remote that asks for no particular version of a shared module takes the host’s', () => {
  const build = manifest({ shared: { react: { singleton: true, version: '19.3.2', requiredVersion: false } } });
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual([]);
});

test('a remote sharing React but not as a singleton is refused', () => {
  const build = manifest({ shared: { react: { ...singleton('19.3.1'), singleton: false } } });
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual(['react is not shared as a singleton']);
});

test('a remote that does not share one of the host’s singletons is refused: it would bring its own copy', () => {
  const build = manifest({ shared: { '@school/shared': null } });
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual(["@school/shared is not shared: the remote would load its own copy beside the host's"]);
});

test.each(['react-router', 'react-router-dom', 'react/jsx-dev-runtime', 'react-dom/server'])(
  'a remote sharing %s, which the host does not provide, must still share it as a singleton',
  (name) => {
    const build = manifest({ shared: { [name]: { version: '7.18.5', singleton: false, requiredVersion: '^7.18.5' } } });
    expect(remoteProblems('schoolAdmin', build, contract)).toEqual([`${name} is not shared as a singleton`]);
  },
);

test('a remote missing a module the host loads from it is refused, naming the module', () => {
  expect(remoteProblems('schoolAdmin', manifest({ exposes: ['app'] }), contract)).toEqual(['the module extensions is not exposed']);
  expect(remoteProblems('schoolAdmin', manifest({ exposes: ['extensions'] }), contract)).toEqual(['the module app is not exposed']);
});

test('a build of another remote, or of none, is refused by its federation name', () => {
  expect(remoteProblems('content', manifest({ exposes: ['app'] }), contract)).toEqual([
    'the remote is named "school_admin", where the host loads content as "content"',
  ]);
  expect(remoteProblems('schoolAdmin', manifest({ name: undefined }), contract)).toEqual([
    'the manifest names no remote (the host loads schoolAdmin as "school_admin")',
  ]);
});

test('a remote the host does not load is refused', () => {
  expect(remoteProblems('providerAdmin', manifest(), contract)).toEqual(['the host loads no remote called providerAdmin']);
  expect(remoteProblems('constructor', manifest(), contract)).toEqual(['the host loads no remote called constructor']);
});

test.each([null, 'school_admin', 42, [], undefined])('a manifest that is not an object (%p) is a problem, not an error', (value) => {
  expect(remoteProblems('schoolAdmin', value, contract)).toEqual(['the manifest is not a JSON object']);
});

test('a manifest without its lists, or with entries that are not modules, says so', () => {
  expect(remoteProblems('schoolAdmin', { name: 'school_admin' }, contract)).toEqual(['the manifest has no shared list', 'the manifest has no exposes list']);
  expect(remoteProblems('schoolAdmin', { name: 'school_admin', shared: {}, exposes: 'app' }, contract)).toEqual([
    'the manifest has no shared list',
    'the manifest has no exposes list',
  ]);
  const build = manifest();
  build.shared.push(null as never, { version: '19.3.1' } as never);
  expect(remoteProblems('schoolAdmin', build, contract)).toEqual(["the manifest's shared list has an entry without a name"]);
  expect(remoteProblems('schoolAdmin', manifest({ shared: { react: { singleton: true, version: 19 } } }), contract)).toEqual(['react has no version']);
});

test('whatever a manifest holds, the check answers with sentences and never throws', () => {
  const versionLike = fc.oneof(fc.constantFrom('19.3.1', '18.3.1', '^19.3.1', '>=18 <20', 'next', false), fc.anything());
  const moduleLike = fc.record(
    { name: fc.oneof(fc.constantFrom('react', 'react-dom', 'react-router', 'app', 'extensions'), fc.anything()), version: versionLike, singleton: fc.anything(), requiredVersion: versionLike },
    { requiredKeys: [] },
  );
  const listLike = fc.oneof(fc.anything(), fc.array(fc.oneof(moduleLike, fc.anything())));
  const manifestLike = fc.oneof(fc.anything(), fc.record({ name: fc.oneof(fc.constant('school_admin'), fc.anything()), shared: listLike, exposes: listLike }, { requiredKeys: [] }));
  fc.assert(
    fc.property(manifestLike, (value) => {
      const problems = remoteProblems('schoolAdmin', value, contract);
      expect(problems.every((problem) => typeof problem === 'string' && problem.length > 0)).toBe(true);
    }),
  );
});

test('a manifest whose addresses leave the remote’s own origin is refused, each address said; its own paths are not', () => {
  const own = manifest({
    metaData: { name: 'school_admin', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [],
  });
  own.exposes = ['app', 'extensions'].map((name) => ({ id: `school_admin:${name}`, name, path: `./${name}`, assets: { js: { sync: [`chunks/${name}.js`], async: [] } } })) as typeof own.exposes;
  expect(remoteProblems('schoolAdmin', own, contract)).toEqual([]);
  expect(remoteProblems('schoolAdmin', { ...own, metaData: { ...own.metaData, publicPath: '/releases/school-admin/1.2.0/' } }, contract)).toEqual([]);

  const away = (metaData: Record<string, unknown>) => remoteProblems('schoolAdmin', { ...own, metaData: { ...own.metaData, ...metaData } }, contract);
  expect(away({ publicPath: 'https://cdn.example/' })).toEqual(['the manifest\'s publicPath ("https://cdn.example/") leaves the remote\'s own origin']);
  expect(away({ publicPath: ' //evil.example/' })).toEqual(['the manifest\'s publicPath (" //evil.example/") leaves the remote\'s own origin']);
  expect(away({ remoteEntry: { name: 'java\tscript:alert(1)', path: '' } })).toEqual(['the manifest\'s remoteEntry.name ("java\\tscript:alert(1)") leaves the remote\'s own origin']);
  expect(away({ publicPath: 7 })).toEqual(["the manifest's publicPath is not an address"]);
  expect(away({ getPublicPath: 'function () { return "https://evil.example/" }' })).toEqual(['the manifest sets getPublicPath, code the host would run']);

  const asset = { ...own, exposes: [{ ...own.exposes[0]!, assets: { js: { sync: ['data:text/javascript,alert(1)'] } } }, own.exposes[1]!] };
  expect(remoteProblems('schoolAdmin', asset, contract)).toEqual(['an asset in the manifest\'s exposes ("data:text/javascript,alert(1)") leaves the remote\'s own origin']);
});
