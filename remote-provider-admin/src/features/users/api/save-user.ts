import { apiPost } from '@school/shared';
import type { UserRecord } from '@school/shared/contracts/users';
import type { UserPayload } from '../user-form-values';

/** Adds a user, or updates the one the payload names. */
export function saveUser(payload: UserPayload): Promise<UserRecord> {
  const path = payload.schoolUserId === undefined ? '/School/User/Add' : '/School/User/Update';
  return apiPost<UserRecord>(path, payload, { auth: 'provider' });
}
