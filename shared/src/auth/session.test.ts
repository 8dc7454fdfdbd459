import { session, SESSION_KEYS } from './session';

beforeEach(() => {
  sessionStorage.clear();
  session.endProviderSession();
});

test('a school login stores the spec keys and tells every subscriber at once', () => {
  const listener = jest.fn();
  const unsubscribe = session.subscribe(listener);

  session.startSchoolSession({ token: 'tok', schoolId: 7, schoolCode: '83181', userId: 12, role: 'publisher' });

  expect(sessionStorage.getItem('authToken')).toBe('tok');
  expect(sessionStorage.getItem('schoolId')).toBe('7');
  expect(sessionStorage.getItem('SchoolCode')).toBe('83181');
  // The spec's `user` object holds the role; ours adds the user's id.
  expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ id: 12, role: 'publisher' });
  expect(session.get()).toEqual({ schoolToken: 'tok', providerToken: null, schoolMustChangePassword: false, providerMustChangePassword: false, schoolMustEnrol: false, providerMustEnrol: false, schoolRole: 'publisher', support: null, schoolEndMessage: null });
  expect(session.schoolUserOwnId()).toBe(12);
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('school logout removes the school session but leaves a provider session alone', () => {
  session.startProviderSession({ token: 'p', schoolUserId: 3 });
  session.startSchoolSession({ token: 'tok', schoolId: 7, schoolCode: '83181' });

  session.endSchoolSession();

  expect(sessionStorage.getItem('authToken')).toBeNull();
  expect(sessionStorage.getItem('schoolId')).toBeNull();
  expect(sessionStorage.getItem('user')).toBeNull();
  expect(session.get()).toEqual({ schoolToken: null, providerToken: 'p', schoolMustChangePassword: false, providerMustChangePassword: false, schoolMustEnrol: false, providerMustEnrol: false, schoolRole: null, support: null, schoolEndMessage: null });
});

test('why a school session ended is kept for the login page until the next school session starts', () => {
  session.startSchoolSession({ token: 'tok', schoolId: 7, schoolCode: '83181' });
  session.endSchoolSession('The support session has ended.');
  expect(session.get().schoolEndMessage).toBe('The support session has ended.');
  session.startSchoolSession({ token: 'next', schoolId: 7, schoolCode: '83181' });
  expect(session.get().schoolEndMessage).toBeNull();
  session.endSchoolSession();
  expect(session.get().schoolEndMessage).toBeNull();
});

test('provider logout clears all session storage', () => {
  session.startProviderSession({ token: 'p', schoolUserId: 3 });
  sessionStorage.setItem('unrelated', 'x');

  session.endProviderSession();

  expect(sessionStorage.length).toBe(0);
  expect(session.get().providerToken).toBeNull();
});

test('the provider token and schoolUserId are kept under their own keys', () => {
  session.startProviderSession({ token: 'p', schoolUserId: 3 });
  expect(sessionStorage.getItem(SESSION_KEYS.providerToken)).toBe('p');
  expect(sessionStorage.getItem('schoolUserId')).toBe('3');
});

test("invalid stored user data is logged as 'Invalid user data ' and ignored", () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  sessionStorage.setItem('user', '{not json');

  expect(session.storedUser()).toBeNull();
  expect(session.schoolUserOwnId()).toBeNull();
  expect(log).toHaveBeenCalledWith('Invalid user data ', expect.any(SyntaxError));
  log.mockRestore();
});

test('a login with a temporary password is marked until the password change renews the session', () => {
  session.startSchoolSession({ token: 'tok', schoolId: 7, schoolCode: '83181', mustChangePassword: true });
  expect(session.get()).toMatchObject({ schoolToken: 'tok', schoolMustChangePassword: true, providerMustChangePassword: false });

  session.renewSession('school', 'fresh');

  expect(sessionStorage.getItem('authToken')).toBe('fresh');
  expect(session.get()).toMatchObject({ schoolToken: 'fresh', schoolMustChangePassword: false });
});

test('school logout forgets that the password was temporary', () => {
  session.startSchoolSession({ token: 'tok', schoolId: 7, schoolCode: '83181', mustChangePassword: true });
  session.endSchoolSession();
  expect(sessionStorage.length).toBe(0);
  expect(session.get().schoolMustChangePassword).toBe(false);
});

test('renewing a session that has ended starts none', () => {
  session.renewSession('provider', 'fresh');
  expect(session.get().providerToken).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test('a role that is not one of the school roles reads as none', () => {
  session.startSchoolSession({ token: 'tok', schoolId: 7, schoolCode: '83181', userId: 12, role: 'owner' });
  expect(session.get().schoolRole).toBeNull();
});

test('a support session is a school session as its admin, with what its banner says; its logout forgets both', () => {
  session.startSupportSession({ token: 'sup', schoolId: 3, schoolCode: '83181', schoolName: 'Demo school', providerUserName: 'sgiadmin', endsAt: '2026-03-02T05:00:00.000Z' });
  expect(session.get()).toMatchObject({ schoolToken: 'sup', schoolRole: 'admin', support: { schoolName: 'Demo school', providerUserName: 'sgiadmin', endsAt: '2026-03-02T05:00:00.000Z' } });
  session.endSchoolSession();
  expect(session.get()).toMatchObject({ schoolToken: null, support: null });
  expect(sessionStorage.getItem('supportSession')).toBeNull();
  // Anything else stored there is no support session.
  sessionStorage.setItem('supportSession', '{"schoolName":1}');
  session.endProviderSession();
  expect(session.get().support).toBeNull();
});
