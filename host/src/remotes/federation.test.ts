import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadConfig } from '@school/shared';
import { loadRemoteModule } from './federation';
import { isSwitchedOff, remoteTarget } from './releases';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@school/shared', () => ({ ...jest.requireActual<object>('@school/shared'), loadConfig: jest.fn() }));
jest.mock('./releases', () => ({ releasesReady: jest.fn(async () => {}), remoteTarget: jest.fn(), isSwitchedOff: jest.fn(() => false), integrityOf: jest.fn() }));
const load = jest.mocked(loadRemote);
const target = jest.mocked(remoteTarget);

beforeEach(() => {
  jest.mocked(loadConfig).mockResolvedValue({
    API_URL: 'http://api.test/api',
    SchoolCode: '83181',
    remotes: { content: 'http://content.test/mf-manifest.json', schoolAdmin: 'http://admin.test/mf-manifest.json', providerAdmin: 'http://provider.test/mf-manifest.json' },
  });
  target.mockImplementation((config, remote) => ({ entry: config.remotes[remote] }));
  load.mockReset();
  jest.mocked(registerRemotes).mockClear();
});

test('a module the host’s contract lists is loaded from its remote, by the remote’s federation name', async () => {
  const extensions = { default: {} };
  load.mockResolvedValue(extensions);
  await expect(loadRemoteModule('schoolAdmin', 'extensions')).resolves.toBe(extensions);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'school_admin', entry: 'http://admin.test/mf-manifest.json' }], { force: false });
  expect(load).toHaveBeenCalledWith('school_admin/extensions');
});

test('a module missing from the host’s contract is never loaded: a release checked against the contract could lack it', async () => {
  await expect(loadRemoteModule('content', 'extensions')).rejects.toThrow("content/extensions is not in the host's contract (tooling/federation-remotes.mjs)");
  expect(load).not.toHaveBeenCalled();
});

test('a remote not loaded yet takes the channel’s latest choice; once loaded it keeps its build for the page’s life', async () => {
  load.mockRejectedValueOnce(new Error('offline'));
  target.mockReturnValue({ entry: 'http://provider.test/releases/v1/mf-manifest.json', integrity: 'sha384-one' });
  await expect(loadRemoteModule('providerAdmin', 'app')).rejects.toThrow('offline');

  // The channel moved on before the page loaded it: the next try registers the new build.
  target.mockReturnValue({ entry: 'http://provider.test/releases/v2/mf-manifest.json', integrity: 'sha384-two' });
  load.mockResolvedValue({ default: () => null });
  await loadRemoteModule('providerAdmin', 'app');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'provider_admin', entry: 'http://provider.test/releases/v2/mf-manifest.json' }], { force: true });

  // Promoted again, or rolled back, while the page is open: what it loaded stays.
  target.mockReturnValue({ entry: 'http://provider.test/releases/v3/mf-manifest.json', integrity: 'sha384-three' });
  jest.mocked(isSwitchedOff).mockReturnValue(true);
  await loadRemoteModule('providerAdmin', 'app');
  expect(registerRemotes).toHaveBeenCalledTimes(2);
  jest.mocked(isSwitchedOff).mockReturnValue(false);
});

test('a remote switched off before the page loaded it is not loaded at all', async () => {
  jest.mocked(isSwitchedOff).mockImplementation((remote) => remote === 'content');
  await expect(loadRemoteModule('content', 'app')).rejects.toThrow('The content remote is switched off');
  expect(load).not.toHaveBeenCalled();
  jest.mocked(isSwitchedOff).mockReturnValue(false);
});
