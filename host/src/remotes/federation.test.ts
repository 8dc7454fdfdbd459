import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadConfig } from '@school/shared';
import { loadRemoteModule } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@school/shared', () => ({ ...jest.requireActual<object>('@school/shared'), loadConfig: jest.fn() }));
const load = jest.mocked(loadRemote);

beforeEach(() => {
  jest.mocked(loadConfig).mockResolvedValue({
    API_URL: 'http://api.test/api',
    SchoolCode: '83181',
    remotes: { content: 'http://content.test/mf-manifest.json', schoolAdmin: 'http://admin.test/mf-manifest.json', providerAdmin: 'http://provider.test/mf-manifest.json' },
  });
  load.mockReset();
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
