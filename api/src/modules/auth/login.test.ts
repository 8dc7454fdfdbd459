import { createSigner } from 'fast-jwt';
import { ACCOUNTS, startTestApi, type TestApi } from '../../test-support/test-api';
import { waitsOutlasted } from '../../test-support/clients';
import { schoolAdminLoggedIn } from './login-test-data';
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
  // The spec's fields, and ours: who signed in with which role (docs/decisions/013-school-team.md).
  expect(answer.body).toEqual(schoolAdminLoggedIn());
  const staff = await api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token: answer.body.token });
  expect(staff.status).toBe(200);
});

test('the provider admin logs in with the provider user type and gets its user id', async () => {
  const answer = await api.login(providerAdmin.username, providerAdmin.password, 'SGIUser-Admin');
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ token: expect.any(String), schoolUserId: expect.any(Number), temporaryCredential: false, secondFactorEnrolment: false, message: 'Login successful' });
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

describe('login throttling (OWASP: per client and account, growing delays, no lock-out by strangers)', () => {
  // Behind a trusted proxy, X-Forwarded-For names the client: each test plays several addresses.
  let proxied: TestApi;
  let provider: string;
  let made = 0;
  beforeAll(async () => {
    proxied = await startTestApi({ TRUST_PROXY: '127.0.0.1' });
    provider = (await proxied.login(providerAdmin.username, providerAdmin.password, 'SGIUser-Admin')).body.token;
  });
  afterAll(() => proxied.close());

  const loginFrom = (client: string, username: string, password: string) =>
    proxied.post(
      '/Auth/Admin/Login',
      { username, password: proxied.encrypt(password), userType: 'School', SchoolCode: '83181' },
      { headers: { 'X-Forwarded-For': client } },
    );
  /** A school user of its own for each test, so no test's failures touch another's. */
  async function freshUser(): Promise<{ username: string; password: string; id: number }> {
    const school = await proxied.database.db.selectFrom('schools').select('id').where('school_code', '=', '83181').executeTakeFirstOrThrow();
    const user = { username: `throttled${++made}`, password: 'right-password-1' };
    const added = await proxied.post(
      '/School/User/Add',
      { fullName: 'Throttled User', userName: user.username, password: proxied.encrypt(user.password), userType: 'School', active: true, SchoolId: school.id },
      { token: provider },
    );
    expect(added.status).toBe(201);
    return { ...user, id: added.body.schoolUserId };
  }
  const failFrom = async (client: string, username: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) expect((await loginFrom(client, username, 'wrong-password')).status).toBe(401);
  };

  test('five wrong passwords from one address do not keep the owner out: the right password from another address gets in', async () => {
    const user = await freshUser();
    await failFrom('203.0.113.5', user.username, THROTTLE.freePerPair);
    const owner = await loginFrom('198.51.100.7', user.username, user.password);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  test('the failing address itself must wait, with Retry-After, and gets in once the wait is over', async () => {
    const user = await freshUser();
    await failFrom('203.0.113.6', user.username, THROTTLE.freePerPair);
    const held = await loginFrom('203.0.113.6', user.username, user.password);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: 'Too many failed login attempts. Please wait 1 second and try again.' });
    expect(held.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, THROTTLE.firstWaitMs + 100));
    expect((await loginFrom('203.0.113.6', user.username, user.password)).status).toBe(200);
  });

  test('each further failure doubles the wait, and refused tries are not counted', async () => {
    const user = await freshUser();
    await failFrom('203.0.113.8', user.username, THROTTLE.freePerPair);
    for (const seconds of [1, 2, 4]) {
      const held = await loginFrom('203.0.113.8', user.username, 'wrong-password');
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBe(seconds);
      expect((await loginFrom('203.0.113.8', user.username, 'wrong-password')).status).toBe(429); // not counted
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
      expect((await loginFrom('203.0.113.8', user.username, 'wrong-password')).status).toBe(401);
    }
  });

  /** How many answers had each status. */
  const statuses = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((seen, { status }) => ({ ...seen, [status]: (seen[status] ?? 0) + 1 }), {});

  test('200 tries at once from one address, the right password last: no more are checked than the free tries, the rest wait', async () => {
    const user = await freshUser();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => loginFrom('203.0.113.20', user.username, index === 199 ? user.password : 'wrong-password')),
    );
    const waitsOver = waitsOutlasted(started);
    const seen = statuses(answers);
    // Checked: a wrong one is a 401, the right one (had it been among them) a 200.
    const checked = (seen[401] ?? 0) + (seen[200] ?? 0);
    expect(checked).toBeGreaterThanOrEqual(THROTTLE.freePerPair);
    expect(checked).toBeLessThanOrEqual(THROTTLE.freePerPair + waitsOver);
    expect(seen[429]).toBe(200 - checked);
    // Only the checked wrong ones are failures, for the provider's screen too.
    const standing = await proxied.post('/School/User/LoginThrottle', { SchoolUserId: user.id }, { token: provider });
    expect(standing.body.failures).toBe(seen[401]);
  });

  test('tries at once from many addresses at one account are counted one after the other too', async () => {
    const user = await freshUser();
    // 45 addresses have failed once: the account's count lets 5 more failures through, then waits.
    const addresses = Array.from({ length: THROTTLE.freePerAccount - 5 }, (_, index) => `10.3.0.${index + 1}`);
    for (const address of addresses) await failFrom(address, user.username, 1);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => loginFrom(addresses[index % addresses.length]!, user.username, 'wrong-password')));
    const waitsOver = waitsOutlasted(started);
    const seen = statuses(answers);
    expect(seen[401]).toBeGreaterThanOrEqual(5);
    expect(seen[401]).toBeLessThanOrEqual(5 + waitsOver);
    expect(seen[429]).toBe(100 - (seen[401] ?? 0));
  });

  test('one address failing on many accounts is slowed down on all of them', async () => {
    const users = await Promise.all([freshUser(), freshUser(), freshUser(), freshUser(), freshUser()]);
    for (const user of users) await failFrom('203.0.113.9', user.username, THROTTLE.freePerClient / users.length);
    const other = await freshUser();
    expect((await loginFrom('203.0.113.9', other.username, other.password)).status).toBe(429);
    expect((await loginFrom('198.51.100.9', other.username, other.password)).status).toBe(200);
  });

  test('many addresses failing one account hold back only those that failed', async () => {
    const user = await freshUser();
    for (let client = 0; client < THROTTLE.freePerAccount; client++) await failFrom(`10.1.0.${client + 1}`, user.username, 1);
    expect((await loginFrom('10.1.0.1', user.username, user.password)).status).toBe(429);
    expect((await loginFrom('10.2.0.1', user.username, user.password)).status).toBe(200);
  });

  test('the provider sees who failed and until when, and clears the delays', async () => {
    const user = await freshUser();
    await failFrom('203.0.113.10', user.username, THROTTLE.freePerPair);
    await failFrom('203.0.113.11', user.username, 2);
    const seen = await proxied.post('/School/User/LoginThrottle', { SchoolUserId: user.id }, { token: provider });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      userName: user.username,
      failures: THROTTLE.freePerPair + 2,
      clients: [
        { client: '203.0.113.10', failures: THROTTLE.freePerPair, waitUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        { client: '203.0.113.11', failures: 2, waitUntil: null },
      ],
    });
    const cleared = await proxied.post('/School/User/LoginThrottle/Clear', { SchoolUserId: user.id }, { token: provider });
    expect(cleared.body).toEqual({ message: 'Login delays cleared' });
    expect((await proxied.post('/School/User/LoginThrottle', { SchoolUserId: user.id }, { token: provider })).body).toEqual({
      userName: user.username,
      failures: 0,
      clients: [],
    });
    expect((await loginFrom('203.0.113.10', user.username, user.password)).status).toBe(200);
  });

  test('a school admin cannot see or clear throttling', async () => {
    const school = (await proxied.login(schoolAdmin.username, schoolAdmin.password)).body.token;
    expect((await proxied.post('/School/User/LoginThrottle', { SchoolUserId: 1 }, { token: school })).status).toBe(403);
    expect((await proxied.post('/School/User/LoginThrottle/Clear', { SchoolUserId: 1 }, { token: school })).status).toBe(403);
  });
});
