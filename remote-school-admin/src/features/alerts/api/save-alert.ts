import { apiPost } from '@school/shared';
import type { Alert, AlertInput } from '@school/shared/contracts/alerts';

/** POST /School/Alert/Add, or /Update when it has an id: answers the alert as stored. */
export const saveAlert = (input: AlertInput, id: number | null) =>
  id === null ? apiPost<Alert>('/School/Alert/Add', input, { auth: 'school' }) : apiPost<Alert>('/School/Alert/Update', { id, ...input }, { auth: 'school' });
