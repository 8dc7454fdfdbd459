import { apiPost, session } from '@school/shared';
import { changePassword, logOut, LOGOUT_WAIT_MS } from './account';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), apiPost: jest.fn() }));
jest.mock('@school/shared/cipher', () => ({ encryptPassword: (plain: string) => `enc(${plain})` }));

const post = jest.mocked(apiPost);

beforeEach(() => {
  jest.clearAllMocks();
  session.endProviderSession();
});

describe('logOut', () => {
  test('a school logout ends the token on the server, then forgets the school session', async () => {
    session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
    let sessionDuringCall: string | null = null;
    post.mockImplementation(async () => {
      sessionDuringCall = session.get().schoolToken;
      return { message: 'Logged out' };
    });

    await logOut('school');

    expect(post).toHaveBeenCalledWith('/Auth/Admin/Logout', {}, expect.objectContaining({ auth: 'school' }));
    expect(sessionDuringCall).toBe('school-token');
    expect(session.get().schoolToken).toBeNull();
  });

  test('the browser forgets the session even when the server cannot be reached', async () => {
    session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
    post.mockRejectedValue(new Error('Network Error'));
    await logOut('school');
    expect(session.get().schoolToken).toBeNull();
  });

  test('a server that does not answer holds the logout back no longer than its wait', async () => {
    jest.useFakeTimers();
    try {
      session.startProviderSession({ token: 'provider-token', schoolUserId: 2 });
      let signal: AbortSignal | undefined;
      post.mockImplementation(
        (_path, _body, options) =>
          new Promise((_resolve, reject) => {
            signal = options?.signal;
            signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      );
      const done = logOut('provider');
      await jest.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
      expect(session.get().providerToken).toBe('provider-token');
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(signal?.aborted).toBe(true);
      expect(session.get().providerToken).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a provider logout clears all session storage, so a school session in it ends on the server too', async () => {
    session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
    session.startProviderSession({ token: 'provider-token', schoolUserId: 2 });
    post.mockResolvedValue({ message: 'Logged out' });
    await logOut('provider');
    expect(post.mock.calls.map(([, , options]) => options?.auth).sort()).toEqual(['provider', 'school']);
    expect(session.get()).toMatchObject({ schoolToken: null, providerToken: null });
  });

  test('without a session there is nothing to end on the server', async () => {
    await logOut('school');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('changePassword', () => {
  test('sends both passwords under the cipher and keeps the fresh token, no longer temporary', async () => {
    session.startSchoolSession({ token: 'old-token', schoolId: 1, schoolCode: '83181', mustChangePassword: true });
    post.mockResolvedValue({ token: 'fresh-token', message: 'Password changed' });

    await changePassword('school', 'given-by-provider', 'my-own-password');

    expect(post).toHaveBeenCalledWith(
      '/Auth/Admin/ChangePassword',
      { currentPassword: 'enc(given-by-provider)', newPassword: 'enc(my-own-password)' },
      { auth: 'school' },
    );
    expect(session.get()).toMatchObject({ schoolToken: 'fresh-token', schoolMustChangePassword: false });
  });

  test('a refused change keeps the session as it was', async () => {
    session.startProviderSession({ token: 'old-token', schoolUserId: 2, mustChangePassword: true });
    post.mockRejectedValue(new Error('The current password is not correct'));
    await expect(changePassword('provider', 'wrong', 'my-own-password')).rejects.toThrow('The current password is not correct');
    expect(session.get()).toMatchObject({ providerToken: 'old-token', providerMustChangePassword: true });
  });
});
