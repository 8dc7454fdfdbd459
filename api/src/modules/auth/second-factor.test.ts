import { ACCOUNTS, authenticatorOf, enrolThroughApi, nextCodeAccepted, totpCode, type TestApi } from '../../test-support/test-api';
import { expectRefusal, startBehindProxy, userAddedByProvider, type AddedUser } from '../../test-support/fixtures';
import { clientAddresses, from, waitsOutlasted } from '../../test-support/clients';
import { THROTTLE } from './throttle';
import { TRIES_PER_CHALLENGE } from './challenge';
import { schoolAdminLoggedIn } from './login-test-data';

/**
 * Two-factor sign-in (docs/decisions/013-school-team.md, "Second factor"): the code step of the
 * login, its throttling, codes used once, recovery codes, enrolment before anything else, and the
 * provider's reset. Behind a trusted proxy, X-Forwarded-For names the client, so each test fails
 * from its own.
 */
let api: TestApi, provider: string, schoolA: number;
let made = 0;

beforeAll(async () => ({ api, provider, schoolA } = await startBehindProxy()));
afterAll(() => api.close());

const MUST_ENROL = 'You must set up two-factor sign-in before you continue';
const newClient = clientAddresses();

/** A school user of school A at work: the provider added them, they chose their password and set up their second factor. */
async function enrolledUser(): Promise<AddedUser & { recoveryCodes: string[] }> {
  const user = await userAddedByProvider(api, provider, schoolA, { fullName: 'Factor User', userName: `factor${++made}`, password: 'given-by-provider-1' });
  const first = await passwordStep(user);
  const changed = await api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt(user.password), newPassword: api.encrypt('chosen-by-user-1') }, { token: first.body.token });
  const { recoveryCodes } = await enrolThroughApi(api, changed.body.token);
  return { id: user.id, userName: user.userName, password: 'chosen-by-user-1', recoveryCodes };
}

const passwordStep = (user: { userName: string; password: string }, client = '198.51.100.1') =>
  api.post('/Auth/Admin/Login', { username: user.userName, password: api.encrypt(user.password), userType: 'School', SchoolCode: '83181' }, { headers: from(client) });

const codeStep = (challenge: string, answer: { code?: string; recoveryCode?: string }, client = '198.51.100.1') =>
  api.post('/Auth/Admin/Login/SecondFactor', { challenge, ...answer }, { headers: from(client) });

const challengeOf = async (user: AddedUser, client?: string) => {
  const answer = await passwordStep(user, client);
  expect(answer.status).toBe(200);
  return answer.body.challenge as string;
};

/** The authenticator's next code (a code is accepted once: the last accepted one is forgotten, standing for 30 s passing). */
const codeOf = async (user: AddedUser) => {
  await nextCodeAccepted(api, user.userName);
  return totpCode(await authenticatorOf(api, user.userName));
};
const staffCall = (token: string) => api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token });

describe('the login of an account with its second factor on', () => {
  test('the right password answers a challenge, not a token; the challenge opens nothing; the code step answers the login', async () => {
    const user = await enrolledUser();
    const first = await passwordStep(user);
    expect(first.body).toEqual({ challenge: expect.any(String), secondFactor: true, message: 'Enter the 6-digit code from your authenticator app' });
    expect(first.body).not.toHaveProperty('token');
    expectRefusal(await staffCall(first.body.challenge), 401, 'Invalid or expired token');
    const second = await codeStep(first.body.challenge, { code: await codeOf(user) });
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.body).toEqual(schoolAdminLoggedIn(schoolA));
    expect((await staffCall(second.body.token)).status).toBe(200);
  });

  test('the seeded provider admin cannot log in without its code', async () => {
    const client = newClient();
    const login = { username: ACCOUNTS.providerAdmin.username, password: api.encrypt(ACCOUNTS.providerAdmin.password), userType: 'SGIUser-Admin' };
    const first = await api.post('/Auth/Admin/Login', login, { headers: from(client) });
    expect(first.body).not.toHaveProperty('token');
    expectRefusal(await codeStep(first.body.challenge, { code: '000000' }, client), 401, 'The code is not correct');
  });

  test('a code is accepted once: the same code again, even with a new challenge, is refused', async () => {
    const user = await enrolledUser();
    const code = await codeOf(user);
    expect((await codeStep(await challengeOf(user), { code })).status).toBe(200);
    expectRefusal(await codeStep(await challengeOf(user), { code }), 401, 'The code is not correct');
  });

  test('wrong codes count as failed logins: after the free tries both steps answer 429 with Retry-After, and the provider sees them', async () => {
    const user = await enrolledUser();
    const client = newClient();
    let challenge = '';
    for (let attempt = 0; attempt < THROTTLE.freePerPair; attempt++) {
      if (attempt % TRIES_PER_CHALLENGE === 0) challenge = await challengeOf(user, client);
      expectRefusal(await codeStep(challenge, { code: String(100000 + attempt) }, client), 401, 'The code is not correct');
    }
    const held = await codeStep(challenge, { code: await codeOf(user) }, client);
    expectRefusal(held, 429, 'Too many failed login attempts. Please wait 1 second and try again.');
    expect(held.headers.get('retry-after')).toBe('1');
    // The right password does not buy fresh tries at the code.
    expect((await passwordStep(user, client)).status).toBe(429);
    const standing = await api.post('/School/User/LoginThrottle', { SchoolUserId: user.id }, { token: provider });
    expect(standing.body.failures).toBe(THROTTLE.freePerPair);
    // Another client (the owner elsewhere) is not held back.
    const owner = newClient();
    expect((await codeStep(await challengeOf(user, owner), { code: await codeOf(user) }, owner)).status).toBe(200);
  });

  test('100 wrong codes at once for one challenge: the challenge’s tries are checked, then it is over; the rest wait (429)', async () => {
    const user = await enrolledUser();
    const client = newClient();
    const challenge = await challengeOf(user, client);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => codeStep(challenge, { code: String(index).padStart(6, '0') }, client)));
    const said = (message: string) => answers.filter((answer) => answer.body.message === message).length;
    expect(said('The code is not correct')).toBe(TRIES_PER_CHALLENGE);
    expect(said('This sign-in has expired. Please log in again.') + answers.filter((answer) => answer.status === 429).length).toBe(100 - TRIES_PER_CHALLENGE);
  });

  test('a challenge serves only the client that sent the password, for a few codes, and ends at its first success', async () => {
    const user = await enrolledUser();
    const client = newClient();
    const challenge = await challengeOf(user, client);
    const EXPIRED = 'This sign-in has expired. Please log in again.';
    expectRefusal(await codeStep(challenge, { code: await codeOf(user) }, newClient()), 401, EXPIRED);
    for (let attempt = 0; attempt < TRIES_PER_CHALLENGE; attempt++) expectRefusal(await codeStep(challenge, { code: String(200000 + attempt) }, client), 401, 'The code is not correct');
    expectRefusal(await codeStep(challenge, { code: await codeOf(user) }, client), 401, EXPIRED);
    // A new challenge logs in once: the same challenge again, with a recovery code, is over, and the recovery code is left unused.
    const next = await challengeOf(user, client);
    expect((await codeStep(next, { code: await codeOf(user) }, client)).status).toBe(200);
    const again = await codeStep(next, { recoveryCode: user.recoveryCodes[0]! }, client);
    expectRefusal(again, 401, EXPIRED);
    expect((await codeStep(await challengeOf(user, client), { recoveryCode: user.recoveryCodes[0]! }, client)).status).toBe(200);
  });

  test('two right answers at once for one challenge: one logs in, the other is told the sign-in is over', async () => {
    const user = await enrolledUser();
    const challenge = await challengeOf(user);
    const answers = await Promise.all([codeStep(challenge, { code: await codeOf(user) }), codeStep(challenge, { recoveryCode: user.recoveryCodes[1]! })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.status === 401)!.body.message).toBe('This sign-in has expired. Please log in again.');
  });

  test('wrong codes from many clients slow every client’s code: someone with the password cannot spread guesses over addresses', async () => {
    const user = await enrolledUser();
    // Each client passes the password step and fails one code: no client has failed more than once.
    for (let failed = 0; failed < THROTTLE.freeCodesPerAccount; failed++) {
      const client = newClient();
      expectRefusal(await codeStep(await challengeOf(user, client), { code: String(300000 + failed) }, client), 401, 'The code is not correct');
    }
    const fresh = newClient();
    const challenge = await challengeOf(user, fresh);
    const held = await codeStep(challenge, { code: await codeOf(user) }, fresh);
    expectRefusal(held, 429, 'Too many failed login attempts. Please wait 1 second and try again.');
    // The wait cost the challenge nothing; the provider lifts it.
    expect((await api.post('/School/User/LoginThrottle/Clear', { SchoolUserId: user.id }, { token: provider })).status).toBe(200);
    expect((await codeStep(challenge, { code: await codeOf(user) }, fresh)).status).toBe(200);
  });

  test('200 wrong codes at once from 50 clients, each with its own challenge: no more are checked than the account’s free codes', async () => {
    const user = await enrolledUser();
    const clients = Array.from({ length: 50 }, () => newClient());
    const challenges = await Promise.all(clients.map((client) => challengeOf(user, client)));
    const started = Date.now();
    const answers = await Promise.all(clients.flatMap((client, index) => [0, 1, 2, 3].map((step) => codeStep(challenges[index]!, { code: String(400000 + index * 4 + step) }, client))));
    const waitsOver = waitsOutlasted(started);
    const checked = answers.filter((answer) => answer.body.message === 'The code is not correct').length;
    expect(checked).toBeGreaterThanOrEqual(THROTTLE.freeCodesPerAccount);
    expect(checked).toBeLessThanOrEqual(THROTTLE.freeCodesPerAccount + waitsOver);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(200 - checked - clients.length);
  });

  test('a recovery code logs in once, in any case and with or without its hyphen', async () => {
    const user = await enrolledUser();
    expect(user.recoveryCodes).toHaveLength(10);
    expect(new Set(user.recoveryCodes).size).toBe(10);
    const [code] = user.recoveryCodes;
    const first = await codeStep(await challengeOf(user), { recoveryCode: ` ${code!.toUpperCase()} ` });
    expect(first.status).toBe(200);
    expect((await staffCall(first.body.token)).status).toBe(200);
    const other = newClient();
    expectRefusal(await codeStep(await challengeOf(user, other), { recoveryCode: code!.replace('-', '') }, other), 401, 'The recovery code is not correct or was used already');
    const status = await api.post('/Auth/Admin/SecondFactor/Status', {}, { token: first.body.token });
    expect(status.body).toEqual({ on: true, required: true, recoveryCodesLeft: 9 });
  });

  test('a challenge ends with the session version: after a logout it is refused; a token is no challenge', async () => {
    const user = await enrolledUser();
    const challenge = await challengeOf(user);
    const other = await codeStep(await challengeOf(user), { code: await codeOf(user) });
    await api.post('/Auth/Admin/Logout', {}, { token: other.body.token });
    expectRefusal(await codeStep(challenge, { code: await codeOf(user) }), 401, 'This sign-in has expired. Please log in again.');
    expectRefusal(await codeStep(provider, { code: '123456' }), 401, 'This sign-in has expired. Please log in again.');
  });

  test('the secret is stored encrypted, and the recovery codes only as hashes', async () => {
    const user = await enrolledUser();
    const row = await api.database.db.selectFrom('users').select('totp_secret').where('id', '=', user.id).executeTakeFirstOrThrow();
    const secret = await authenticatorOf(api, user.userName);
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(secret);
    const hashes = await api.database.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(user.recoveryCodes.some((code) => code_hash.includes(code.replace('-', '')))).toBe(false);
  });
});

describe('enrolment', () => {
  test('until enrolled, the token reaches only the account’s own routes; the password comes first, then the second factor', async () => {
    const user = { userName: `enrol${++made}`, password: 'given-by-provider-1' };
    await api.post(
      '/School/User/Add',
      { fullName: 'Enrol User', userName: user.userName, password: api.encrypt(user.password), userType: 'School', active: true, SchoolId: schoolA },
      { token: provider },
    );
    const temporary = (await passwordStep(user)).body.token as string;
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Start', {}, { token: temporary }), 403, 'You must set a new password before you continue');
    const changed = await api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt(user.password), newPassword: api.encrypt('chosen-by-user-2') }, { token: temporary });
    const token = changed.body.token as string;
    expectRefusal(await staffCall(token), 403, MUST_ENROL);
    expect((await api.post('/Auth/Admin/SecondFactor/Status', {}, { token })).body).toEqual({ on: false, required: true, recoveryCodesLeft: 0 });
    const login = await passwordStep({ ...user, password: 'chosen-by-user-2' });
    expect(login.body).toMatchObject({ token: expect.any(String), secondFactorEnrolment: true });

    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Confirm', { code: '123456' }, { token }), 409, 'Start the set-up again: no secret is waiting to be confirmed');
    const started = await api.post('/Auth/Admin/SecondFactor/Start', {}, { token });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*${user.userName}.*secret=${started.body.secret}.*period=30`));
    expect(started.body.qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Confirm', { code: '000000' }, { token, headers: from(newClient()) }), 400, 'The code is not correct');
    const confirmed = await api.post('/Auth/Admin/SecondFactor/Confirm', { code: totpCode(started.body.secret) }, { token });
    expect(confirmed.body).toEqual({ token: expect.any(String), recoveryCodes: expect.any(Array), message: 'Two-factor sign-in is on' });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    // Sessions begun on the password alone end; the fresh token works.
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Status', {}, { token }), 401);
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Status', {}, { token: login.body.token }), 401);
    expect((await staffCall(confirmed.body.token)).status).toBe(200);
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Start', {}, { token: confirmed.body.token }), 409, 'Two-factor sign-in is already on for this account');
  });

  test('new recovery codes need a code, and replace the old ones', async () => {
    const user = await enrolledUser();
    const token = (await codeStep(await challengeOf(user), { code: await codeOf(user) })).body.token as string;
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/RecoveryCodes', { code: '000000' }, { token, headers: from(newClient()) }), 400, 'The code is not correct');
    const renewed = await api.post('/Auth/Admin/SecondFactor/RecoveryCodes', { code: await codeOf(user) }, { token });
    expect(renewed.body).toEqual({ recoveryCodes: expect.any(Array), message: 'New recovery codes made: the old ones no longer work' });
    expectRefusal(await codeStep(await challengeOf(user), { recoveryCode: user.recoveryCodes[0]! }), 401, 'The recovery code is not correct or was used already');
    expect((await codeStep(await challengeOf(user), { recoveryCode: renewed.body.recoveryCodes[0] })).status).toBe(200);
  });
});

describe('the provider’s reset', () => {
  test('turns the factor off, ends the user’s sessions, is in the audit log; the next login goes to enrolment', async () => {
    const user = await enrolledUser();
    const token = (await codeStep(await challengeOf(user), { code: await codeOf(user) })).body.token as string;
    const reset = await api.post('/School/User/ResetSecondFactor', { SchoolUserId: user.id }, { token: provider });
    expect(reset.body).toEqual({ message: 'Second factor reset: the user sets it up again at the next login' });
    expectRefusal(await staffCall(token), 401, 'Invalid or expired token');
    const next = await passwordStep(user);
    expect(next.body).toMatchObject({ token: expect.any(String), secondFactorEnrolment: true });
    expectRefusal(await staffCall(next.body.token), 403, MUST_ENROL);
    expect(await api.database.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute()).toEqual([]);
    const listed = await api.post('/School/User/GetById', { SchoolUserId: user.id }, { token: provider });
    expect(listed.body.secondFactorOn).toBe(false);
    const entry = await api.database.db.selectFrom('audit_log').select(['user_name', 'after']).where('entity_id', '=', String(user.id)).where('action', '=', 'update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.user_name).toBe(ACCOUNTS.providerAdmin.username);
    expect(JSON.parse(entry.after!)).toEqual({ secondFactor: 'reset' });
  });

  test('an unknown user is a 404', async () => {
    expectRefusal(await api.post('/School/User/ResetSecondFactor', { SchoolUserId: 999999 }, { token: provider }), 404, 'User not found');
  });
});

/**
 * The step window, pinned at its edge: a code made in the last moment of a 30-second step often
 * reaches the server in the next one. Enrolment, the login's code step and new recovery codes
 * accept the same window (acceptCode, one step either way), so a code of the step before, typed
 * just after the step changed, works at all three; two steps back, or a second time, it does not.
 */
describe('a code of the step before, arriving just after the step changed', () => {
  const STEP_MS = 30_000;
  let stepStart = 0;
  /** From here on, the server's clock (Date.now, which the code check reads) is 0.3 s into a new step; answers that step's start. */
  function justAfterAStepChange(): void {
    const real = Date.now.bind(Date);
    stepStart = (Math.floor(real() / STEP_MS) + 1) * STEP_MS;
    const offset = stepStart + 300 - real();
    jest.spyOn(Date, 'now').mockImplementation(() => real() + offset);
  }
  const codeOfStep = (secret: string, stepsBack: number) => totpCode(secret, stepStart - stepsBack * STEP_MS + 1000);
  afterEach(() => jest.restoreAllMocks());

  test('is accepted at enrolment, once', async () => {
    const user = { userName: `edge${++made}`, password: 'given-by-provider-1' };
    await api.post('/School/User/Add', { fullName: 'Edge User', userName: user.userName, password: api.encrypt(user.password), userType: 'School', active: true, SchoolId: schoolA }, { token: provider });
    const temporary = (await passwordStep(user)).body.token as string;
    const token = (await api.post('/Auth/Admin/ChangePassword', { currentPassword: api.encrypt(user.password), newPassword: api.encrypt('chosen-by-user-3') }, { token: temporary })).body.token as string;
    const { secret } = (await api.post('/Auth/Admin/SecondFactor/Start', {}, { token })).body as { secret: string };
    justAfterAStepChange();
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/Confirm', { code: codeOfStep(secret, 2) }, { token, headers: from(newClient()) }), 400, 'The code is not correct');
    const code = codeOfStep(secret, 1);
    const confirmed = await api.post('/Auth/Admin/SecondFactor/Confirm', { code }, { token });
    expect(confirmed.status).toBe(200);
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/RecoveryCodes', { code }, { token: confirmed.body.token, headers: from(newClient()) }), 400, 'The code is not correct');
  });

  test('is accepted at the login’s code step, once', async () => {
    const user = await enrolledUser();
    const secret = await authenticatorOf(api, user.userName);
    await nextCodeAccepted(api, user.userName);
    justAfterAStepChange();
    const other = newClient();
    expectRefusal(await codeStep(await challengeOf(user, other), { code: codeOfStep(secret, 2) }, other), 401, 'The code is not correct');
    const code = codeOfStep(secret, 1);
    expect((await codeStep(await challengeOf(user), { code })).status).toBe(200);
    expectRefusal(await codeStep(await challengeOf(user), { code }), 401, 'The code is not correct');
  });

  test('is accepted for new recovery codes, once', async () => {
    const user = await enrolledUser();
    const token = (await codeStep(await challengeOf(user), { code: await codeOf(user) })).body.token as string;
    const secret = await authenticatorOf(api, user.userName);
    await nextCodeAccepted(api, user.userName);
    justAfterAStepChange();
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/RecoveryCodes', { code: codeOfStep(secret, 2) }, { token, headers: from(newClient()) }), 400, 'The code is not correct');
    const code = codeOfStep(secret, 1);
    expect((await api.post('/Auth/Admin/SecondFactor/RecoveryCodes', { code }, { token })).status).toBe(200);
    expectRefusal(await api.post('/Auth/Admin/SecondFactor/RecoveryCodes', { code }, { token, headers: from(newClient()) }), 400, 'The code is not correct');
  });
});
