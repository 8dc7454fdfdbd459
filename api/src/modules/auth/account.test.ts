import { ACCOUNTS, enrolThroughApi, type Answer, type TestApi } from '../../test-support/test-api';
import { expectRefusal, startBehindProxy, userAddedByProvider, type AddedUser } from '../../test-support/fixtures';
import { clientAddresses, from } from '../../test-support/clients';
import { THROTTLE } from './throttle';

/**
 * The account's own routes (logout, password change) and temporary passwords: what a user the
 * provider creates or resets may do until they set their own (docs/decisions/011-accounts.md).
 * Behind a trusted proxy, X-Forwarded-For names the client, so each test fails from its own.
 */
let api: TestApi, provider: string, schoolA: number;
let made = 0;

beforeAll(async () => ({ api, provider, schoolA } = await startBehindProxy()));
afterAll(() => api.close());

const MUST_CHANGE = 'You must set a new password before you continue';
const MUST_ENROL = 'You must set up two-factor sign-in before you continue';

const newClient = clientAddresses();

/** A school user of school A, added by the provider as the Users screen adds one. */
const addedUser = (fields: Record<string, unknown> = {}): Promise<AddedUser> =>
  userAddedByProvider(api, provider, schoolA, { fullName: 'Account User', userName: `account${++made}`, password: 'given-by-provider-1' }, fields);

const login = (user: { userName: string; password: string }, client = '198.51.100.1') =>
  api.post('/Auth/Admin/Login', { username: user.userName, password: api.encrypt(user.password), userType: 'School', SchoolCode: '83181' }, { headers: from(client) });

const tokenOf = async (user: { userName: string; password: string }) => {
  const answer = await login(user);
  expect(answer.status).toBe(200);
  return answer.body.token as string;
};

const changePassword = (token: string, current: string, next: string, client = '198.51.100.1') =>
  api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt(current), newPassword: api.encrypt(next) }, { token, headers: from(client) });

/** The user's own password, then their second factor: the token of a user at work. */
const atWork = async (user: AddedUser, own: string) => {
  const changed = await changePassword(await tokenOf(user), user.password, own);
  expect(changed.status).toBe(200);
  return (await enrolThroughApi(api, changed.body.token)).token;
};

/** A school route a school admin at work calls. */
const staffCall = (token: string) => api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token });

describe('a temporary password', () => {
  test('a user the provider adds logs in with a temporary password; the seeded admins’ passwords are their own', async () => {
    const user = await addedUser();
    expect((await login(user)).body).toEqual({
      token: expect.any(String),
      schoolId: schoolA,
      schoolCode: '83181',
      schoolUserId: user.id,
      role: 'admin',
      temporaryCredential: true,
      secondFactorEnrolment: true,
      message: 'Login successful',
    });
    const seeded = await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password);
    expect(seeded.body.temporaryCredential).toBe(false);
    const seededProvider = await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin');
    expect(seededProvider.body.temporaryCredential).toBe(false);
  });

  test('until it is changed, every route but the account’s own answers 403 with what to do', async () => {
    const token = await tokenOf(await addedUser());
    expectRefusal(await staffCall(token), 403, MUST_CHANGE);
    expectRefusal(await api.post('/School/Page/GetAll', {}, { token }), 403, MUST_CHANGE);
    expectRefusal(await api.post('/School/Profile/Update', { affiliationNumber: '1234567' }, { token }), 403, MUST_CHANGE);
  });

  test('its token gets from a public route only what a visitor gets', async () => {
    const token = await tokenOf(await addedUser());
    await api.database.db.insertInto('staff').values({ school_id: schoolA, full_name: 'Hidden Clerk', designation: 'Clerk', active: 0 }).execute();
    const all = { active: false, schoolCode: '83181' };
    const asAdmin = await api.post('/School/Staff/GetAll', all, { token: (await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password)).body.token });
    expect(asAdmin.body.map((staff: { fullName: string }) => staff.fullName)).toContain('Hidden Clerk');
    const asTemporary = await api.post('/School/Staff/GetAll', all, { token });
    expect(asTemporary.status).toBe(200);
    expect(asTemporary.body.map((staff: { fullName: string }) => staff.fullName)).not.toContain('Hidden Clerk');
  });

  test('once changed, then the second factor set up, the new token reaches everything the user may do, and the next login is an ordinary one', async () => {
    const user = await addedUser();
    const first = await tokenOf(user);
    const changed = await changePassword(first, user.password, 'my-own-secret-pass');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ token: expect.any(String), message: 'Password changed' });
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expectRefusal(await staffCall(changed.body.token), 403, MUST_ENROL);
    const enrolled = await enrolThroughApi(api, changed.body.token);
    expect((await staffCall(enrolled.token)).status).toBe(200);
    expectRefusal(await staffCall(first), 401, 'Invalid or expired token');
    const next = await api.login(user.userName, 'my-own-secret-pass');
    expect(next.body).toMatchObject({ temporaryCredential: false, secondFactorEnrolment: false });
    expect((await login(user)).status).toBe(401);
  });

  test('the provider’s reset of a user’s password is temporary too, ends the user’s sessions, and is in the audit log', async () => {
    const user = await addedUser();
    const own = await atWork(user, 'chosen-by-the-user-1');
    expect((await staffCall(own)).status).toBe(200);
    const reset = await api.post(
      '/School/User/Update',
      { fullName: 'Account User', userName: user.userName, password: api.encrypt('reset-by-provider-1'), userType: 'School', active: true, SchoolId: schoolA, schoolUserId: user.id },
      { token: provider },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.temporaryCredential).toBe(true);
    expectRefusal(await staffCall(own), 401, 'Invalid or expired token');
    const after = await api.login(user.userName, 'reset-by-provider-1');
    expect(after.body.temporaryCredential).toBe(true);
    expectRefusal(await staffCall(after.body.token), 403, MUST_CHANGE);
    const entry = await api.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'action', 'after'])
      .where('entity', '=', 'user')
      .where('action', '=', 'update')
      .where('entity_id', '=', String(user.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.user_name).toBe(ACCOUNTS.providerAdmin.username);
    expect(JSON.parse(entry.after!)).toMatchObject({ credentialChanged: true, temporaryCredential: true });
  });

  test('the provider’s Users list says whose password is temporary', async () => {
    const user = await addedUser();
    const list = await api.post('/School/User/GetAll', { schoolId: schoolA, active: true }, { token: provider });
    const row = (userName: string) => list.body.find((each: { userName: string }) => each.userName === userName);
    expect(row(user.userName).temporaryCredential).toBe(true);
    expect(row(ACCOUNTS.schoolAdmin.username).temporaryCredential).toBe(false);
  });

  test('a provider admin added by the provider must change its password before reaching the provider’s routes', async () => {
    const user = { userName: `sgiaccount${++made}`, password: 'given-by-provider-2' };
    const added = await api.post(
      '/School/User/Add',
      { fullName: 'Second Provider', userName: user.userName, password: api.encrypt(user.password), userType: 'SGIUser-Admin', active: true, SchoolId: null },
      { token: provider },
    );
    expect(added.status).toBe(201);
    const first = await api.login(user.userName, user.password, 'SGIUser-Admin');
    expect(first.body.temporaryCredential).toBe(true);
    expectRefusal(await api.post('/School/GetAll', { active: true }, { token: first.body.token }), 403, MUST_CHANGE);
    const changed = await changePassword(first.body.token, user.password, 'provider-own-pass-2');
    expect(changed.status).toBe(200);
    expectRefusal(await api.post('/School/GetAll', { active: true }, { token: changed.body.token }), 403, MUST_ENROL);
    const enrolled = await enrolThroughApi(api, changed.body.token);
    expect((await api.post('/School/GetAll', { active: true }, { token: enrolled.token })).status).toBe(200);
  });
});

describe('POST /Auth/Admin/ChangePassword', () => {
  test('a wrong current password is refused with a 400 that says so, and changes nothing', async () => {
    const user = await addedUser();
    const token = await tokenOf(user);
    expectRefusal(await changePassword(token, 'not-my-password', 'a-new-pass-12345', newClient()), 400, 'The current password is not correct');
    expect((await login(user)).status).toBe(200);
    expectRefusal(await staffCall(token), 403, MUST_CHANGE);
  });

  test('wrong current passwords count as failed logins: the form is held back, and so is the login from that client', async () => {
    const user = await addedUser();
    const token = await tokenOf(user);
    const client = newClient();
    for (let attempt = 0; attempt < THROTTLE.freePerPair; attempt++) {
      expect((await changePassword(token, `guess-number-${attempt}`, 'a-new-pass-12345', client)).status).toBe(400);
    }
    const held = await changePassword(token, user.password, 'a-new-pass-12345', client);
    expectRefusal(held, 429, 'Too many failed login attempts. Please wait 1 second and try again.');
    expect(held.headers.get('retry-after')).toBe('1');
    expect((await login(user, client)).status).toBe(429);
    // Another client (the owner elsewhere) is not held back.
    expect((await login(user, newClient())).status).toBe(200);
    // The failures are the provider's to see, as failed logins.
    const standing = await api.post('/School/User/LoginThrottle', { SchoolUserId: user.id }, { token: provider });
    expect(standing.body.failures).toBe(THROTTLE.freePerPair);
  });

  test('40 wrong current passwords at once: no more are checked than the free tries, the rest wait (429)', async () => {
    const user = await addedUser();
    const token = await tokenOf(user);
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, attempt) => changePassword(token, `guess-number-${attempt}`, 'a-new-pass-12345', client)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(THROTTLE.freePerPair);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - THROTTLE.freePerPair);
  });

  test('a new password refused by its rules costs no try, even with a wrong current one', async () => {
    const user = await addedUser();
    const token = await tokenOf(user);
    const client = newClient();
    for (let attempt = 0; attempt < THROTTLE.freePerPair + 2; attempt++) expectRefusal(await changePassword(token, 'not-my-password', 'short', client), 400, 'Password must be at least 12 characters');
    expect((await changePassword(token, user.password, 'a-new-pass-12345', client)).status).toBe(200);
  });

  test('the new password follows the rules of every new password, and must differ from the current one', async () => {
    const user = await addedUser();
    const token = await tokenOf(user);
    expectRefusal(await changePassword(token, user.password, 'short'), 400, 'Password must be at least 12 characters');
    expectRefusal(await changePassword(token, user.password, 'p'.repeat(129)), 400, 'Password cannot exceed 128 characters');
    expectRefusal(await changePassword(token, user.password, 'Qwerty123456'), 400, 'This password is one of the most common ones. Choose another.');
    expectRefusal(await changePassword(token, user.password, user.password), 400, 'The new password must differ from the current one');
    expect((await login(user)).status).toBe(200);
  });

  test('passwords not under the login cipher are refused', async () => {
    const user = await addedUser();
    const token = await tokenOf(user);
    const plain = await api.post('/Auth/Admin/ChangePassword', { currentPassword: user.password, newPassword: api.encrypt('a-new-pass-12345') }, { token, headers: from(newClient()) });
    expectRefusal(plain, 400, 'The current password is not correct');
    const plainNew = await api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt(user.password), newPassword: 'a-new-pass-12345' }, { token });
    expectRefusal(plainNew, 400, /password: not readable/);
  });

  test('a password change ends every other session of the user: only the browser that made it stays in', async () => {
    const user = await addedUser();
    const elsewhere = await tokenOf(user);
    const here = await tokenOf(user);
    const changed = await changePassword(here, user.password, 'changed-here-pass-1');
    expect(changed.status).toBe(200);
    expectRefusal(await api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt('changed-here-pass-1'), newPassword: api.encrypt('x-other-pass-123') }, { token: elsewhere }), 401);
    expectRefusal(await staffCall(here), 401);
    // The fresh token is the user's (its second factor comes next: see above).
    expect((await api.post('/Auth/Admin/SecondFactor/Status', {}, { token: changed.body.token })).status).toBe(200);
  });

  test('the change is in the audit log, by the user, without the password', async () => {
    const user = await addedUser();
    const changed = await changePassword(await tokenOf(user), user.password, 'audited-change-pass-1');
    expect(changed.status).toBe(200);
    const entry = await api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(user.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_name: user.userName, action: 'update', school_id: schoolA });
    expect(JSON.parse(entry.after!)).toEqual({ credentialChanged: true });
    expect(JSON.stringify(entry)).not.toMatch(/audited-change|\$argon/);
  });

  test('the seeded provider admin changes its own password the same way', async () => {
    const token = (await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin')).body.token as string;
    const changed = await changePassword(token, ACCOUNTS.providerAdmin.password, 'provider-changed-pass-1');
    expect(changed.status).toBe(200);
    expect((await api.post('/School/GetAll', { active: true }, { token: changed.body.token })).status).toBe(200);
    // Back as it was, for the other tests (the provider token they hold ended with the change).
    const back = await changePassword(changed.body.token, 'provider-changed-pass-1', ACCOUNTS.providerAdmin.password);
    expect(back.status).toBe(200);
    provider = back.body.token;
  });
});

describe('POST /Auth/Admin/Logout', () => {
  const logout = (token: string): Promise<Answer> => api.post('/Auth/Admin/Logout', {}, { token });

  test('ends the token it is called with, and every other token of that user', async () => {
    const user = await addedUser();
    const own = await atWork(user, 'logout-user-pass-1');
    const other = (await api.login(user.userName, 'logout-user-pass-1')).body.token as string;
    expect((await staffCall(other)).status).toBe(200);
    const answer = await logout(own);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Logged out' });
    expectRefusal(await staffCall(own), 401, 'Invalid or expired token');
    expectRefusal(await staffCall(other), 401, 'Invalid or expired token');
    expectRefusal(await logout(own), 401);
    // The password still works: a new login starts a new session.
    expect((await staffCall((await api.login(user.userName, 'logout-user-pass-1')).body.token)).status).toBe(200);
  });

  test('a user with a temporary password may log out too', async () => {
    const token = await tokenOf(await addedUser());
    expect((await logout(token)).status).toBe(200);
    expectRefusal(await api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt('x'), newPassword: api.encrypt('y') }, { token }), 401);
  });

  test('without a token it is a 401', async () => {
    expectRefusal(await api.post('/Auth/Admin/Logout', {}), 401, 'Authentication required');
  });
});
