import { apiPost } from '@school/shared';

export async function deleteSchool(schoolId: number): Promise<void> {
  await apiPost('/School/Delete', { schoolId }, { auth: 'provider' });
}
