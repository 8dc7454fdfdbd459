import { apiPost } from '@school/shared';
import type { Alert, AlertInput, AlertList } from '@school/shared/contracts/alerts';

/** POST /School/Alert/GetAll: the school's alerts, current and scheduled, then the latest ended. */
export const listAlerts = (signal: AbortSignal) => apiPost<AlertList>('/School/Alert/GetAll', {}, { auth: 'school', signal });

/** POST /School/Alert/Add, or /Update when it has an id: answers the alert as stored. */
export const saveAlert = (input: AlertInput, id: number | null) =>
  id === null ? apiPost<Alert>('/School/Alert/Add', input, { auth: 'school' }) : apiPost<Alert>('/School/Alert/Update', { id, ...input }, { auth: 'school' });

/** POST /School/Alert/End: the alert ends now (a scheduled one never shows). */
export const endAlert = (id: number) => apiPost<Alert>('/School/Alert/End', { id }, { auth: 'school' });

export const deleteAlert = (id: number) => apiPost<{ id: number }>('/School/Alert/Delete', { id }, { auth: 'school' });
