import { apiPost } from '@school/shared';
import type { NewSchool } from '@school/shared/contracts/new-school';
import type { SchoolRecord } from '@school/shared/contracts/school';

/**
 * Adds a school, with the essentials of its profile, or updates the one with `schoolId` (its
 * profile is then the school admin's: none is sent).
 */
export function saveSchool({ profile, ...school }: NewSchool, schoolId?: number): Promise<SchoolRecord> {
  return schoolId === undefined
    ? apiPost<SchoolRecord>('/School/Add', { ...school, profile }, { auth: 'provider' })
    : apiPost<SchoolRecord>('/School/Update', { ...school, schoolId }, { auth: 'provider' });
}
