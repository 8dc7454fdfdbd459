import type { SiteRemote, SiteRemotes } from '@school/shared/contracts/remote-releases';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import type * as Releases from './releases';

const config: RuntimeConfig = {
  API_URL: 'https://api.school.test/api',
  SchoolCode: '83181',
  remotes: {
    content: 'https://content.school.test/mf-manifest.json',
    schoolAdmin: 'https://admin.school.test/releases/v1/mf-manifest.json',
    providerAdmin: 'https://provider.school.test/mf-manifest.json',
  },
};

const none: SiteRemote = { stable: null, canary: null, pin: null, off: false, revision: 0 };
const v1 = { version: 'v1', integrity: 'sha384-one' };
const v2 = { version: 'v2', integrity: 'sha384-two' };
const answer = (content: Partial<SiteRemote>): SiteRemotes => ({ remotes: { content: { ...none, ...content }, schoolAdmin: none, providerAdmin: none } });

let releasesModule: typeof Releases | null = null;

/** The module afresh (its state is the page's), with GET /Site/Remotes answering `answers` in turn. */
async function freshReleases(answers: unknown[] = []) {
  releasesModule?.stopWatching();
  jest.resetModules();
  // jsdom has no Response: what the module reads of one.
  const fetchMock = jest.fn(async () => {
    const body = answers.shift() ?? answer({});
    return { ok: true, status: 200, json: async () => body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // The page's configuration, as loadConfig leaves it before the releases are asked for.
  (await import('@school/shared')).setConfig(config);
  releasesModule = await import('./releases');
  return { releases: releasesModule, fetchMock };
}

function inline(value: unknown) {
  document.head.insertAdjacentHTML('beforeend', `<script id="remote-releases" type="application/json">${JSON.stringify(value)}</script>`);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  releasesModule?.stopWatching();
  document.getElementById('remote-releases')?.remove();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('with the answer in the page, a remote loads from its release folder on the origin config.json names, with its integrity, and nothing is asked', async () => {
  inline(answer({ stable: v2 }));
  const { releases, fetchMock } = await freshReleases();
  await releases.releasesReady(config);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(releases.remoteTarget(config, 'content')).toEqual({ entry: 'https://content.school.test/releases/v2/mf-manifest.json', integrity: 'sha384-two' });
  expect(releases.integrityOf('https://content.school.test/releases/v2/mf-manifest.json')).toBe('sha384-two');
  // No stable version: config.json's address, as before releases were data.
  expect(releases.remoteTarget(config, 'schoolAdmin')).toEqual({ entry: config.remotes.schoolAdmin });
});

test('without it the page asks GET /Site/Remotes for its school, revalidating; an answer it cannot use leaves config.json’s addresses', async () => {
  const { releases, fetchMock } = await freshReleases([{ remotes: { content: { stable: 'v2' } } }]);
  await releases.releasesReady(config);
  expect(fetchMock).toHaveBeenCalledWith('https://api.school.test/api/Site/Remotes?school=83181', expect.objectContaining({ cache: 'no-cache' }));
  expect(releases.remoteTarget(config, 'content')).toEqual({ entry: config.remotes.content });
  expect(console.error).toHaveBeenCalledWith('Could not learn which release of each remote to load', new Error('/Site/Remotes answered an unexpected shape'));
});

test('a browser keeps its canary id, so it keeps its version on every visit', async () => {
  inline(answer({ stable: v1, canary: { ...v2, share: 50 } }));
  const first = await freshReleases();
  await first.releases.releasesReady(config);
  const chosen = first.releases.remoteTarget(config, 'content').entry;
  const id = localStorage.getItem('releaseCanaryId');
  expect(id).toMatch(/^\d+-\d+-\d+-\d+$/);
  for (let visit = 0; visit < 3; visit++) {
    const again = await freshReleases();
    await again.releases.releasesReady(config);
    expect(again.releases.remoteTarget(config, 'content').entry).toBe(chosen);
  }
  expect(localStorage.getItem('releaseCanaryId')).toBe(id);
});

test('every minute and when the page is shown again it asks again; the kill switch reaches a component at once', async () => {
  jest.useFakeTimers();
  inline(answer({ stable: v1 }));
  const { releases, fetchMock } = await freshReleases([answer({ stable: v1 }), answer({ stable: v1, off: true }), answer({ stable: v1 })]);
  await releases.releasesReady(config);
  // After the module reset: the React the module now uses.
  const { act, renderHook } = await import('@testing-library/react/pure');
  const { result } = renderHook(() => releases.useSwitchedOff('content'));
  expect(result.current).toBe(false);

  await act(async () => jest.advanceTimersByTimeAsync(60_000));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(result.current).toBe(false);
  await act(async () => jest.advanceTimersByTimeAsync(60_000));
  expect(result.current).toBe(true);
  expect(releases.isSwitchedOff('content')).toBe(true);
  expect(releases.isSwitchedOff('schoolAdmin')).toBe(false);

  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(result.current).toBe(false);
});
