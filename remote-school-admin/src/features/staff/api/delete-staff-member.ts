import { apiPost } from '@school/shared';

/** POST /School/Staff/Delete. */
export async function deleteStaffMember(schoolStaffId: number): Promise<void> {
  await apiPost('/School/Staff/Delete', { schoolStaffId }, { auth: 'school' });
}
