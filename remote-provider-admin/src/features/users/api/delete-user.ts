import { apiPost } from '@school/shared';

export async function deleteUser(schoolUserId: number): Promise<void> {
  await apiPost('/School/User/Delete', { SchoolUserId: schoolUserId }, { auth: 'provider' });
}
