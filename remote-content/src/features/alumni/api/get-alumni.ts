import { apiPost, withSchool } from '@school/shared';
import type { AlumnusRecord } from '@school/shared/contracts/records';

/** POST /School/Alumni/GetAll with the school's code, no token (docs/product.md#api-calls). */
export function getAlumni(signal?: AbortSignal): Promise<AlumnusRecord[]> {
  return apiPost<AlumnusRecord[]>('/School/Alumni/GetAll', { active: true, ...withSchool('SchoolCode') }, { signal });
}
