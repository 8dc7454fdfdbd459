import { apiPost } from '@school/shared';

/** POST /Provider/Alert/Delete: the alert goes from every school's site and from the list. */
export const deleteAlert = (id: number) => apiPost<{ id: number }>('/Provider/Alert/Delete', { id }, { auth: 'provider' });
