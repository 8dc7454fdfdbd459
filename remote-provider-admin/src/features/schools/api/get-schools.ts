import { apiPost } from '@school/shared';
import type { SchoolRecord } from '@school/shared/contracts/school';

/**
 * POST /School/GetAll as the original clients send it (docs/product.md#api-calls). The API answers every school, active or not
 * (docs/decisions/002-api.md): the table shows each one's Status.
 */
export function getSchools(signal?: AbortSignal): Promise<SchoolRecord[]> {
  return apiPost<SchoolRecord[]>('/School/GetAll', { active: true }, { auth: 'provider', signal });
}
