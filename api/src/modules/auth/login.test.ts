import { createSigner } from 'fast-jwt';
import { ACCOUNTS, startTestApi, type TestApi } from '../../test-support/test-api';
import { THROTTLE } from './throttle';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { schoolAdmin, providerAdmin } = ACCOUNTS;

test('a school admin logs in with the encrypted password and gets a token for its school', async () => {
  const answer = await api.login(schoolAdmin.username, schoolAdmin.password);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ token: expect.any(String), schoolId: expect.any(Number), schoolCode: '83181', message: 'Login successful' });
  const staff = await api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token: answer.body.token });
  expect(staff.status).toBe(200);
});

test('the provider admin logs in with the provider user type and gets its user id', async () => {
  const answer = await api.login(providerAdmin.username, providerAdmin.password, 'SGIUser-Admin');
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ token: expect.any(String), schoolUserId: expect.any(Number), message: 'Login successful' });
});

test('an unknown user and a wrong password get the same answer', async () => {
  const unknown = await api.login('nobody-here', 'whatever1');
  const wrong = await api.login(schoolAdmin.username, 'not-the-password');
  expect(unknown.status).toBe(401);
  expect(wrong.status).toBe(401);
  expect(unknown.body).toEqual(wrong.body);
  expect(wrong.body).toEqual({ message: 'Invalid username or password' });
});

test('a school admin cannot log in as the provider, nor for another school', async () => {
  expect((await api.login(schoolAdmin.username, schoolAdmin.password, 'SGIUser-Admin')).status).toBe(401);
  expect((await api.login(schoolAdmin.username, schoolAdmin.password, 'School', '83190')).status).toBe(401);
  expect((await api.login(providerAdmin.username, providerAdmin.password, 'School')).status).toBe(401);
});

test('a password sent in clear text, not under the cipher, is refused', async () => {
  const answer = await api.post('/Auth/Admin/Login', {
    username: schoolAdmin.username,
    password: schoolAdmin.password,
    userType: 'School',
    SchoolCode: '83181',
  });
  expect(answer.status).toBe(401);
});

test('the login rules of the spec are enforced by the server too', async () => {
  const short = await api.post('/Auth/Admin/Login', { username: 'ab', password: 'x', userType: 'School', SchoolCode: '83181' });
  expect(short.status).toBe(400);
  expect(short.body.message).toContain('Username must be at least 3 characters');
  const long = await api.post('/Auth/Admin/Login', { username: 'a'.repeat(21), password: 'x', userType: 'School', SchoolCode: '83181' });
  expect(long.body.message).toContain('Username cannot exceed 20 characters');
});

describe('tokens', () => {
  const protectedCall = (token: string) => api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token });
  const claims = async () => {
    const { token } = (await api.login(schoolAdmin.username, schoolAdmin.password)).body;
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  };

  test('an unsigned token (alg none) is refused', async () => {
    const body = Buffer.from(JSON.stringify(await claims())).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await protectedCall(`${header}.${body}.`)).status).toBe(401);
  });

  test('a token signed with another key is refused', async () => {
    const forged = createSigner({ key: 'not-the-server-secret-at-all-000000' })(await claims());
    expect((await protectedCall(forged)).status).toBe(401);
  });

  test('an expired token is refused', async () => {
    const sign = createSigner({ key: api.config.jwtSecret });
    const expired = sign({ ...(await claims()), iat: 1_000, exp: 2_000 });
    expect((await protectedCall(expired)).status).toBe(401);
  });

  test('a token whose school id was edited is refused', async () => {
    const { token } = (await api.login(schoolAdmin.username, schoolAdmin.password)).body;
    const [header, body, signature] = token.split('.');
    const edited = { ...JSON.parse(Buffer.from(body, 'base64url').toString()), sch: 2 };
    const tampered = `${header}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;
    expect((await protectedCall(tampered)).status).toBe(401);
  });

  test('a garbled Authorization header is refused, not ignored', async () => {
    expect((await api.post('/School/Staff/GetAll', { schoolCode: '83181' }, { token: 'garbage' })).status).toBe(401);
  });
});

test(`after ${THROTTLE.perAccount} failed logins the account is throttled, even with the right password`, async () => {
  await api.post('/School/User/Add', {}, {}); // unrelated noise must not count
  const providerToken = (await api.login(providerAdmin.username, providerAdmin.password, 'SGIUser-Admin')).body.token;
  const school = await api.database.db.selectFrom('schools').select('id').where('school_code', '=', '83181').executeTakeFirstOrThrow();
  await api.post(
    '/School/User/Add',
    { fullName: 'Throttled User', userName: 'throttled', password: api.encrypt('right-pass-1'), userType: 'School', active: true, SchoolId: school.id },
    { token: providerToken },
  );
  for (let attempt = 0; attempt < THROTTLE.perAccount; attempt++) {
    expect((await api.login('throttled', 'wrong-pass')).status).toBe(401);
  }
  const blocked = await api.login('throttled', 'right-pass-1');
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toMatch(/Too many failed login attempts/);
});
