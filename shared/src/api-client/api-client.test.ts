import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError, AxiosHeaders } from 'axios';
import { setConfig } from '../config/runtime-config';
import { session } from '../auth/session';
import { apiGet, apiPost, getSiteJson } from './api-client';
import { errorMessage, failedStatus, isHttpError, SERVICE_UNAVAILABLE } from './call-failure';

const config = {
  API_URL: 'https://api.school.test/api',
  SchoolCode: '83181',
  remotes: { content: '', schoolAdmin: '', providerAdmin: '' },
};

beforeEach(() => setConfig(config));

function failedWith(data: unknown): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', { headers }, null, {
    data,
    status: 400,
    statusText: 'Bad Request',
    headers,
    config: { headers },
  });
}

test("a failure's message is the server's message field first", () => {
  expect(errorMessage(failedWith({ message: 'Invalid username or password' }), 'Login failed')).toBe(
    'Invalid username or password',
  );
  expect(errorMessage(failedWith({ Message: 'Title is too long' }), 'Failed to save event')).toBe('Title is too long');
});

test('then the answer itself when it is text, then the error, then the fallback', () => {
  expect(errorMessage(failedWith('Account locked'), 'Login failed')).toBe('Account locked');
  expect(errorMessage(failedWith({}), 'Login failed')).toBe('Request failed with status code 400');
  expect(errorMessage(new Error('Network Error'), 'Login failed')).toBe('Network Error');
  expect(errorMessage('??', 'Login failed')).toBe('Login failed');
});

test('a POST that gets no answer (the API down, its entry point answering for it without CORS) says the service is unavailable; one cancelled says nothing new', async () => {
  setConfig({ ...config, API_URL: 'http://127.0.0.1:9/api' }); // the discard port: nothing answers
  await expect(apiPost('/Login', {})).rejects.toMatchObject({ message: SERVICE_UNAVAILABLE });
  const aborted = new AbortController();
  aborted.abort();
  await expect(apiPost('/Login', {}, { signal: aborted.signal })).rejects.not.toMatchObject({ message: SERVICE_UNAVAILABLE });
});

describe('a refused token', () => {
  let server: Server;

  beforeAll(async () => {
    // A real server on a real port: jsdom sends the XHR (with CORS) as a browser would.
    server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
      response.statusCode = request.method === 'OPTIONS' ? 204 : 401;
      response.end(request.method === 'OPTIONS' ? undefined : '{"message":"Session expired"}');
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
  });
  beforeEach(() => setConfig({ ...config, API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` }));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => sessionStorage.clear());

  test('ends the school session it belonged to', async () => {
    session.startSchoolSession({ token: 'expired', schoolId: 1, schoolCode: '83181' });
    await expect(apiPost('/School/Staff/Delete', { schoolStaffId: 1 }, { auth: 'school' })).rejects.toThrow();
    expect(session.get().schoolToken).toBeNull();
    expect(sessionStorage.getItem('schoolId')).toBeNull();
    // A school user's own session: the login page has nothing to explain.
    expect(session.get().schoolEndMessage).toBeNull();
  });

  test('ends a support session with the words the login page says: it has ended', async () => {
    session.startSupportSession({ token: 'ended-elsewhere', schoolId: 1, schoolCode: '83181', schoolName: 'Demo', providerUserName: 'sgiadmin', endsAt: new Date(Date.now() + 600_000).toISOString() });
    await expect(apiPost('/School/Page/Get', { kind: 'vision' }, { auth: 'school' })).rejects.toThrow();
    expect(session.get()).toMatchObject({ schoolToken: null, support: null, schoolEndMessage: 'The support session has ended.' });
  });

  test('ends the provider session it belonged to, and leaves the school one alone', async () => {
    session.startSchoolSession({ token: 'school', schoolId: 1, schoolCode: '83181' });
    session.startProviderSession({ token: 'expired', schoolUserId: 2 });
    await expect(apiPost('/School/GetAll', { active: true }, { auth: 'provider' })).rejects.toThrow();
    expect(session.get().providerToken).toBeNull();
  });

  test('a signed-in GET is refused as a POST is: the session ends', async () => {
    session.startSchoolSession({ token: 'expired', schoolId: 1, schoolCode: '83181' });
    await expect(apiGet('/School/Health', { auth: 'school' })).rejects.toThrow();
    expect(session.get().schoolToken).toBeNull();
  });

  test('a call without a token ends no session', async () => {
    session.startSchoolSession({ token: 'valid', schoolId: 1, schoolCode: '83181' });
    await expect(apiPost('/Auth/Admin/Login', {}, { auth: 'none' })).rejects.toThrow();
    expect(session.get().schoolToken).toBe('valid');
  });
});

describe('a public read (GET, through the browser cache)', () => {
  const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const realFetch = global.fetch;
  beforeEach(() => {
    setConfig({ ...config, API_URL: 'http://api.test/api' });
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => (global.fetch = realFetch));

  test('asks about this page’s school, with the rest of the question encoded and undefined parts left out, and no cache option of its own', async () => {
    fetchMock.mockResolvedValue(answer(200, { at: null }));
    const signal = new AbortController().signal;
    await expect(getSiteJson('/Site/Search', { query: { q: 'a&b=ज्ञान', page: undefined }, signal })).resolves.toEqual({ at: null });
    // The default cache mode: the browser revalidates the API's no-cache answer with its ETag (a 304).
    expect(fetchMock).toHaveBeenCalledWith(`http://api.test/api/Site/Search?school=83181&q=${encodeURIComponent('a&b=ज्ञान').replace(/%20/g, '+')}`, { signal });
  });

  test('a refusal fails as a POST’s does: the API’s message, its status, one check', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Search for a word: letters or digits.' }));
    const refused = await getSiteJson('/Site/Search', { failed: 'The search could not be done' }).catch((error: unknown) => error);
    expect(isHttpError(refused)).toBe(true);
    expect(failedStatus(refused)).toBe(400);
    expect(errorMessage(refused, 'fallback')).toBe('Search for a word: letters or digits.');
    expect(errorMessage(failedWith({ message: 'Search for a word: letters or digits.' }), 'fallback')).toBe(errorMessage(refused, 'fallback'));
  });

  test('an answer with no message says what failed and the status', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('not JSON')) } as unknown as Response);
    const failed = await getSiteJson('/Site/Home', { failed: 'The page could not be loaded' }).catch((error: unknown) => error);
    expect(errorMessage(failed, 'fallback')).toBe('The page could not be loaded (502)');
    fetchMock.mockResolvedValueOnce(answer(404, null));
    await expect(getSiteJson('/Site/Notice/9')).rejects.toMatchObject({ response: { status: 404 }, message: 'The site could not be read (404)' });
  });

  test('no answer at all is not an HTTP failure, and says the service is unavailable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = await getSiteJson('/Site/Home').catch((error: unknown) => error);
    expect(isHttpError(failed)).toBe(false);
    expect(failedStatus(failed)).toBeUndefined();
    expect(errorMessage(failed, 'fallback')).toBe(SERVICE_UNAVAILABLE);
    // A read the page gave up on fails as it was aborted.
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const aborted = new AbortController();
    aborted.abort();
    expect(await getSiteJson('/Site/Home', { signal: aborted.signal }).catch((error: unknown) => (error as Error).name)).toBe('AbortError');
  });
});
