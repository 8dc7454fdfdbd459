import { Writable } from 'node:stream';
import { SLOW_REQUEST_MS, worthALine } from './app';
import { ACCOUNTS, startTestApi, type TestApi } from './test-support/test-api';

/** Which requests the API writes a line for: failures, writes and slow reads; nginx logs the rest. */
let api: TestApi;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  api = await startTestApi({}, { logger: { level: 'info', stream } });
});
afterAll(() => api.close());

/** The request lines written while `act` ran. */
async function loggedDuring(act: () => Promise<unknown>) {
  const from = lines.length;
  await act();
  await new Promise((resolve) => setTimeout(resolve, 50)); // the line is written as the answer ends
  return lines.slice(from).filter((line) => line.msg === 'request completed');
}

test('a successful read writes no line', async () => {
  const logged = await loggedDuring(() => fetch(`${api.url}/api/Site?host=localhost`).then((response) => expect(response.status).toBe(200)));
  expect(logged).toEqual([]);
});

test('a failed read writes one line with its status', async () => {
  const logged = await loggedDuring(() => fetch(`${api.url}/api/Site?host=nowhere.example`).then((response) => expect(response.status).toBe(404)));
  expect(logged).toEqual([expect.objectContaining({ method: 'GET', url: '/api/Site?host=nowhere.example', statusCode: 404 })]);
});

test('a list read through the spec’s POST GetAll writes no line', async () => {
  const logged = await loggedDuring(() => api.post('/School/Staff/GetAll', { active: true, schoolCode: '83181' }).then((answer) => expect(answer.status).toBe(200)));
  expect(logged).toEqual([]);
});

test('a call that acts, here a login, writes one line even when it succeeds', async () => {
  const logged = await loggedDuring(() => api.passwordStep(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password).then((answer) => expect(answer.status).toBe(200)));
  expect(logged).toEqual([expect.objectContaining({ method: 'POST', url: '/api/Auth/Admin/Login', statusCode: 200 })]);
});

describe('worthALine', () => {
  it.each([
    ['GET', '/api/Site', 200, 3, null, false],
    ['GET', '/api/Site', 304, 3, null, false],
    ['POST', '/api/School/Staff/GetById', 200, 3, null, false],
    ['GET', '/api/Site', 200, SLOW_REQUEST_MS, null, true],
    ['GET', '/api/Site', 404, 3, null, true],
    ['GET', '/api/Site', 200, 3, new Error('stream broke'), true],
    ['POST', '/api/School/Staff/Add', 200, 3, null, true],
    ['POST', undefined, 404, 3, null, true],
  ] as const)('%s %s answered %i in %i ms (error %p): %p', (method, route, status, ms, error, expected) => {
    expect(worthALine(method, route, status, ms, error)).toBe(expected);
  });
});
