import { getConfig, loadConfig, setConfig } from './runtime-config';
import { setSite, useSite } from './site';
import { renderHook } from '@testing-library/react';

const valid = {
  API_URL: 'http://localhost:4000/api',
  SchoolCode: '83181',
  remotes: { content: 'a', schoolAdmin: 'b', providerAdmin: 'c' },
};

function answer(body: unknown, ok = true, status = ok ? 200 : 500): Response & { text: jest.Mock } {
  return { ok, status, json: () => Promise.resolve(body), text: jest.fn(() => Promise.resolve(JSON.stringify(body))) } as unknown as Response & { text: jest.Mock };
}

const SITE_URL = 'http://localhost:4000/api/Site?host=localhost';
const site = { schoolCode: '83190', schoolName: 'A Test School', demoContent: true, profile: {} };

/** config.json from the page's origin; the site lookup from the API, answered as given. */
function serve(siteAnswer: Response | Error) {
  const fetchMock = jest.fn((url: string) => {
    if (url === '/config.json') return Promise.resolve(answer(valid));
    return siteAnswer instanceof Error ? Promise.reject(siteAnswer) : Promise.resolve(siteAnswer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  setConfig(null);
  setSite({ status: 'loading' });
});

test('the configuration is fetched once from the own origin and shared', async () => {
  const fetchMock = serve(answer(site));

  const [first, second] = await Promise.all([loadConfig(), loadConfig()]);

  expect(second).toBe(first);
  expect(fetchMock.mock.calls).toEqual([['/config.json', { cache: 'no-cache' }], [SITE_URL]]);
  expect(first).toEqual({ ...valid, SchoolCode: '83190' });
});

test("the page's school is the one the API finds at its host name", async () => {
  serve(answer(site));
  await loadConfig();
  expect(getConfig().SchoolCode).toBe('83190');
  expect(renderHook(() => useSite()).result.current).toEqual({ status: 'found', site });
});

test('the site data the web server inlined in the page is used without asking the API; a malformed block is ignored', async () => {
  const block = dataBlockInPage('site-data', JSON.stringify({ ...site, schoolCode: '83191' }));
  const fetchMock = serve(new Error('not asked'));
  expect((await loadConfig())?.SchoolCode).toBe('83191');
  expect(fetchMock.mock.calls).toEqual([['/config.json', { cache: 'no-cache' }]]);

  setConfig(null);
  block.textContent = '{"schoolCode": 1}';
  serve(answer(site));
  expect((await loadConfig())?.SchoolCode).toBe('83190');
});

/** A JSON data block in the page, as the web server puts one in; removed after each test. */
function dataBlockInPage(id: string, text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
  return block;
}
afterEach(() => document.head.querySelectorAll('script[type="application/json"]').forEach((block) => block.remove()));

test('with the configuration and the site data in the page, both are published before loadConfig returns, and nothing is fetched', async () => {
  dataBlockInPage('runtime-config', JSON.stringify(valid));
  dataBlockInPage('site-data', JSON.stringify(site));
  const fetchMock = serve(new Error('not asked'));

  const loading = loadConfig();
  // Synchronously: the shell's first render already shows the school.
  expect(getConfig()).toEqual({ ...valid, SchoolCode: '83190' });
  expect(renderHook(() => useSite()).result.current).toEqual({ status: 'found', site });
  expect(await loading).toEqual({ ...valid, SchoolCode: '83190' });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('with only the configuration in the page, the school is asked of the API', async () => {
  dataBlockInPage('runtime-config', JSON.stringify(valid));
  const fetchMock = serve(answer(site));
  expect((await loadConfig())?.SchoolCode).toBe('83190');
  expect(fetchMock.mock.calls).toEqual([[SITE_URL]]);
});

test("a page served as built (the server's directive still in the block) or with an unusable configuration fetches /config.json", async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const block = dataBlockInPage('runtime-config', '<!--#include virtual="/config.json" -->');
  let fetchMock = serve(answer(site));
  expect((await loadConfig())?.SchoolCode).toBe('83190');
  expect(fetchMock.mock.calls[0]).toEqual(['/config.json', { cache: 'no-cache' }]);
  expect(log).not.toHaveBeenCalled();

  setConfig(null);
  block.textContent = JSON.stringify({ API_URL: 'x', SchoolCode: '1' });
  fetchMock = serve(answer(site));
  expect((await loadConfig())?.SchoolCode).toBe('83190');
  expect(fetchMock.mock.calls[0]).toEqual(['/config.json', { cache: 'no-cache' }]);
  expect(log).toHaveBeenCalledWith('The configuration in the page is unusable; asking for /config.json', expect.any(Error));
  log.mockRestore();
});

test('at an address no school has, the site says so, and the configuration serves what belongs to no school (the provider’s area)', async () => {
  const notFound = answer({ message: 'No school at this address' }, false, 404);
  serve(notFound);
  expect(await loadConfig()).toEqual(valid);
  expect(renderHook(() => useSite()).result.current).toEqual({ status: 'unknown' });
  // Its body is read to the end, not left open.
  expect(notFound.text).toHaveBeenCalled();
});

test("when the API cannot say, the page goes on with config.json's school, and the failure is logged", async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  serve(new Error('offline'));
  expect(await loadConfig()).toEqual(valid);
  expect(renderHook(() => useSite()).result.current).toEqual({ status: 'unreachable' });
  expect(log).toHaveBeenCalledWith('Failed to find the school of this address', expect.any(Error));
  log.mockRestore();
});

test('a failed load is only logged, and the next call tries again', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(() => Promise.resolve(answer({}, false))) as unknown as typeof fetch;

  expect(await loadConfig()).toBeNull();
  expect(log).toHaveBeenCalled();
  expect(() => getConfig()).toThrow('The site configuration is not loaded yet.');

  serve(answer(site));
  expect(await loadConfig()).toEqual({ ...valid, SchoolCode: '83190' });
  log.mockRestore();
});

test('a configuration without the remote addresses is refused', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(() => Promise.resolve(answer({ API_URL: 'x', SchoolCode: '1' }))) as unknown as typeof fetch;

  expect(await loadConfig()).toBeNull();
  log.mockRestore();
});
