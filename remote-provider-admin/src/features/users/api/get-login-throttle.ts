import { apiPost } from '@school/shared';
import type { LoginThrottleRecord } from '@school/shared/contracts/users';

/** A user's failed logins of the last 15 minutes, by client address. */
export function getLoginThrottle(schoolUserId: number, signal?: AbortSignal): Promise<LoginThrottleRecord> {
  return apiPost<LoginThrottleRecord>('/School/User/LoginThrottle', { SchoolUserId: schoolUserId }, { auth: 'provider', signal });
}
