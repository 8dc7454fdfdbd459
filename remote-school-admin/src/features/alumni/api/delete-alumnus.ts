import { apiPost } from '@school/shared';

/** POST /School/Alumni/Delete. */
export async function deleteAlumnus(alumniId: number): Promise<void> {
  await apiPost('/School/Alumni/Delete', { alumniId }, { auth: 'school' });
}
