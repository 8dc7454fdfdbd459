import { apiPost } from '@school/shared';

/** Lifts every login delay on the user; answers the API's message for the toast. */
export async function clearLoginThrottle(schoolUserId: number): Promise<string> {
  const { message } = await apiPost<{ message: string }>('/School/User/LoginThrottle/Clear', { SchoolUserId: schoolUserId }, { auth: 'provider' });
  return message;
}
