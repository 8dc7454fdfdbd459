import { setConfig } from '../config/runtime-config';
import { getSiteJson, SiteReadError } from './site-read';

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
afterAll(() => setConfig(null));
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('asks about this page’s school, with the rest of the question encoded and undefined parts left out', async () => {
  fetchMock.mockResolvedValue(answer(200, { at: null }));
  const signal = new AbortController().signal;
  await expect(getSiteJson('/Site/Search', { query: { q: 'a&b=ज्ञान', page: undefined }, signal })).resolves.toEqual({ at: null });
  expect(fetchMock).toHaveBeenCalledWith(`http://api.test/api/Site/Search?school=83181&q=${encodeURIComponent('a&b=ज्ञान').replace(/%20/g, '+')}`, { signal });
});

test('a 4xx says the API’s message, with its status', async () => {
  fetchMock.mockResolvedValue(answer(400, { message: 'Search for a word: letters or digits.' }));
  const refused = getSiteJson('/Site/Search', { failed: 'The search could not be done' });
  await expect(refused).rejects.toThrow(new SiteReadError(400, 'Search for a word: letters or digits.'));
  await expect(refused).rejects.toMatchObject({ status: 400 });
});

test('a 5xx, or a 4xx with no message, says what failed and the status, never the server’s words', async () => {
  fetchMock.mockResolvedValueOnce(answer(500, { message: 'SQLITE_BUSY at line 3' }));
  await expect(getSiteJson('/Site/Home', { failed: 'The page could not be loaded' })).rejects.toThrow('The page could not be loaded (500)');
  fetchMock.mockResolvedValueOnce({ ok: false, status: 404, json: async () => Promise.reject(new SyntaxError('not JSON')) } as unknown as Response);
  await expect(getSiteJson('/Site/Notice/9')).rejects.toMatchObject({ status: 404, message: 'The site could not be read (404)' });
});
