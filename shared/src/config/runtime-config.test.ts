import { getConfig, loadConfig, setConfig } from './runtime-config';

const valid = {
  API_URL: 'http://localhost:4000/api',
  SchoolCode: '83181',
  remotes: { content: 'a', schoolAdmin: 'b', providerAdmin: 'c' },
};

function answer(body: unknown, ok = true): Response {
  return { ok, status: ok ? 200 : 500, json: () => Promise.resolve(body) } as Response;
}

beforeEach(() => setConfig(null));

test('the configuration is fetched once from the own origin and shared', async () => {
  const fetchMock = jest.fn(() => Promise.resolve(answer(valid)));
  global.fetch = fetchMock as unknown as typeof fetch;

  const [first, second] = await Promise.all([loadConfig(), loadConfig()]);

  expect(first).toEqual(valid);
  expect(second).toBe(first);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  expect(getConfig().SchoolCode).toBe('83181');
});

test('a failed load is only logged, and the next call tries again', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(() => Promise.resolve(answer({}, false))) as unknown as typeof fetch;

  expect(await loadConfig()).toBeNull();
  expect(log).toHaveBeenCalled();
  expect(() => getConfig()).toThrow('The site configuration is not loaded yet.');

  global.fetch = jest.fn(() => Promise.resolve(answer(valid))) as unknown as typeof fetch;
  expect(await loadConfig()).toEqual(valid);
  log.mockRestore();
});

test('a configuration without the remote addresses is refused', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(() => Promise.resolve(answer({ API_URL: 'x', SchoolCode: '1' }))) as unknown as typeof fetch;

  expect(await loadConfig()).toBeNull();
  log.mockRestore();
});
