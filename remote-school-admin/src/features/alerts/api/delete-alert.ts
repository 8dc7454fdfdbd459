import { apiPost } from '@school/shared';

/** POST /School/Alert/Delete: the alert goes from the site and from the list. */
export const deleteAlert = (id: number) => apiPost<{ id: number }>('/School/Alert/Delete', { id }, { auth: 'school' });
