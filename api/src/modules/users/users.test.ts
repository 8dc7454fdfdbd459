import { ACCOUNTS, passwordChosen, type Answer, type TestApi } from '../../test-support/test-api';
import { expectRefusal, keysOf, testRefusals, startWithSchools, type Tokens } from '../../test-support/fixtures';

let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;

beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const provider = () => ({ token: tokens.provider });
let names = 0;

/** The provider's user form; the password travels under the login cipher. */
const userForm = (fields: Record<string, unknown> = {}) => ({
  fullName: 'Smt. Test User',
  userName: `user${++names}`,
  password: api.encrypt('first-pass-1'),
  userType: 'School',
  active: true,
  createdBy: 1,
  SchoolId: schoolA,
  ...fields,
});

async function addUser(fields: Record<string, unknown> = {}) {
  const form = userForm(fields);
  const answer = await api.post('/School/User/Add', form, provider());
  expect(answer.status).toBe(201);
  return { ...answer.body, form } as {
    schoolUserId: number;
    userName: string;
    schoolId: number | null;
    createdBy: number | null;
    form: ReturnType<typeof userForm>;
  };
}

/** A user who has set a password of their own since the provider added them: their tokens reach their school's routes. */
async function workingUser(fields: Record<string, unknown> = {}) {
  const added = await addUser(fields);
  await passwordChosen(api, added.form.userName);
  return added;
}

/** The update form for a user, as the provider's screen sends it after GetById. */
const updateOf = (user: { schoolUserId: number; form: ReturnType<typeof userForm> }, fields: Record<string, unknown> = {}) => ({
  ...user.form,
  schoolUserId: user.schoolUserId,
  password: '',
  ...fields,
});

/** An answer that carries no password in any form: no such key, no hash, no cipher text. */
function expectNoPassword(answer: Answer, encrypted?: string) {
  expect(keysOf(answer.body).filter((key) => /pass|hash|secret/i.test(key))).toEqual([]);
  const text = JSON.stringify(answer.body);
  expect(text).not.toMatch(/\$argon2/);
  if (encrypted) expect(text).not.toContain(encrypted);
}

const staffCall = (token: string) => api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token });

describe('POST /School/User/GetAll', () => {
  test('schoolId 0 lists the users of every school and the provider’s own', async () => {
    const answer = await api.post('/School/User/GetAll', { schoolId: 0, active: true }, provider());
    expect(answer.status).toBe(200);
    const names = answer.body.map((user: { userName: string }) => user.userName);
    expect(names).toEqual(expect.arrayContaining([ACCOUNTS.schoolAdmin.username, ACCOUNTS.providerAdmin.username, 'admin83190']));
    expect(answer.body.find((user: { userName: string }) => user.userName === ACCOUNTS.schoolAdmin.username)).toEqual({
      schoolUserId: expect.any(Number),
      fullName: expect.any(String),
      userName: ACCOUNTS.schoolAdmin.username,
      userType: 'School',
      active: true,
      schoolId: schoolA,
      createdBy: expect.any(Number),
      temporaryCredential: false,
      secondFactorOn: true,
      role: 'admin',
    });
    expectNoPassword(answer);
  });

  test('each school user comes with the role the school gave it, and a provider user with none', async () => {
    const added = await api.post(
      '/School/Team/Add',
      { fullName: 'Smt. Role Shown', userName: `roleshown${Date.now() % 100_000}`, password: api.encrypt('first-pass-83181'), role: 'publisher', active: true },
      { token: tokens.schoolA },
    );
    expect(added.status).toBe(201);
    const answer = await api.post('/School/User/GetAll', { schoolId: 0, active: true }, provider());
    const roleOf = (userName: string) => answer.body.find((user: { userName: string }) => user.userName === userName)?.role;
    expect([roleOf(added.body.userName), roleOf(ACCOUNTS.schoolAdmin.username), roleOf(ACCOUNTS.providerAdmin.username)]).toEqual(['publisher', 'admin', null]);
    // The provider's edit of the user (its form has no role) keeps the role the school gave.
    const form = userForm({ fullName: 'Smt. Role Kept', userName: added.body.userName, password: '' });
    const updated = await api.post('/School/User/Update', { ...form, schoolUserId: added.body.schoolUserId }, provider());
    expect([updated.status, updated.body.role]).toEqual([200, 'publisher']);
    expect((await api.post('/School/User/GetById', { SchoolUserId: added.body.schoolUserId }, provider())).body.role).toBe('publisher');
  });

  test('a school id lists only that school’s users', async () => {
    const answer = await api.post('/School/User/GetAll', { schoolId: schoolB, active: true }, provider());
    expect(answer.body.map((user: { userName: string }) => user.userName)).toEqual(['admin83190']);
  });

  test('disabled users are listed too, with their status, whatever active says', async () => {
    const disabled = await addUser({ active: false });
    for (const body of [{ schoolId: 0, active: true }, { schoolId: 0 }]) {
      const answer = await api.post('/School/User/GetAll', body, provider());
      expect(answer.body).toContainEqual(expect.objectContaining({ schoolUserId: disabled.schoolUserId, active: false }));
    }
  });

  test('a negative or missing school id is refused', async () => {
    expectRefusal(await api.post('/School/User/GetAll', { schoolId: -1 }, provider()), 400, /schoolId/);
    expectRefusal(await api.post('/School/User/GetAll', { active: true }, provider()), 400, /schoolId/);
  });
});

describe('POST /School/User/GetById', () => {
  test('answers one user without its password in any form', async () => {
    const added = await addUser();
    const answer = await api.post('/School/User/GetById', { SchoolUserId: added.schoolUserId }, provider());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      schoolUserId: added.schoolUserId,
      fullName: 'Smt. Test User',
      userName: added.form.userName,
      userType: 'School',
      active: true,
      schoolId: schoolA,
      createdBy: expect.any(Number),
      temporaryCredential: true,
      secondFactorOn: false,
      role: 'admin',
    });
    expectNoPassword(answer, added.form.password);
  });

  test('an unknown user is a 404 and a missing id a 400', async () => {
    expectRefusal(await api.post('/School/User/GetById', { SchoolUserId: 99_999 }, provider()), 404, 'User not found');
    expectRefusal(await api.post('/School/User/GetById', {}, provider()), 400, /SchoolUserId/);
  });
});

describe('POST /School/User/Add', () => {
  test('adds a school user who can then log in, and answers without the password', async () => {
    const form = userForm({ userName: 'NewTeacher' });
    const answer = await api.post('/School/User/Add', form, provider());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ userName: 'newteacher', userType: 'School', schoolId: schoolA, active: true });
    expectNoPassword(answer, form.password);
    expect((await api.login('NewTeacher', 'first-pass-1')).status).toBe(200);
  });

  test('the creator is the provider admin who made the user, not the form’s createdBy', async () => {
    const me = await api.database.db.selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.providerAdmin.username).executeTakeFirstOrThrow();
    expect((await addUser({ createdBy: 12345 })).createdBy).toBe(me.id);
  });

  test('an SGI user needs no school and logs in as the provider', async () => {
    const added = await addUser({ userType: 'SGIUser-Admin', SchoolId: null });
    expect(added.schoolId).toBeNull();
    expect((await api.login(added.form.userName, 'first-pass-1', 'SGIUser-Admin')).status).toBe(200);
  });

  test('a school user needs an existing school', async () => {
    expectRefusal(await api.post('/School/User/Add', userForm({ SchoolId: null }), provider()), 400, 'SchoolId: School is required');
    expectRefusal(await api.post('/School/User/Add', userForm({ SchoolId: 99_999 }), provider()), 400, 'School is required');
  });

  test.each([
    ['fullName', 'Full Name is required'],
    ['userName', 'Username is required'],
    ['password', 'Password is required'],
    ['userType', 'User Type is required'],
  ])('without %s the user is refused with “%s”', async (field, message) => {
    const form: Record<string, unknown> = userForm();
    delete form[field];
    expectRefusal(await api.post('/School/User/Add', form, provider()), 400, `${field}: ${message}`);
  });

  testRefusals(
    [
      ['an unknown user type', { userType: 'Admin' }, 400, 'userType: User Type is required'],
      ['a password that is not under the login cipher', { password: 'plain-text' }, 400, /password/],
      ['a username already taken, in any case', { userName: 'SchoolAdmin' }, 409, 'The username SchoolAdmin is taken'],
    ],
    (fields) => api.post('/School/User/Add', userForm(fields), provider()),
  );

  test('twenty adds of one new username at once: one 201, nineteen 409s, however the race falls (it was 500)', async () => {
    const form = userForm({ userName: `racer${++names}` });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/School/User/Add', form, provider())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((each) => each.status === 409)) expect(answer.body).toEqual({ message: `The username ${form.userName} is taken` });
  });

  test('a username the login would refuse is refused here too, with the login’s messages', async () => {
    expectRefusal(await api.post('/School/User/Add', userForm({ userName: 'ab' }), provider()), 400, 'userName: Username must be at least 3 characters');
    expectRefusal(await api.post('/School/User/Add', userForm({ userName: 'a'.repeat(21) }), provider()), 400, 'userName: Username cannot exceed 20 characters');
    expectRefusal(
      await api.post('/School/User/Add', userForm({ userName: 'two words' }), provider()),
      400,
      'userName: Username may contain only letters, digits, dots, hyphens and underscores',
    );
  });

  test('a new password must have 12 to 128 characters and not be one of the most common', async () => {
    const withPassword = (plain: string) => api.post('/School/User/Add', userForm({ password: api.encrypt(plain) }), provider());
    expectRefusal(await withPassword('x'), 400, 'Password must be at least 12 characters');
    expectRefusal(await withPassword('p'.repeat(129)), 400, 'Password cannot exceed 128 characters');
    expectRefusal(await withPassword('Qwerty123456'), 400, 'This password is one of the most common ones. Choose another.');
    expect((await withPassword('p'.repeat(128))).status).toBe(201);
    expect((await withPassword('school admin ✓ 2026')).status).toBe(201);
  });
});

describe('POST /School/User/Update', () => {
  test('updates a user and answers without the password', async () => {
    const added = await addUser();
    const answer = await api.post('/School/User/Update', updateOf(added, { fullName: 'Smt. Renamed User' }), provider());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ schoolUserId: added.schoolUserId, fullName: 'Smt. Renamed User' });
    expectNoPassword(answer);
  });

  test('an empty password keeps the old one, and the user’s tokens keep working', async () => {
    const added = await workingUser();
    const token = (await api.login(added.form.userName, 'first-pass-1')).body.token as string;
    expect((await api.post('/School/User/Update', updateOf(added, { fullName: 'Same Password' }), provider())).status).toBe(200);
    expect((await api.login(added.form.userName, 'first-pass-1')).status).toBe(200);
    expect((await staffCall(token)).status).toBe(200);
  });

  test('a new password replaces the old one, ends the user’s existing sessions, and must be changed at the next login', async () => {
    const added = await workingUser();
    const token = (await api.login(added.form.userName, 'first-pass-1')).body.token as string;
    expect((await staffCall(token)).status).toBe(200);
    const update = await api.post('/School/User/Update', updateOf(added, { password: api.encrypt('second-pass-2') }), provider());
    expect(update.status).toBe(200);
    expectRefusal(await staffCall(token), 401, 'Invalid or expired token');
    expect((await api.login(added.form.userName, 'first-pass-1')).status).toBe(401);
    const fresh = await api.login(added.form.userName, 'second-pass-2');
    expect(fresh.status).toBe(200);
    expect(fresh.body.temporaryCredential).toBe(true);
    expectRefusal(await staffCall(fresh.body.token), 403, 'You must set a new password before you continue');
  });

  test('disabling a user ends its sessions and its logins', async () => {
    const added = await addUser();
    const token = (await api.login(added.form.userName, 'first-pass-1')).body.token as string;
    expect((await api.post('/School/User/Update', updateOf(added, { active: false }), provider())).status).toBe(200);
    expectRefusal(await staffCall(token), 401, 'Invalid or expired token');
    expect((await api.login(added.form.userName, 'first-pass-1')).status).toBe(401);
  });

  test('moving a user to another school ends the sessions it had for the first', async () => {
    const added = await addUser();
    const token = (await api.login(added.form.userName, 'first-pass-1')).body.token as string;
    expect((await api.post('/School/User/Update', updateOf(added, { SchoolId: schoolB }), provider())).status).toBe(200);
    expect((await staffCall(token)).status).toBe(401);
    expect((await api.login(added.form.userName, 'first-pass-1', 'School', '83190')).status).toBe(200);
  });

  test('a provider admin whose password changes loses its provider sessions too', async () => {
    const added = await workingUser({ userType: 'SGIUser-Admin', SchoolId: null });
    const token = (await api.login(added.form.userName, 'first-pass-1', 'SGIUser-Admin')).body.token as string;
    expect((await api.post('/School/GetAll', { active: true }, { token })).status).toBe(200);
    await api.post('/School/User/Update', updateOf(added, { password: api.encrypt('second-pass-2') }), provider());
    expect((await api.post('/School/GetAll', { active: true }, { token })).status).toBe(401);
  });

  test('a provider admin’s own password is not set here, where no current password is asked for: ChangePassword is the way', async () => {
    const added = await workingUser({ userType: 'SGIUser-Admin', SchoolId: null });
    const token = (await api.login(added.form.userName, 'first-pass-1', 'SGIUser-Admin')).body.token as string;
    expectRefusal(
      await api.post('/School/User/Update', updateOf(added, { password: api.encrypt('taken-over-pass-2') }), { token }),
      400,
      'Change your own password with Change password, which asks for the current one',
    );
    expect((await api.login(added.form.userName, 'taken-over-pass-2', 'SGIUser-Admin')).status).toBe(401);
    // Its other fields it may still change there, the password left empty.
    expect((await api.post('/School/User/Update', updateOf(added, { password: '', fullName: 'Renamed Provider' }), { token })).status).toBe(200);
  });

  test('taking another user’s name is a 409; an unknown user a 404', async () => {
    const added = await addUser();
    expectRefusal(await api.post('/School/User/Update', updateOf(added, { userName: 'admin83190' }), provider()), 409, 'The username admin83190 is taken');
    expectRefusal(await api.post('/School/User/Update', updateOf(added, { schoolUserId: 99_999 }), provider()), 404, 'User not found');
  });

  test('renaming two users to one free name at once: one 200, one 409', async () => {
    const [first, second] = [await addUser(), await addUser()];
    const name = `renamed${++names}`;
    const answers = await Promise.all([first, second].map((user) => api.post('/School/User/Update', updateOf(user, { userName: name }), provider())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  test('a new password on update follows the policy; an empty one keeps the current password', async () => {
    const added = await addUser();
    expectRefusal(await api.post('/School/User/Update', updateOf(added, { password: api.encrypt('short') }), provider()), 400, 'Password must be at least 12 characters');
    expect((await api.post('/School/User/Update', updateOf(added), provider())).status).toBe(200);
  });

  test('a user update without schoolUserId is refused', async () => {
    expectRefusal(await api.post('/School/User/Update', userForm(), provider()), 400, /schoolUserId/);
  });
});

describe('POST /School/User/Delete', () => {
  test('deletes a user, whose tokens and logins stop working', async () => {
    const added = await addUser();
    const token = (await api.login(added.form.userName, 'first-pass-1')).body.token as string;
    const answer = await api.post('/School/User/Delete', { SchoolUserId: added.schoolUserId }, provider());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'User deleted successfully' });
    expect((await staffCall(token)).status).toBe(401);
    expect((await api.login(added.form.userName, 'first-pass-1')).status).toBe(401);
  });

  test('the provider admin cannot delete its own account', async () => {
    const me = await api.database.db.selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.providerAdmin.username).executeTakeFirstOrThrow();
    expectRefusal(await api.post('/School/User/Delete', { SchoolUserId: me.id }, provider()), 409, 'You cannot delete your own account');
  });

  test('an unknown user is a 404', async () => {
    expectRefusal(await api.post('/School/User/Delete', { SchoolUserId: 99_999 }, provider()), 404, 'User not found');
  });
});
