import { AxiosError, AxiosHeaders } from 'axios';
import { setConfig } from '../config/runtime-config';
import { errorMessage, mediaUrl } from './api-client';

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
