import { apiPost } from '@school/shared';
import type { UserRecord } from '@school/shared/contracts/users';

/** One user, without any form of its password: the API never returns one. */
export function getUser(schoolUserId: number): Promise<UserRecord> {
  return apiPost<UserRecord>('/School/User/GetById', { SchoolUserId: schoolUserId }, { auth: 'provider' });
}
