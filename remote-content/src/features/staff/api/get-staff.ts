import { apiPost, withSchool } from '@school/shared';
import type { StaffRecord } from '@school/shared/contracts/records';

/**
 * POST /School/Staff/GetAll with the school's code (docs/product.md#api-calls). The call carries
 * the school token when there is one.
 */
export function getStaff(signal?: AbortSignal): Promise<StaffRecord[]> {
  return apiPost<StaffRecord[]>('/School/Staff/GetAll', { active: true, ...withSchool('schoolCode') }, { auth: 'school', signal });
}
