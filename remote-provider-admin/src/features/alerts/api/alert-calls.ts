import { apiPost } from '@school/shared';
import type { Alert, AlertInput, AlertList } from '@school/shared/contracts/alerts';

/** POST /Provider/Alert/GetAll: the alerts to every school, current and scheduled, then the latest ended. */
export const listAlerts = (signal: AbortSignal) => apiPost<AlertList>('/Provider/Alert/GetAll', {}, { auth: 'provider', signal });

/** POST /Provider/Alert/Add, or /Update when it has an id. */
export const saveAlert = (input: AlertInput, id: number | null) =>
  id === null ? apiPost<Alert>('/Provider/Alert/Add', input, { auth: 'provider' }) : apiPost<Alert>('/Provider/Alert/Update', { id, ...input }, { auth: 'provider' });

export const endAlert = (id: number) => apiPost<Alert>('/Provider/Alert/End', { id }, { auth: 'provider' });

export const deleteAlert = (id: number) => apiPost<{ id: number }>('/Provider/Alert/Delete', { id }, { auth: 'provider' });
