import { apiPost, session } from '@school/shared';
import type { LoginAnswer } from '@school/shared/contracts/auth';
import type { EnrolmentStart, SecondFactorStatus } from '@school/shared/contracts/second-factor';
import type { SessionKind } from './session';

/**
 * The second factor's calls (docs/decisions/013-school-team.md, "Second factor"): the login's
 * code step, and the signed-in user's own enrolment, state and recovery codes.
 */

/** POST /Auth/Admin/Login/SecondFactor: the password step's challenge with a code or a recovery code; answers the login. */
export function loginCodeStep(challenge: string, answer: { code: string } | { recoveryCode: string }): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/Auth/Admin/Login/SecondFactor', { challenge, ...answer });
}

export function secondFactorStatus(kind: SessionKind, signal?: AbortSignal): Promise<SecondFactorStatus> {
  return apiPost<SecondFactorStatus>('/Auth/Admin/SecondFactor/Status', {}, { auth: kind, signal });
}

export function startEnrolment(kind: SessionKind): Promise<EnrolmentStart> {
  return apiPost<EnrolmentStart>('/Auth/Admin/SecondFactor/Start', {}, { auth: kind });
}

/** Confirms enrolment: the session takes the fresh token (every earlier one has ended); answers the recovery codes. */
export async function confirmEnrolment(kind: SessionKind, code: string): Promise<string[]> {
  const answer = await apiPost<{ token: string; recoveryCodes: string[] }>('/Auth/Admin/SecondFactor/Confirm', { code }, { auth: kind });
  session.enrolled(kind, answer.token);
  return answer.recoveryCodes;
}

export async function renewRecoveryCodes(kind: SessionKind, code: string): Promise<string[]> {
  return (await apiPost<{ recoveryCodes: string[] }>('/Auth/Admin/SecondFactor/RecoveryCodes', { code }, { auth: kind })).recoveryCodes;
}
