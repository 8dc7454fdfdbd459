import { getConfig, loadConfig, setConfig } from './runtime-config';
import { setSite, useSite } from './site';
import { renderHook } from '@testing-library/react';

const valid = {
  API_URL: 'http://localhost:4000/api',
  SchoolCode: '83181',
  remotes: { content: 'a', schoolAdmin: 'b', providerAdmin: 'c' },
};

function answer(body: unknown, ok = true, status = ok ? 200 : 500): Response {
  return { ok, status, json: () => Promise.resolve(body) } as Response;
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
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'site-data';
  document.head.append(block);
  try {
    block.textContent = JSON.stringify({ ...site, schoolCode: '83191' });
    const fetchMock = serve(new Error('not asked'));
    expect((await loadConfig())?.SchoolCode).toBe('83191');
    expect(fetchMock.mock.calls).toEqual([['/config.json', { cache: 'no-cache' }]]);

    setConfig(null);
    block.textContent = '{"schoolCode": 1}';
    serve(answer(site));
    expect((await loadConfig())?.SchoolCode).toBe('83190');
  } finally {
    block.remove();
  }
});

test('at an address no school has, there is no configuration and the site says so', async () => {
  serve(answer({ message: 'No school at this address' }, false, 404));
  expect(await loadConfig()).toBeNull();
  expect(renderHook(() => useSite()).result.current).toEqual({ status: 'unknown' });
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
