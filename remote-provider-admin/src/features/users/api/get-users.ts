import { apiPost } from '@school/shared';
import type { UserRecord } from '@school/shared/contracts/users';

/**
 * POST /School/User/GetAll as the original clients send it (docs/product.md#api-calls): the users of every school (schoolId 0).
 * The API answers disabled users too, so the table shows their Status and they can be enabled.
 */
export function getUsers(signal?: AbortSignal): Promise<UserRecord[]> {
  return apiPost<UserRecord[]>('/School/User/GetAll', { schoolId: 0, active: true }, { auth: 'provider', signal });
}
