import { createStore, useStore } from '../store';
import { isSchoolRole, type SchoolRole } from '../contracts/roles';

/** sessionStorage keys of docs/product.md#sessions, word for word; `sgiToken` holds the provider token. */
export const SESSION_KEYS = {
  authToken: 'authToken',
  schoolId: 'schoolId',
  SchoolCode: 'SchoolCode',
  schoolUserId: 'schoolUserId',
  user: 'user',
  providerToken: 'sgiToken',
  /** Present while the session's password is temporary (docs/decisions/011-accounts.md). */
  schoolMustChangePassword: 'schoolMustChangePassword',
  providerMustChangePassword: 'sgiMustChangePassword',
  /** Present while the account must still set up its second factor (docs/decisions/013-school-team.md). */
  schoolMustEnrol: 'schoolMustEnrolSecondFactor',
  providerMustEnrol: 'sgiMustEnrolSecondFactor',
  /** Present while the school session is a provider user's support session (decision 013, "Support access"). */
  support: 'supportSession',
} as const;

/** Which of the two sessions: the school admin's or the provider's. */
export type SessionKind = 'school' | 'provider';

export interface SessionSnapshot {
  /** The school admin's token: its presence alone means "logged in" (docs/product.md#sessions). */
  schoolToken: string | null;
  providerToken: string | null;
  /** The session's password is one the provider set: the password change comes before anything else. */
  schoolMustChangePassword: boolean;
  providerMustChangePassword: boolean;
  /** The account must set up its second factor: that comes next, after any password change. */
  schoolMustEnrol: boolean;
  providerMustEnrol: boolean;
  /**
   * The school user's role, from the stored `user` object; null when it holds none (a session
   * from before roles). The screens only hide what the server would refuse.
   */
  schoolRole: SchoolRole | null;
  /** The school session is a provider user's support session: what its banner says, and when it ends. */
  support: SupportInfo | null;
  /**
   * Why the last school session ended, when the login page should say it (a support session the
   * API refused); null otherwise. Kept in this tab's memory until the next school session starts.
   */
  schoolEndMessage: string | null;
}

/** A support session as its banner shows it (POST /School/Support/Exchange's answer, without the token). */
export interface SupportInfo {
  schoolName: string;
  providerUserName: string;
  /** ISO date-time: the session ends then, on the server and in the screens. */
  endsAt: string;
}

export interface SupportLogin extends SupportInfo {
  token: string;
  schoolId: string | number;
  schoolCode: string | number;
}

export interface SchoolLogin {
  token: string;
  schoolId: string | number;
  schoolCode: string | number;
  /** The login's temporaryCredential. */
  mustChangePassword?: boolean | undefined;
  /** The login's secondFactorEnrolment. */
  mustEnrol?: boolean | undefined;
  /** Who signed in, and their role (docs/decisions/013-school-team.md): kept in the `user` object. */
  userId?: number | string | undefined;
  role?: string | undefined;
}

export interface ProviderLogin {
  token: string;
  schoolUserId: string | number;
  mustChangePassword?: boolean | undefined;
  mustEnrol?: boolean | undefined;
}

/** The `user` session key's object: the signed-in school user. */
interface StoredUser {
  id?: unknown;
  role?: unknown;
}

/**
 * The stored `user` object: the school user's id and role. Invalid JSON is logged as
 * 'Invalid user data ' with no effect a user sees.
 */
function storedUser(): StoredUser | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch (error) {
    console.error('Invalid user data ', error);
    return null;
  }
}

function roleOf(user: StoredUser | null): SchoolRole | null {
  return isSchoolRole(user?.role) ? user.role : null;
}

let schoolEndMessage: string | null = null;
/** A visitor's: no session. What a server render sees (decision 014), where there is no session storage. */
const NO_SESSION: SessionSnapshot = {
  schoolToken: null,
  providerToken: null,
  schoolMustChangePassword: false,
  providerMustChangePassword: false,
  schoolMustEnrol: false,
  providerMustEnrol: false,
  schoolRole: null,
  support: null,
  schoolEndMessage: null,
};
const snapshot = createStore<SessionSnapshot>(typeof sessionStorage === 'undefined' ? NO_SESSION : read());

function read(): SessionSnapshot {
  return {
    schoolToken: sessionStorage.getItem(SESSION_KEYS.authToken),
    providerToken: sessionStorage.getItem(SESSION_KEYS.providerToken),
    schoolMustChangePassword: sessionStorage.getItem(SESSION_KEYS.schoolMustChangePassword) !== null,
    providerMustChangePassword: sessionStorage.getItem(SESSION_KEYS.providerMustChangePassword) !== null,
    schoolMustEnrol: sessionStorage.getItem(SESSION_KEYS.schoolMustEnrol) !== null,
    providerMustEnrol: sessionStorage.getItem(SESSION_KEYS.providerMustEnrol) !== null,
    schoolRole: roleOf(storedUser()),
    support: storedSupport(),
    schoolEndMessage,
  };
}

/** The stored support session, if the school session is one; anything else stored there is none. */
function storedSupport(): SupportInfo | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.support);
  if (raw === null) return null;
  try {
    const { schoolName, providerUserName, endsAt } = JSON.parse(raw) as Partial<SupportInfo>;
    if (typeof schoolName === 'string' && typeof providerUserName === 'string' && typeof endsAt === 'string' && !Number.isNaN(Date.parse(endsAt))) {
      return { schoolName, providerUserName, endsAt };
    }
  } catch {
    // not JSON: no support session
  }
  return null;
}

const TOKEN_KEY = { school: SESSION_KEYS.authToken, provider: SESSION_KEYS.providerToken } as const;
const MUST_CHANGE_KEY = { school: SESSION_KEYS.schoolMustChangePassword, provider: SESSION_KEYS.providerMustChangePassword } as const;

const MUST_ENROL_KEY = { school: SESSION_KEYS.schoolMustEnrol, provider: SESSION_KEYS.providerMustEnrol } as const;

function mark(key: string, on: boolean | undefined): void {
  if (on) sessionStorage.setItem(key, 'true');
  else sessionStorage.removeItem(key);
}
const markMustChange = (kind: SessionKind, mustChange: boolean | undefined) => mark(MUST_CHANGE_KEY[kind], mustChange);
const markMustEnrol = (kind: SessionKind, mustEnrol: boolean | undefined) => mark(MUST_ENROL_KEY[kind], mustEnrol);

/** Every writer goes through here, so the host and every remote see the change at once. */
function changed(): void {
  snapshot.set(read());
}

export const session = {
  get: snapshot.get,
  subscribe: snapshot.subscribe,

  startSchoolSession({ token, schoolId, schoolCode, mustChangePassword, mustEnrol, userId, role }: SchoolLogin): void {
    schoolEndMessage = null;
    sessionStorage.setItem(SESSION_KEYS.authToken, token);
    sessionStorage.setItem(SESSION_KEYS.schoolId, String(schoolId));
    sessionStorage.setItem(SESSION_KEYS.SchoolCode, String(schoolCode));
    sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: userId === undefined ? null : Number(userId), role: role ?? null } satisfies StoredUser));
    markMustChange('school', mustChangePassword);
    markMustEnrol('school', mustEnrol);
    changed();
  },

  /**
   * A provider user's support session in this school's admin area: a school session as its admin's
   * (the server refuses it the users, passwords and second factor), with what its banner says.
   */
  startSupportSession({ token, schoolId, schoolCode, schoolName, providerUserName, endsAt }: SupportLogin): void {
    sessionStorage.setItem(SESSION_KEYS.support, JSON.stringify({ schoolName, providerUserName, endsAt } satisfies SupportInfo));
    session.startSchoolSession({ token, schoolId, schoolCode, role: 'admin' });
  },

  /**
   * School logout (docs/product.md#sessions): the token goes, and with it the school's keys.
   * `message`: what the login page the guards send the user to says about it.
   */
  endSchoolSession(message: string | null = null): void {
    schoolEndMessage = message;
    for (const key of ['authToken', 'schoolId', 'SchoolCode', 'user', 'schoolMustChangePassword', 'schoolMustEnrol', 'support'] as const) {
      sessionStorage.removeItem(SESSION_KEYS[key]);
    }
    changed();
  },

  startProviderSession({ token, schoolUserId, mustChangePassword, mustEnrol }: ProviderLogin): void {
    sessionStorage.setItem(SESSION_KEYS.providerToken, token);
    sessionStorage.setItem(SESSION_KEYS.schoolUserId, String(schoolUserId));
    markMustChange('provider', mustChangePassword);
    markMustEnrol('provider', mustEnrol);
    changed();
  },

  /**
   * After the user's own password change: the server's fresh token replaces the one it has just
   * ended, and the password is no longer temporary. Without a session of that kind, nothing.
   */
  renewSession(kind: SessionKind, token: string): void {
    if (sessionStorage.getItem(TOKEN_KEY[kind]) === null) return;
    sessionStorage.setItem(TOKEN_KEY[kind], token);
    markMustChange(kind, false);
    changed();
  },

  /**
   * After enrolment of the second factor: the server's fresh token replaces the ones it has just
   * ended, and the account may go everywhere it may. Without a session of that kind, nothing.
   */
  enrolled(kind: SessionKind, token: string): void {
    if (sessionStorage.getItem(TOKEN_KEY[kind]) === null) return;
    sessionStorage.setItem(TOKEN_KEY[kind], token);
    markMustEnrol(kind, false);
    changed();
  },

  /** Provider logout clears all session storage (docs/product.md#sessions). */
  endProviderSession(): void {
    sessionStorage.clear();
    schoolEndMessage = null;
    changed();
  },

  schoolId: (): string | null => sessionStorage.getItem(SESSION_KEYS.schoolId),

  /** The stored `user` object: the signed-in school user's id and role. */
  storedUser,

  /** The signed-in school user's id, from the `user` object; null without one. */
  schoolUserOwnId(): number | null {
    const id = storedUser()?.id;
    return typeof id === 'number' ? id : null;
  },
};

/** The session as React state: re-renders whenever any app changes it. */
export function useSession(): SessionSnapshot {
  return useStore(snapshot);
}
