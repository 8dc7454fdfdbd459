import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError, AxiosHeaders } from 'axios';
import { setConfig } from '../config/runtime-config';
import { session } from '../auth/session';
import { apiPost, errorMessage, mediaUrl } from './api-client';

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

test('media load from the API host without /api, at the stored relative path', () => {
  expect(mediaUrl('uploads/staff/a.webp')).toBe('https://api.school.test/uploads/staff/a.webp');
  expect(mediaUrl('/uploads/staff/a.webp')).toBe('https://api.school.test/uploads/staff/a.webp');
});

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
  });

  test('ends the provider session it belonged to, and leaves the school one alone', async () => {
    session.startSchoolSession({ token: 'school', schoolId: 1, schoolCode: '83181' });
    session.startProviderSession({ token: 'expired', schoolUserId: 2 });
    await expect(apiPost('/School/GetAll', { active: true }, { auth: 'provider' })).rejects.toThrow();
    expect(session.get().providerToken).toBeNull();
  });

  test('a call without a token ends no session', async () => {
    session.startSchoolSession({ token: 'valid', schoolId: 1, schoolCode: '83181' });
    await expect(apiPost('/Auth/Admin/Login', {}, { auth: 'none' })).rejects.toThrow();
    expect(session.get().schoolToken).toBe('valid');
  });
});
