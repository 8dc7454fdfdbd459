import { apiPost } from '@school/shared';
import type { Alert, AlertInput } from '@school/shared/contracts/alerts';

/** POST /Provider/Alert/Add, or /Update when it has an id. */
export const saveAlert = (input: AlertInput, id: number | null) =>
  id === null ? apiPost<Alert>('/Provider/Alert/Add', input, { auth: 'provider' }) : apiPost<Alert>('/Provider/Alert/Update', { id, ...input }, { auth: 'provider' });
