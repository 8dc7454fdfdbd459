import { apiPost } from '@school/shared';

/** Turns the user's second factor off and ends their sessions; answers the API's message for the toast. */
export async function resetSecondFactor(schoolUserId: number): Promise<string> {
  const { message } = await apiPost<{ message: string }>('/School/User/ResetSecondFactor', { SchoolUserId: schoolUserId }, { auth: 'provider' });
  return message;
}
