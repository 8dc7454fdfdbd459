import { apiPost } from '@school/shared';
import type { SchoolProfile } from '@school/shared/contracts/school-profile';

/** POST /School/Profile/Update: replaces the profile of the admin's own school; answers it as stored. */
export function saveProfile(profile: SchoolProfile): Promise<SchoolProfile> {
  return apiPost<SchoolProfile>('/School/Profile/Update', profile, { auth: 'school' });
}
