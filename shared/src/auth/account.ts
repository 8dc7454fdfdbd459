import { apiPost, session } from '@school/shared';
import { encryptPassword } from '@school/shared/cipher';
import type { SessionKind } from './session';

/** How long a logout waits for the server's answer; the browser has forgotten the session already. */
export const LOGOUT_WAIT_MS = 5000;

/**
 * Logout: the browser forgets the session at once (the next screen, /sgi-login or the public
 * page, never sees it), then the server ends every token of the user (POST /Auth/Admin/Logout
 * with the token just forgotten), waiting at most LOGOUT_WAIT_MS; a failure there is only
 * logged: a user who clicked Logout is logged out here whatever the network does. A provider
 * logout clears all session storage (spec), a school session in it too, so that one ends on the
 * server as well.
 */
export async function logOut(kind: SessionKind): Promise<void> {
  const { schoolToken, providerToken, support } = session.get();
  const ending = [kind === 'provider' ? providerToken : null, schoolToken].filter((token): token is string => Boolean(token));
  if (kind === 'school') session.endSchoolSession();
  else session.endProviderSession();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), LOGOUT_WAIT_MS);
  try {
    // A support session ends itself alone: the provider user's own sessions go on (decision 013).
    const route = (token: string) => (support && token === schoolToken ? '/School/Support/End' : '/Auth/Admin/Logout');
    const answers = await Promise.allSettled(ending.map((token) => apiPost(route(token), {}, { token, signal: abort.signal })));
    if (answers.some((answer) => answer.status === 'rejected')) console.warn('The server could not be told of the logout; the session ends when its token expires');
  } finally {
    clearTimeout(timer);
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
