import { apiPost } from '@school/shared';
import type { SchoolRecord } from '@school/shared/contracts/school';

export function getSchool(schoolId: number): Promise<SchoolRecord> {
  return apiPost<SchoolRecord>('/School/GetById', { schoolId }, { auth: 'provider' });
}
