import { apiPost } from '@school/shared';
import type { SchoolInput, SchoolRecord } from '@school/shared/contracts/school';

/** Adds a school, or updates the one with `schoolId`. */
export function saveSchool(input: SchoolInput, schoolId?: number): Promise<SchoolRecord> {
  return schoolId === undefined
    ? apiPost<SchoolRecord>('/School/Add', input, { auth: 'provider' })
    : apiPost<SchoolRecord>('/School/Update', { ...input, schoolId }, { auth: 'provider' });
}
