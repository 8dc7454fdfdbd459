import { apiPost } from '@school/shared';
import type { SchoolRecord } from '@school/shared/contracts/school';

export interface SchoolOption {
  schoolId: number;
  label: string;
}

/** The schools a user may belong to, for the School selector: name and code, by name. */
export async function getSchoolOptions(signal?: AbortSignal): Promise<SchoolOption[]> {
  const schools = await apiPost<SchoolRecord[]>('/School/GetAll', { active: true }, { auth: 'provider', signal });
  return schools
    .map((school) => ({ schoolId: school.schoolId, label: `${school.schoolName} (${school.schoolCode})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
