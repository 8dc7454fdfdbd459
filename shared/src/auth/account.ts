import { apiPost, session, type CallAuth } from '@school/shared';
import { encryptPassword } from '@school/shared/cipher';
import type { SessionKind } from './session';

/** How long a logout waits for the server before the browser forgets the session anyway. */
export const LOGOUT_WAIT_MS = 5000;

/**
 * Logout: the server ends every token of the user (POST /Auth/Admin/Logout), then the browser
 * forgets the session, even if that call failed or took too long: a user who clicked Logout is
 * logged out here whatever the network does. A provider logout clears all session storage (spec),
 * a school session in it too, so that one ends on the server as well.
 */
export async function logOut(kind: SessionKind): Promise<void> {
  const { schoolToken, providerToken } = session.get();
  const ending: CallAuth[] = [];
  if (kind === 'provider' && providerToken) ending.push('provider');
  if (schoolToken) ending.push('school');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), LOGOUT_WAIT_MS);
  try {
    await Promise.allSettled(ending.map((auth) => apiPost('/Auth/Admin/Logout', {}, { auth, signal: abort.signal })));
  } finally {
    clearTimeout(timer);
    if (kind === 'school') session.endSchoolSession();
    else session.endProviderSession();
  }
}

/**
 * The user's own password change (POST /Auth/Admin/ChangePassword), both passwords under the
 * login cipher. The server ends every earlier token of the user and answers a fresh one, which
 * keeps this browser logged in; every other browser's session of that user ends.
 */
export async function changePassword(kind: SessionKind, currentPassword: string, newPassword: string): Promise<void> {
  const answer = await apiPost<{ token: string; message: string }>(
    '/Auth/Admin/ChangePassword',
    { currentPassword: encryptPassword(currentPassword), newPassword: encryptPassword(newPassword) },
    { auth: kind },
  );
  session.renewSession(kind, answer.token);
}
