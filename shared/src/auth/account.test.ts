import { apiPost, session } from '@school/shared';
import { changePassword, logOut, LOGOUT_WAIT_MS } from './account';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), apiPost: jest.fn() }));
jest.mock('@school/shared/cipher', () => ({ encryptPassword: (plain: string) => `enc(${plain})` }));

const post = jest.mocked(apiPost);

beforeEach(() => {
  session.endProviderSession();
});

describe('logOut', () => {
  test('a school logout forgets the school session at once, then ends its token on the server', async () => {
    session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
    let sessionDuringCall: string | null = 'not called';
    post.mockImplementation(async () => {
      sessionDuringCall = session.get().schoolToken;
      return { message: 'Logged out' };
    });

    await logOut('school');

    expect(post).toHaveBeenCalledWith('/Auth/Admin/Logout', {}, expect.objectContaining({ token: 'school-token' }));
    expect(sessionDuringCall).toBeNull();
    expect(session.get().schoolToken).toBeNull();
  });

  test('a support session’s logout ends that session alone on the server, never the provider user’s own sessions', async () => {
    session.startSupportSession({ token: 'support-token', schoolId: 1, schoolCode: '83181', schoolName: 'Demo', providerUserName: 'sgiadmin', endsAt: '2026-03-02T05:00:00.000Z' });
    post.mockResolvedValue({ message: 'ended' });
    await logOut('school');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/School/Support/End', {}, expect.objectContaining({ token: 'support-token' }));
    expect(session.get()).toMatchObject({ schoolToken: null, support: null });
  });

  test('the browser forgets the session even when the server cannot be reached, and says so in the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
    post.mockRejectedValue(new Error('Network Error'));
    await logOut('school');
    expect(session.get().schoolToken).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a server that does not answer is waited for no longer than the wait; the session was forgotten at once', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
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
      expect(session.get().providerToken).toBeNull();
      await jest.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(signal?.aborted).toBe(true);
    } finally {
      warn.mockRestore();
      jest.useRealTimers();
    }
  });

  test('a provider logout clears all session storage, so a school session in it ends on the server too', async () => {
    session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
    session.startProviderSession({ token: 'provider-token', schoolUserId: 2 });
    post.mockResolvedValue({ message: 'Logged out' });
    await logOut('provider');
    expect(post.mock.calls.map(([, , options]) => options?.token).sort()).toEqual(['provider-token', 'school-token']);
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
